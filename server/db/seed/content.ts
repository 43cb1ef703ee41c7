/** Market-information posts (daily reports with their PDFs, feature articles) and per-user inbox messages. */
import type { MessageCategory } from '../../../generated/model/messageCategory';
import { createPdf } from '../../lib/pdf';
import type { ClosingPriceRow } from '../../closing-prices/price-source';
import { DAY_AHEAD } from '../../closing-prices/simulated-price-source';
import { type Random } from '../../lib/random';

/** Default tag id of the daily market report (the latest-report card); LATEST_REPORT_TAG_ID overrides. */
export const DAILY_REPORT_TAG_ID = '184993428780';

export const POST_TAGS = [
  { id: DAILY_REPORT_TAG_ID, name: 'Daily Report' },
  { id: '184993428781', name: 'Market Outlook' },
  { id: '184993428782', name: 'Policy' },
];

export const POST_CATEGORIES = [
  { id: '5101', name: 'Daily Report' },
  { id: '5102', name: 'Power' },
  { id: '5103', name: 'Gas' },
  { id: '5104', name: 'Policy & Regulation' },
  { id: '5105', name: 'Market Outlook' },
];

const ARTICLES: { title: string; categories: string[]; tag: string; paragraphs: string[] }[] = [
  { title: 'Winter outlook: how full storage shapes NBP risk', categories: ['5103', '5105'], tag: '184993428781', paragraphs: ['European gas storage entered the heating season well stocked, which has capped the front of the NBP curve.', 'The risk now sits in a cold, still late winter: low wind output pushes gas-fired generation up just as storage draws accelerate.', 'Customers on flexible contracts may want to keep some Q1 volume open while setting alerts around recent highs.'] },
  { title: 'Capacity Market results: what they mean for your non-commodity costs', categories: ['5104'], tag: '184993428782', paragraphs: ['The latest T-4 auction cleared above the previous year, which feeds through to capacity charges on bills from October.', 'These costs are pass-through for most contracts; your account manager can model the impact per site.'] },
  { title: 'Why peak power has decoupled from baseload this autumn', categories: ['5102', '5105'], tag: '184993428781', paragraphs: ['Evening demand peaks have coincided with low solar output and tight interconnector flows.', 'The peak–base spread widened to its highest level since spring; hedging peak-heavy sites earlier has paid off.'] },
  { title: 'Hedging in tranches: a refresher for flexible buyers', categories: ['5105'], tag: '184993428781', paragraphs: ['Buying in clicks spreads price risk across time rather than fixing everything on one day.', 'A common approach locks 20–30% a year ahead, building to 80–90% by the start of delivery.', 'Price alerts help you act on levels rather than dates.'] },
  { title: 'Ofgem review of standing charges: the business angle', categories: ['5104'], tag: '184993428782', paragraphs: ['The regulator is consulting on how network costs are recovered, which may shift cost between fixed and unit rates.', 'Large multi-site customers should review the balance of day and night consumption.'] },
  { title: 'Norwegian maintenance season and the summer gas curve', categories: ['5103'], tag: '184993428781', paragraphs: ['Planned outages at Norwegian fields reduce flows into the UK each summer.', 'The summer contract typically prices in a small premium while the works are scheduled.'] },
  { title: 'Carbon prices and the UK ETS: impact on power', categories: ['5102', '5104'], tag: '184993428782', paragraphs: ['UK carbon allowances feed directly into gas-fired generation costs and therefore into power prices.', 'A £10/t move in carbon shifts baseload by roughly £4/MWh at current plant efficiencies.'] },
  { title: 'Wind records and negative prices: a new normal?', categories: ['5102'], tag: '184993428781', paragraphs: ['Record wind output drove several hours of negative day-ahead prices over recent weekends.', 'Flexible demand can benefit; most fixed-shape contracts cannot.'] },
  { title: 'LNG arrivals and the spring gas market', categories: ['5103', '5105'], tag: '184993428781', paragraphs: ['A busy schedule of LNG cargoes has kept the NBP spot market comfortably supplied.', 'Global competition for cargoes remains the main upside risk into next winter.'] },
  { title: 'Understanding your position overview', categories: ['5105'], tag: '184993428781', paragraphs: ['The position overview compares your forecast demand with the volume already hedged per delivery period.', 'Open volume is valued at the latest closing price so you can see your exposure in pounds.'] },
];

