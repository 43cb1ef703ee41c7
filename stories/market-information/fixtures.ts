/**
 * Fixed posts for the market information stories (and the latest report card on the
 * dashboards): no randomness, so every screenshot is stable. Stories pass these to the
 * generated posts handlers.
 */
import type { Post } from '@generated/model/post';
import type { PostSummary } from '@generated/model/postSummary';

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
