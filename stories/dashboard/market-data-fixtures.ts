/**
 * Fixed market data for the market-data stories: realistic UK levels, no randomness,
 * so every screenshot is stable. Handlers are the generated ones with explicit overrides.
 */
import { HttpResponse } from 'msw';

import type { AccountContact } from '@generated/model/accountContact';
import type { ClosingPrice } from '@generated/model/closingPrice';
import type { ClosingPriceHistoryPoint } from '@generated/model/closingPriceHistoryPoint';
import type { InformationResource } from '@generated/model/informationResource';
import type { LatestClosingPricesResponse } from '@generated/model/latestClosingPricesResponse';
import type { Owner } from '@generated/model/owner';
import type { Period } from '@generated/model/period';
import type { Post } from '@generated/model/post';
import type { PostSummary } from '@generated/model/postSummary';
import type { TradeIndex } from '@generated/model/tradeIndex';
import type { UserFile } from '@generated/model/userFile';

/** "Today" in every market-data story: Friday 20 November 2026, 08:30 London. */
export const STORY_NOW = new Date('2026-11-20T08:30:00Z');
/** The latest publication: the previous business day. */
export const PUBLISHED_DATE = '2026-11-19';

// ---------------------------------------------------------------- states

/** Never answers: the loading state. */
export const never = () => new Promise<never>(() => {});

/** Answers with an API error (the generated handler's override throws the response). */
export const failWith =
  (status: number, message = 'The server could not complete the request.') =>
  (): never => {
    throw HttpResponse.json({ statusCode: status, error: status === 404 ? 'Not Found' : 'Internal Server Error', message }, { status });
  };

// ---------------------------------------------------------------- closing prices

const LEVELS: Record<TradeIndex, number> = { POWERUKBASECAL: 82.4, POWERUKPEAKCAL: 94.1, GASNBP: 96.8 };

const PRODUCTS: Record<Period, string[]> = {
  day: ['Day-ahead'],
  month: ['Dec-26', 'Jan-27', 'Feb-27', 'Mar-27'],
  quarter: ['Q1-27', 'Q2-27', 'Q3-27', 'Q4-27'],
  season: ['Sum-27', 'Win-27', 'Sum-28', 'Win-28'],
};

/** Per-product offsets from the index level and daily changes: ups, downs and a flat 0.00 (an up arrow). */
const OFFSETS = [0, 3.35, 1.9, -6.2];
const CHANGES = [1.32, -0.84, 0, -2.17];

const round2 = (value: number) => Math.round(value * 100) / 100;

export function closingPriceRows(tradeIndex: TradeIndex, period: Period): ClosingPrice[] {
  const periodShift = { day: -1.6, month: 0.8, quarter: 1.4, season: -0.5 }[period];
  return PRODUCTS[period].map((product, index) => {
    const price = round2(LEVELS[tradeIndex] + periodShift + (OFFSETS[index] ?? 0));
    const change = tradeIndex === 'GASNBP' ? -(CHANGES[index] ?? 0) : (CHANGES[index] ?? 0);
    return {
      id: `${tradeIndex}-${period}-${index}`,
      periodNameAbs: product,
      price,
      dailyChange: round2(change === 0 ? 0 : change),
      thirtyDayMean: round2(price - 1.18 + index * 0.4),
      thirtyDayHigh: round2(price + 4.62 + index * 0.3),
      thirtyDayLow: round2(price - 5.87 - index * 0.2),
    };
  });
}

export function latestClosingPrices(tradeIndex: TradeIndex, period: Period, rows = closingPriceRows(tradeIndex, period)): LatestClosingPricesResponse {
  return { data: rows, tradeIndex, period, priceUnit: tradeIndex === 'GASNBP' ? 'p/therm' : '£/MWh', publishedDate: rows.length > 0 ? PUBLISHED_DATE : null };
}

/** Answers for the trade index and period the request asks for (defaults as the API). */
export function latestClosingPricesFor({ request }: { request: Request }): LatestClosingPricesResponse {
  const params = new URL(request.url).searchParams;
  const tradeIndex = (params.get('tradeIndex') ?? 'POWERUKBASECAL') as TradeIndex;
  const period = (params.get('period') ?? 'day') as Period;
  return latestClosingPrices(tradeIndex, period);
}

