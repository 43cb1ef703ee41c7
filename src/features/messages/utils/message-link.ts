/**
 * What a message's link (a portal path the server built, docs/messages.md) opens, in words for
 * its button: 'Open the order' tells the reader where they go before they go.
 */
const TARGETS: [RegExp, string][] = [
  [/\/orders\/add-new(\?|$)/, 'Place an order'],
  [/\/orders\/[^/?]+$/, 'Open the order'],
  [/\/approvals$/, 'Open Approvals'],
  [/\/price-alerts\/edit\/[^/?]+$/, 'Open the price alert'],
  [/\/support\/queries\/[^/?]+$/, 'Open the support query'],
  [/\/support\/request-meeting$/, 'Request a meeting'],
  // A report, an invoice or a trade confirmation: the viewer opens any of them.
  [/\/files\/view\/[^/?]+$/, 'Open the document'],
  [/\/market-information\/[^/?]+$/, 'Open the market report'],
  [/\/position-overview\?(.*&)?view=months(&|$)/, 'Open the month’s position'],
];

export function messageLinkLabel(link: string): string {
  return TARGETS.find(([pattern]) => pattern.test(link))?.[1] ?? 'View details';
}
