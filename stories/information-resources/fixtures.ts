/**
 * Fixed information resources for the information resources stories (passed to
 * `getListInformationResourcesMockHandler`).
 */
import type { InformationResource } from '@generated/model/informationResource';

export const informationResources: InformationResource[] = [
  { id: 'r1', title: 'A buyer’s guide to flexible energy contracts', description: 'How buying in tranches works, what a click is, and how to set a hedging strategy for your sites.', url: 'https://www.market-lens.local/guides/flexible-contracts', resourceType: 'guide' },
  { id: 'r2', title: 'Glossary of wholesale energy terms', description: 'Baseload, peak, NBP, day-ahead, seasons and the other terms used across Market Lens.', url: 'https://www.market-lens.local/glossary', resourceType: 'glossary' },
  { id: 'r3', title: 'Webinar: the winter 2026/27 outlook', description: 'Our trading desk on storage, wind and interconnectors, recorded on 5 November 2026.', url: 'https://www.market-lens.local/webinars/winter-outlook', resourceType: 'webinar' },
  { id: 'r4', title: 'Ofgem: non-domestic market guidance', description: 'The regulator’s guidance for business energy customers.', url: 'https://www.ofgem.gov.uk/', resourceType: 'link' },
];