// ---------------------------------------------------------------- price history

/** Business days (Mon–Fri) from `from` to `to`, inclusive, as YYYY-MM-DD. */
function businessDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T12:00:00Z`); day <= new Date(`${to}T12:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

const HISTORY_START = '2024-09-02';

/** Two years of a smooth, deterministic price path with real 30-day aggregates. */
function historySeries(tradeIndex: TradeIndex): ClosingPriceHistoryPoint[] {
  const level = LEVELS[tradeIndex];
  const prices = businessDays(HISTORY_START, PUBLISHED_DATE).map((date, i) => ({
    date,
    price: round2(level + 9 * Math.sin(i / 41) + 4.5 * Math.sin(i / 9.5 + 1) + 1.6 * Math.sin(i * 1.7)),
  }));
  return prices.map((point, i) => {
    const window = prices.slice(Math.max(0, i - 29), i + 1).map((p) => p.price);
    return {
      ...point,
      thirtyDayMean: round2(window.reduce((sum, price) => sum + price, 0) / window.length),
      thirtyDayHigh: Math.max(...window),
      thirtyDayLow: Math.min(...window),
    };
  });
}

const SERIES = new Map<TradeIndex, ClosingPriceHistoryPoint[]>();

export function historyPoints(tradeIndex: TradeIndex, from?: string | null): ClosingPriceHistoryPoint[] {
  let series = SERIES.get(tradeIndex);
  if (!series) SERIES.set(tradeIndex, (series = historySeries(tradeIndex)));
  return from ? series.filter((point) => point.date >= from) : series.slice(-252);
}

