import { describe, expect, it } from 'vitest';

import { messageLinkLabel } from '@/features/messages/utils/message-link';

describe('messageLinkLabel', () => {
  it('names what the link of each kind of message opens', () => {
    expect(messageLinkLabel('/app/market-lens/51001/orders/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a41')).toBe('Open the order');
    expect(messageLinkLabel('/app/market-lens/51001/price-alerts/edit/9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c55')).toBe('Open the price alert');
    expect(messageLinkLabel('/app/market-lens/51001/support/queries/8d0f2b4c-6e8a-4c1d-9f3b-5a7c9e1b3d51')).toBe('Open the support query');
    expect(messageLinkLabel('/app/market-lens/files/view/3c9d7e1a-2b4f-4c6d-8e0a-1b3c5d7e9f01')).toBe('Open the document');
    expect(messageLinkLabel('/app/market-lens/market-information/d989a14f-17d5-420f-8556-a4c72218164d')).toBe('Open the market report');
    expect(messageLinkLabel('/app/market-lens/support/request-meeting')).toBe('Request a meeting');
    expect(messageLinkLabel('/app/market-lens/51001/orders/add-new?tradeIndex=GASNBP&period=Win-27')).toBe('Place an order');
    expect(messageLinkLabel('/app/market-lens/51001/position-overview?index=POWERUKPEAKCAL&view=months&month=2027-05')).toBe('Open the month’s position');
  });

  it('falls back to View details for any other portal path', () => {
    expect(messageLinkLabel('/app/market-lens')).toBe('View details');
    expect(messageLinkLabel('/app/market-lens/orders')).toBe('View details');
    expect(messageLinkLabel('/app/market-lens/51001/position-overview?index=GASNBP')).toBe('View details');
  });
});