const featuredImage = (title: string, hue: number) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,18%)"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><path d="M0 470 L150 430 L300 455 L450 380 L600 410 L750 330 L900 360 L1050 290 L1200 310" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="6"/></svg>`;
  return { url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, alt: `Illustration for ${title}` };
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const readTime = (html: string) => Math.max(1, Math.round(html.replace(/<[^>]+>/g, ' ').split(/\s+/).length / 200));
const londonMorning = (isoDate: string) => new Date(`${isoDate}T07:30:00Z`);

export interface PostSeed {
  id: string;
  slug: string;
  title: string;
  summary: string;
  content: string;
  featured_image: string;
  featured_image_alt_text: string;
  read_time: number;
  created_date: Date;
  tagIds: string[];
  categoryIds: string[];
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export interface DailyReport {
  post: PostSeed;
  /** The report as a PDF for files/view/{id}: a market report with the post's id, for every customer. */
  file: MarketReportFile;
}

export interface MarketReportFile {
  id: string;
  account_id: null;
  category: 'market_report';
  name: string;
  description: string;
  content_type: 'application/pdf';
  size_bytes: number;
  content: Uint8Array;
  created_at: Date;
}

const COMMENTARY = [
  'Wind output forecasts drove most of the movement at the front of the curve.',
  'Gas-fired generation set the marginal price for most of the day as wind eased.',
  'Interconnector flows and a firm carbon market kept the curve supported.',
  'Mild temperatures softened demand expectations across the prompt contracts.',
];
const DAILY_INDICES = [
  { index: 'POWERUKBASECAL', label: 'Baseload power', unit: '£/MWh', pdfUnit: 'GBP/MWh' },
  { index: 'POWERUKPEAKCAL', label: 'Peak power', unit: '£/MWh', pdfUnit: 'GBP/MWh' },
  { index: 'GASNBP', label: 'NBP gas', unit: 'p/therm', pdfUnit: 'p/therm' },
] as const;
const CLOSING_NOTE = 'Prices are indicative closing levels published after the market close.';

/** Day-ahead closes of one business day by trade index. */
export type DayAheadCloses = Partial<Record<string, number>>;

/** Day-ahead closes per date, from closing-price rows. */
export function dayAheadCloses(prices: Pick<ClosingPriceRow, 'trade_index' | 'period_name_abs' | 'price_date' | 'price'>[]): Map<string, DayAheadCloses> {
  const byDate = new Map<string, DayAheadCloses>();
  for (const row of prices) {
    if (row.period_name_abs !== DAY_AHEAD) continue;
    let day = byDate.get(row.price_date);
    if (!day) byDate.set(row.price_date, (day = {}));
    day[row.trade_index] = row.price;
  }
  return byDate;
}

/** The daily market report of `date`, written from its day-ahead closes and the day before's. */
export function dailyReport(date: string, today: DayAheadCloses, yesterday: DayAheadCloses, random: Random, imageHue: number): DailyReport {
  const moves = DAILY_INDICES.map(({ index, label, unit, pdfUnit }) => {
    const now = today[index] ?? 0;
    const change = now - (yesterday[index] ?? now);
    const move = `${change >= 0 ? 'up' : 'down'} ${Math.abs(change).toFixed(2)} on the day.`;
    return { html: `${label} day-ahead closed at ${now.toFixed(2)} ${unit}, ${move}`, pdf: `${label} day-ahead closed at ${now.toFixed(2)} ${pdfUnit}, ${move}` };
  });
  const dateLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const title = `Daily Market Report – ${dateLabel}`;
  const summary = `<p>${escapeHtml(moves[0]?.html ?? '')} ${escapeHtml(moves[2]?.html ?? '')}</p>`;
  const commentary = random.pick(COMMENTARY);
  const content = `<h2>Closing prices</h2><ul>${moves.map((m) => `<li>${escapeHtml(m.html)}</li>`).join('')}</ul><h2>Commentary</h2><p>${commentary}</p><p>${CLOSING_NOTE}</p>`;
  const image = featuredImage(title, imageHue);
  const post: PostSeed = {
    id: random.uuid(),
    slug: `daily-market-report-${date}`,
    title,
    summary,
    content,
    featured_image: image.url,
    featured_image_alt_text: image.alt,
    read_time: readTime(content),
    created_date: londonMorning(date),
    tagIds: [DAILY_REPORT_TAG_ID],
    categoryIds: ['5101'],
  };
  const pdf = createPdf(`Daily Market Report - ${dateLabel}`, ['Closing prices', ...moves.map((m) => m.pdf), '', 'Commentary', commentary, CLOSING_NOTE]);
  const file: MarketReportFile = {
    id: post.id,
    account_id: null,
    category: 'market_report',
    name: `Daily Market Report ${date}.pdf`,
    description: title,
    content_type: 'application/pdf',
    size_bytes: pdf.byteLength,
    content: pdf,
    created_at: post.created_date,
  };
  return { post, file };
}

/** Daily reports for the last `dailyCount` price dates, written from the seeded prices, plus feature articles. */
export function posts(prices: ClosingPriceRow[], random: Random, dailyCount = 15): { posts: PostSeed[]; files: MarketReportFile[] } {
  const byDate = dayAheadCloses(prices);
  const dates = [...byDate.keys()].sort();
  const result: PostSeed[] = [];
  const files: MarketReportFile[] = [];
  const reportDates = dates.slice(-dailyCount - 1);
  for (let i = 1; i < reportDates.length; i += 1) {
    const date = reportDates[i] as string;
    const report = dailyReport(date, byDate.get(date) ?? {}, byDate.get(reportDates[i - 1] as string) ?? {}, random, 200 + (i % 5) * 8);
    result.push(report.post);
    files.push(report.file);
  }
  const last = dates[dates.length - 1] as string;
  ARTICLES.forEach((article, i) => {
    const created = new Date(londonMorning(last).getTime() - (3 + i * 13) * 86_400_000 + 3 * 3_600_000);
    const content = article.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
    const image = featuredImage(article.title, (i * 47) % 360);
    result.push({
      id: random.uuid(),
      slug: slugify(article.title),
      title: article.title,
      summary: `<p>${escapeHtml(article.paragraphs[0] as string)}</p>`,
      content,
      featured_image: image.url,
      featured_image_alt_text: image.alt,
      read_time: readTime(content),
      created_date: created,
      tagIds: [article.tag],
      categoryIds: article.categories,
    });
  });
  return { posts: result, files };
}

/** What a seeded message is about; message-links.ts makes it about a real seeded object. */
export type SeedMessageKind = 'order_executed' | 'price_alert' | 'daily_report' | 'support_query' | 'portfolio_report' | 'order_not_executed' | 'reminder' | 'meeting';

const SUBJECTS: [string, MessageCategory, SeedMessageKind][] = [
  ['Your order has been executed', 'order', 'order_executed'],
  ['Price alert triggered', 'price_alert', 'price_alert'],
  ['New daily market report available', 'report', 'daily_report'],
  ['Your support query has been updated', 'general', 'support_query'],
  ['Monthly portfolio report ready', 'report', 'portfolio_report'],
  ['Order rejected: limit price not reached', 'order', 'order_not_executed'],
  ['Reminder: review your hedging position', 'general', 'reminder'],
  ['Meeting confirmed with your account manager', 'general', 'meeting'],
];

export interface MessageSeed {
  id: string;
  user_id: string;
  subject: string;
  body: string;
  category: MessageCategory;
  created_date: Date;
  read_at: Date | null;
  link?: string | null;
  /** Not a column: what linkSeedMessages (message-links.ts) turns it into. */
  kind: SeedMessageKind;
}

/**
 * `count` messages over the last 90 days, the newest `unread` of them unread, each with a
 * subject (the inbox's 'No Subject' fallback is a story's, not the seed's). The draws are those
 * of the first release, so everything seeded after them stays as it was.
 */
export function messagesFor(userId: string, random: Random, referenceDate: Date, count = 24, unread = 6): MessageSeed[] {
  const rows: MessageSeed[] = [];
  for (let i = 0; i < count; i += 1) {
    // The first two land within the last 24 hours so the relative date shows.
    const hoursAgo = i < 2 ? 1 + i * 5 : 24 + i * 88 + random.int(0, 20);
    const created = new Date(referenceDate.getTime() - hoursAgo * 3_600_000);
    const [subject, category, kind] = random.pick(SUBJECTS);
    rows.push({
      id: random.uuid(),
      user_id: userId,
      subject,
      body: `${subject}. Open Market Lens for the details, or reply to your account manager.`,
      category,
      kind,
      created_date: created,
      read_at: i < unread ? null : new Date(created.getTime() + 3_600_000),
    });
  }
  return rows;
}