/** Answers for the product and `from` the request asks for. */
export function historyFor({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const tradeIndex = (params.get('tradeIndex') ?? 'POWERUKBASECAL') as TradeIndex;
  const period = (params.get('period') ?? 'day') as Period;
  return {
    data: {
      tradeIndex,
      period,
      periodNameAbs: params.get('periodNameAbs') ?? PRODUCTS[period][0] ?? 'Day-ahead',
      priceUnit: tradeIndex === 'GASNBP' ? ('p/therm' as const) : ('£/MWh' as const),
      points: historyPoints(tradeIndex, params.get('from')),
    },
  };
}

export function emptyHistory() {
  return { data: { tradeIndex: 'POWERUKBASECAL' as const, period: 'month' as const, periodNameAbs: 'Jan-27', priceUnit: '£/MWh' as const, points: [] } };
}

// ---------------------------------------------------------------- posts

function illustration(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,18%)"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><path d="M0 470 L150 430 L300 455 L450 380 L600 410 L750 330 L900 360 L1050 290 L1200 310" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="6"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const DAILY_TAG = { id: '184993428780', name: 'Daily Report' };
const OUTLOOK_TAG = { id: '184993428781', name: 'Market Outlook' };

export const latestReport = {
  id: '2b4d6f8a-1c3e-4a5b-9d7f-0e2a4c6e8a1b',
  title: 'Daily Market Report – Friday 20 November 2026',
  summary:
    '<p>Baseload power day-ahead closed at 80.80 £/MWh, up 1.32 on the day. NBP gas day-ahead closed at 95.20 p/therm, down 1.32 on the day.</p>',
  createdDate: '2026-11-20T07:30:00Z',
};

const CONTENT = `<h2>Closing prices</h2><ul><li>Baseload power day-ahead closed at 80.80 £/MWh, up 1.32 on the day.</li><li>Peak power day-ahead closed at 92.50 £/MWh, up 1.32 on the day.</li><li>NBP gas day-ahead closed at 95.20 p/therm, down 1.32 on the day.</li></ul><h2>Commentary</h2><p>Wind output forecasts drove most of the movement at the front of the curve, while a colder outlook for early December lent support to prompt gas.</p><p>Prices are indicative closing levels published after the market close.</p>`;

const SUMMARIES: [title: string, categories: string[], hue: number, readTime: number, summary: string][] = [
  ['Winter outlook: how full storage shapes NBP risk', ['Gas', 'Market Outlook'], 200, 4, 'European gas storage entered the heating season well stocked, which has capped the front of the NBP curve.'],
  ['Why peak power has decoupled from baseload this autumn', ['Power', 'Market Outlook'], 247, 3, 'Evening demand peaks have coincided with low solar output and tight interconnector flows.'],
  ['Capacity Market results: what they mean for your non-commodity costs', ['Policy & Regulation'], 300, 5, 'The latest T-4 auction cleared above the previous year, which feeds through to capacity charges on bills from October.'],
  ['Hedging in tranches: a refresher for flexible buyers', ['Market Outlook'], 160, 6, 'Buying in clicks spreads price risk across time rather than fixing everything on one day.'],
  ['Carbon prices and the UK ETS: impact on power', ['Power', 'Policy & Regulation'], 20, 4, 'UK carbon allowances feed directly into gas-fired generation costs and therefore into power prices.'],
  ['LNG arrivals and the spring gas market', ['Gas'], 120, 3, 'A busy schedule of LNG cargoes has kept the NBP spot market comfortably supplied.'],
];

export const postSummaries: PostSummary[] = SUMMARIES.map(([title, category, hue, readTime, summary], index) => ({
  id: `7c1e0000-0000-4000-8000-00000000000${index + 1}`,
  featuredImage: illustration(hue),
  featuredImageAltText: `Illustration for ${title}`,
  title,
  category,
  createdDate: new Date(Date.UTC(2026, 10, 17 - index * 4, 10, 30)).toISOString(),
  readTime,
  summary: `<p>${summary}</p>`,
  tags: [OUTLOOK_TAG],
}));

export const dailyReportSummaries: PostSummary[] = [20, 19, 18, 17, 16, 13].map((day, index) => ({
  id: `d0a10000-0000-4000-8000-0000000000${String(day).padStart(2, '0')}`,
  featuredImage: illustration(200 + (index % 5) * 8),
  featuredImageAltText: 'Illustration for the daily market report',
  title: `Daily Market Report – ${new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, day))).replace(',', '')}`,
  category: ['Daily Report'],
  createdDate: new Date(Date.UTC(2026, 10, day, 7, 30)).toISOString(),
  readTime: 1,
  summary: latestReport.summary,
  tags: [DAILY_TAG],
}));

export const postCategories = {
  data: [
    { name: 'Daily Report', postCount: 15 },
    { name: 'Gas', postCount: 3 },
    { name: 'Market Outlook', postCount: 5 },
    { name: 'Policy & Regulation', postCount: 3 },
    { name: 'Power', postCount: 4 },
  ],
};

const ALL_POSTS = [...postSummaries, ...dailyReportSummaries].sort((a, b) => b.createdDate.localeCompare(a.createdDate));

/** A page of posts for the request's category, tag, page and perPage. */
export function postPageFor({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const category = params.get('category');
  const tagId = params.get('tagId');
  const page = Number(params.get('page') ?? '1');
  const perPage = Number(params.get('perPage') ?? '10');
  const matching = ALL_POSTS.filter((post) => (!category || post.category.includes(category)) && (!tagId || post.tags.some((tag) => tag.id === tagId)));
  return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length, pagination: { page, perPage } };
}

export const emptyPostPage = { data: [], total: 0, pagination: { page: 1, perPage: 9 } };

export const fullPost: Post = {
  ...(postSummaries[0] as PostSummary),
  content:
    '<p>European gas storage entered the heating season well stocked, which has capped the front of the NBP curve.</p>' +
    '<h2>Where the risk sits</h2><p>The risk now sits in a cold, still late winter: low wind output pushes gas-fired generation up just as storage draws accelerate.</p>' +
    '<ul><li>Storage: 94% full at the start of November.</li><li>Q1-27 NBP: 98.40 p/therm, 30-day range 91.20–104.75.</li></ul>' +
    '<h2>What to do</h2><p>Customers on flexible contracts may want to keep some Q1 volume open while setting <a href="https://www.market-lens.local/price-alerts" target="_blank">alerts</a> around recent highs.</p>',
};

/** Stored HTML that tries to run script: the sanitiser must leave only the text. */
export const hostilePost: Post = {
  ...fullPost,
  id: '7c1e0000-0000-4000-8000-0000000000ff',
  title: 'Post with unsafe HTML',
  content:
    '<p>Safe paragraph.</p><script>window.__postXss = true</script><img src="x" onerror="window.__postXss = true" alt="broken"><p><a href="javascript:window.__postXss=true">A javascript: link</a></p><iframe src="https://evil.example"></iframe>',
};

export const dailyReportPost: Post = {
  ...(dailyReportSummaries[0] as PostSummary),
  id: latestReport.id,
  content: CONTENT,
  readTime: 1,
};

// ---------------------------------------------------------------- owners and contacts

function portrait(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="hsl(${hue},45%,42%)"/><circle cx="64" cy="50" r="24" fill="hsl(${hue},40%,82%)"/><path d="M20 128c4-28 22-40 44-40s40 12 44 40z" fill="hsl(${hue},40%,82%)"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export const accountManager: Owner = {
  id: '6001',
  firstName: 'Sarah',
  lastName: 'Whitfield',
  jobTitle: 'Account Manager',
  companyPhone: '+44 20 7946 0104',
  email: 'sarah.whitfield@market-lens.local',
  profilePictureUrl: portrait(205),
};

export const tradingAnalyst: Owner = {
  id: '6002',
  firstName: 'Daniel',
  lastName: 'Okafor',
  jobTitle: 'Energy Trading Analyst',
  companyPhone: '+44 20 7946 0187',
  email: 'daniel.okafor@market-lens.local',
  profilePictureUrl: null,
};

/** No job title: the tab shows the full name. No phone: 'N/A'. */
export const ownerWithoutTitle: Owner = {
  id: '6003',
  firstName: 'Priya',
  lastName: 'Raman',
  jobTitle: null,
  companyPhone: null,
  email: 'priya.raman@market-lens.local',
  profilePictureUrl: null,
};

/** Nothing but an id: tab 'Contact', 'Unnamed Contact', 'N/A', 'No email provided', placeholder avatar. */
export const ownerWithNothing: Owner = {
  id: '6004',
  firstName: null,
  lastName: null,
  jobTitle: null,
  companyPhone: null,
  email: null,
  profilePictureUrl: null,
};

export const owners = { data: [accountManager, tradingAnalyst] };

export const accountContacts: AccountContact[] = [
  { id: 'auth0|880012', hsId: '880012', firstname: 'Alex', lastname: 'Morgan', email: 'alex.morgan@northwind.example', role: 'admin', accountStatus: 'accountApproved' },
  { id: 'auth0|880013', hsId: '880013', firstname: 'Jordan', lastname: 'Patel', email: 'jordan.patel@northwind.example', role: 'general', accountStatus: 'accountApproved' },
  { id: 'auth0|880014', hsId: '880014', firstname: 'Chloe', lastname: 'Evans', email: 'chloe.evans@northwind.example', role: 'general', accountStatus: 'registered' },
];

// ---------------------------------------------------------------- files and resources

export const portfolioReportFile: UserFile = {
  id: '5e0f0000-0000-4000-8000-000000000001',
  accountId: '100234',
  category: 'portfolio_report',
  name: 'Portfolio report October 2026.pdf',
  size: 48_213,
  createdDate: '2026-11-03T09:00:00Z',
  contentType: 'application/pdf',
  description: 'Northwind Foods - portfolio report, October 2026',
};

/** A one-page PDF, so the viewer has a real document to show. */
export function samplePdf(): Blob {
  const text = 'Northwind Foods - portfolio report, October 2026';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 60 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 60 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return new Blob([body], { type: 'application/pdf' });
}

export const informationResources: InformationResource[] = [
  { id: 'r1', title: 'A buyer’s guide to flexible energy contracts', description: 'How buying in tranches works, what a click is, and how to set a hedging strategy for your sites.', url: 'https://www.market-lens.local/guides/flexible-contracts', resourceType: 'guide' },
  { id: 'r2', title: 'Glossary of wholesale energy terms', description: 'Baseload, peak, NBP, day-ahead, seasons and the other terms used across Market Lens.', url: 'https://www.market-lens.local/glossary', resourceType: 'glossary' },
  { id: 'r3', title: 'Webinar: the winter 2026/27 outlook', description: 'Our trading desk on storage, wind and interconnectors, recorded on 5 November 2026.', url: 'https://www.market-lens.local/webinars/winter-outlook', resourceType: 'webinar' },
  { id: 'r4', title: 'Ofgem: non-domestic market guidance', description: 'The regulator’s guidance for business energy customers.', url: 'https://www.ofgem.gov.uk/', resourceType: 'link' },
];
