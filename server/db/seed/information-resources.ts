/** Guides, glossary, webinars and public links of the information-resources page (ids fixed, no PRNG draws). */
import type { Insertable } from 'kysely';

import type { InformationResourcesTable } from '../schema';

export const INFORMATION_RESOURCES: Insertable<InformationResourcesTable>[] = [
  {
    id: 'c9e1a3c5-0d2f-4f4b-9c6e-1a3c5e7a9b1d',
    title: "A buyer's guide to flexible energy contracts",
    description: 'How tranche buying works, risk limits and when to lock in prices.',
    url: 'https://www.market-lens.local/resources/flexible-contracts-guide',
    resource_type: 'guide',
  },
  {
    id: 'd0f2b4d6-1e3a-4a5c-8d7f-2b4d6f8a0c2e',
    title: 'Energy market glossary',
    description: 'Baseload, peak, NBP, seasons and other terms explained.',
    url: 'https://www.market-lens.local/resources/glossary',
    resource_type: 'glossary',
  },
  {
    id: '1a3c5e7a-2b4d-4f6a-8c0e-3d5f7a9b1c3e',
    title: 'Reading the closing prices table',
    description: 'What day-ahead, month, quarter and season products are, and how the 30-day mean, high and low are worked out.',
    url: 'https://www.market-lens.local/resources/closing-prices-explained',
    resource_type: 'guide',
  },
  {
    id: '2b4d6f8a-3c5e-4a7b-9d1f-4e6a8c0d2f4a',
    title: 'Understanding non-commodity costs',
    description: 'Network, policy and balancing charges on a business energy bill, and which of them hedging can fix.',
    url: 'https://www.market-lens.local/resources/non-commodity-costs',
    resource_type: 'guide',
  },
  {
    id: '3c5e7a9b-4d6f-4b8c-8e2a-5f7b9d1e3a5b',
    title: 'Webinar: hedging strategies for the winter ahead',
    description: 'Our Optimisation desk on risk limits, price alerts and buying in tranches (recording, 45 minutes).',
    url: 'https://www.market-lens.local/resources/webinars/winter-hedging',
    resource_type: 'webinar',
  },
  {
    id: '4d6f8a0c-5e7a-4c9d-9f3b-6a8c0e2f4b6c',
    title: 'Ofgem: information for businesses',
    description: "The energy regulator's guidance for business customers on contracts, billing and complaints.",
    url: 'https://www.ofgem.gov.uk/information-consumers/energy-advice-businesses',
    resource_type: 'link',
  },
  {
    id: '5e7a9c1d-6f8b-4d0e-8a4c-7b9d1f3a5c7d',
    title: 'GOV.UK: UK bank holidays',
    description: 'The England and Wales bank holidays: no closing prices are published on these days.',
    url: 'https://www.gov.uk/bank-holidays',
    resource_type: 'link',
  },
  {
    id: '6f8b0d2e-7a9c-4e1f-9b5d-8c0e2a4b6d8e',
    title: 'National Energy System Operator: data portal',
    description: 'Demand, generation mix and balancing data behind the day-ahead power price.',
    url: 'https://www.neso.energy/data-portal',
    resource_type: 'link',
  },
];
