// @vitest-environment node
// Trade confirmations (docs/trading.md, "Confirmations"): the publication queues one per executed
// trade, the worker writes each PDF once after the commit and announces it; anyone with
// view:orders opens it; a customer user confirms or disputes it (a dispute opens a support query
// for the desk) until 17:00 London on the second business day after issue; later it stands
// confirmed by default. The desk and view-as may not answer.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliveryQuantity } from '../../domain/energy';

import type { TradableProduct } from '../../generated/model/tradableProduct';
import type { Transaction } from '../../generated/model/transaction';
import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import { confirmationFileId, queueTradeConfirmation, writeDueConfirmations } from '../../server/confirmations/confirmation-worker';
import { claimDueConfirmations } from '../../server/confirmations/queries';
import type { Clock } from '../../server/lib/clock';
import { deliveryPeriod } from '../../server/position/periods';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
let businessNow = new Date('2026-11-23T10:00:00Z');
const clock: Clock = { now: () => new Date(businessNow) };
const setNow = (iso: string) => {
  businessNow = new Date(iso);
};
let work: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  work = mkdtempSync(join(tmpdir(), 'confirmations-'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const ledger = async (as: string = USERS.northwind, viewAs?: string): Promise<Transaction[]> => {
  const response = await t.call({ method: 'GET', url: `/api/v2/transactions?accountId=${ACCOUNTS.northwind}&perPage=100`, as, viewAs });
  expect(response.statusCode).toBe(200);
  return response.json().data as Transaction[];
};
const confirm = (id: string, as: string = USERS.northwind, viewAs?: string) => t.call({ method: 'POST', url: `/api/v2/transactions/${id}/confirm`, as, viewAs });
const dispute = (id: string, reason: unknown, as: string = USERS.northwind) => t.call({ method: 'POST', url: `/api/v2/transactions/${id}/dispute`, as, payload: { reason } });
const download = (fileId: string, as: string) => t.call({ method: 'GET', url: `/api/v2/files/${fileId}/content?disposition=attachment`, as });

/** The PDF's text as pdftotext lays it out, blanks folded. */
function pdfText(content: Buffer): string {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, content);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

let trades: Transaction[] = [];

describe('issuing confirmations after a publication', () => {
  it('queues one per executed trade in the publication and writes each PDF once after it, however often the worker runs', async () => {
    // Three market orders (power and gas) before Monday's cut-off, executed at Monday's close.
    const products = (await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind })).json().data as TradableProduct[];
    const roomy = products.filter((p) => p.forecastVolume - p.hedgedVolume - p.pendingBuyVolume >= p.minimumClipVolume * 2);
    const chosen = [...roomy.filter((p) => p.tradeIndex !== 'GASNBP').slice(0, 2), ...roomy.filter((p) => p.tradeIndex === 'GASNBP').slice(0, 1)];
    expect(chosen).toHaveLength(3);
    for (const product of chosen) {
      const placed = await t.call({
        method: 'POST', url: '/api/v2/orders', as: USERS.northwind, headers: { 'idempotency-key': randomUUID() },
        payload: { accountId: ACCOUNTS.northwind, tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, tradeDirection: 'buy', volume: product.minimumClipVolume, priceType: 'market' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    setNow('2026-11-23T18:00:00Z');
    const before = new Set((await ledger()).map((trade) => trade.id));
    const published = await publishClosingPricesThrough(t.db, '2026-11-23', clock.now());
    expect(published.published).toEqual(['2026-11-23']);
    const fresh = (await ledger()).filter((trade) => !before.has(trade.id));
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    // Committed with the publication, written by the worker: "issuing" until then.
    for (const trade of fresh) expect(trade.confirmation).toMatchObject({ status: 'issuing', fileId: null, respondBy: null, canRespond: false });
    const queued = await t.db.selectFrom('trade_confirmations').select('transaction_id').where('issued_at', 'is', null).execute();
    const messagesBefore = await t.db.selectFrom('messages').select('id').where('subject', 'like', 'Trade confirmation %').execute();

    setNow('2026-11-23T18:05:00Z');
    const first = await writeDueConfirmations(t.db, { clock });
    expect(first).toEqual({ written: queued.length, retried: 0 });
    expect(await writeDueConfirmations(t.db, { clock })).toEqual({ written: 0, retried: 0 });
    const files = await t.db.selectFrom('files').select('id').where('category', '=', 'trade_confirmation').where('id', 'in', queued.map((row) => confirmationFileId(row.transaction_id))).execute();
    expect(files).toHaveLength(queued.length);
    const messagesAfter = await t.db.selectFrom('messages').select(['id', 'link', 'user_id']).where('subject', 'like', 'Trade confirmation %').execute();
    expect(messagesAfter.length - messagesBefore.length).toBe(queued.length);

    trades = (await ledger()).filter((trade) => !before.has(trade.id));
    for (const trade of trades) {
      // Issued Monday 23 Nov: the window closes at 17:00 London on Wednesday 25 Nov.
      expect(trade.confirmation).toMatchObject({ status: 'pending', issuedAt: '2026-11-23T18:05:00.000Z', respondBy: '2026-11-25T17:00:00.000Z', canRespond: true });
      expect(trade.confirmation?.fileId).toBe(confirmationFileId(trade.id));
      // The message (and its email) links to the PDF in the viewer, with the account active.
      expect(messagesAfter.some((message) => message.link === `/app/market-lens/${ACCOUNTS.northwind}/files/view/${trade.confirmation?.fileId}`)).toBe(true);
    }
    const mail = await t.db.selectFrom('mail_outbox').select('link').where('subject', 'like', 'Trade confirmation %').execute();
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((row) => row.link?.includes('/files/view/'))).toBe(true);
  }, 120_000);

  it('writes a confirmation once when two workers race, or when a worker died after claiming it', async () => {
    const seeded = await t.db.selectFrom('transactions').select(['id', 'account_id']).where('account_id', '=', ACCOUNTS.harbourLogistics).where('order_id', 'is not', null).orderBy('trade_date').limit(2).execute();
    const [raced, orphaned] = seeded;
    if (!raced || !orphaned) throw new Error('the seed has no Harbour trades');
    await queueTradeConfirmation(t.db, { transactionId: raced.id, accountId: raced.account_id }, clock.now());
    const rounds = await Promise.all([writeDueConfirmations(t.db, { clock }), writeDueConfirmations(t.db, { clock })]);
    expect(rounds[0].written + rounds[1].written).toBe(1);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', confirmationFileId(raced.id)).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('messages').select('id').where('link', 'like', `%${confirmationFileId(raced.id)}`).execute()).toHaveLength(1);

    // A worker claims a row and dies: nothing is written until its lease ends, then exactly once.
    await queueTradeConfirmation(t.db, { transactionId: orphaned.id, accountId: orphaned.account_id }, clock.now());
    const realNow = new Date();
    expect(await claimDueConfirmations(t.db, new Date(realNow.getTime() + 1000), new Date(realNow.getTime() + 300_000), 10)).toHaveLength(1);
    expect(await writeDueConfirmations(t.db, { clock })).toEqual({ written: 0, retried: 0 });
    expect(await writeDueConfirmations(t.db, { clock }, new Date(realNow.getTime() + 301_000))).toEqual({ written: 1, retried: 0 });
    expect(await writeDueConfirmations(t.db, { clock }, new Date(realNow.getTime() + 400_000))).toEqual({ written: 0, retried: 0 });
  }, 60_000);

  it('puts the trade on the PDF: reference, account and company, product, delivery, volume, energy, price, value, execution time, supplier', async () => {
    const trade = trades.find((candidate) => candidate.tradeIndex !== 'GASNBP') ?? trades[0];
    if (!trade?.confirmation?.fileId) throw new Error('no confirmation');
    const response = await download(trade.confirmation.fileId, USERS.northwind);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/pdf/);
    const text = pdfText(response.rawPayload);
    const order = await t.db.selectFrom('orders').select('reference').where('id', '=', trade.orderId).executeTakeFirstOrThrow();
    expect(text).toContain(`Trade confirmation ${order.reference}`);
    expect(text).toContain('Northwind Foods');
    expect(text).toContain(`(${ACCOUNTS.northwind})`);
    expect(text).toContain(trade.deliveryPeriod);
    expect(text).toMatch(/Delivery start \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toMatch(/Delivery end \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toContain(`Volume ${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }).format(trade.volume)} ${trade.unit}`);
    // Energy: the volume over the period's real London hours (power) or days (gas).
    const period = deliveryPeriod(trade.deliveryPeriod);
    if (!period) throw new Error(`unknown period ${trade.deliveryPeriod}`);
    const energy = new Decimal(trade.volume).times(deliveryQuantity(trade.tradeIndex, period.start, period.end));
    expect(text).toContain(`Energy ${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }).format(energy.toNumber())} ${trade.tradeIndex === 'GASNBP' ? 'therms' : 'MWh'}`);
    expect(text).toContain(`Price ${trade.price.toFixed(2)} ${trade.priceUnit}`);
    expect(text).toContain(`Value £${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(trade.value)}`);
    expect(text).toContain('Executed 23 Nov 2026 16:00 London time');
    expect(text).toContain('by 25 Nov 2026 17:00 London time');
    expect(text).toContain('Market Lens Energy Ltd');
    expect(text).toContain('Page 1 of 1');
  });
});

describe('who may open a confirmation', () => {
  it('anyone with view:orders on the account (not view:user_files), the desk; another company 404; without view:orders 403', async () => {
    const fileId = trades[0]?.confirmation?.fileId as string;
    const grants = () => t.db.deleteFrom('user_account_permissions').where('user_id', '=', USERS.northwind).where('account_id', '=', ACCOUNTS.northwind);
    await grants().where('permission', '=', 'view:user_files').execute();
    try {
      expect((await download(fileId, USERS.northwind)).statusCode).toBe(200);
      // Files lists it for whoever sees Files and may see orders (the desk sees every account).
      expect((await download(fileId, USERS.desk)).statusCode).toBe(200);
      expectErrorShape((await download(fileId, USERS.caledonia)).json(), 404);
      await grants().where('permission', '=', 'view:orders').execute();
      expectErrorShape((await download(fileId, USERS.northwind)).json(), 403);
    } finally {
      await t.db
        .insertInto('user_account_permissions')
        .values([
          { user_id: USERS.northwind, account_id: ACCOUNTS.northwind, permission: 'view:user_files' },
          { user_id: USERS.northwind, account_id: ACCOUNTS.northwind, permission: 'view:orders' },
        ])
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    expect((await download(fileId, USERS.northwind)).statusCode).toBe(200);
  });
});

describe('confirming and disputing', () => {
  it('refuses the desk (403), view-as (403) and another company (404), and shows the desk no answer button', async () => {
    const trade = trades[0] as Transaction;
    expect(expectErrorShape((await confirm(trade.id, USERS.desk)).json(), 403).message).toMatch(/desk/);
    const deskView = (await t.call({ method: 'GET', url: `/api/v2/transactions?accountId=${ACCOUNTS.northwind}&perPage=100`, as: USERS.desk })).json().data as Transaction[];
    expect(deskView.find((row) => row.id === trade.id)?.confirmation).toMatchObject({ status: 'pending', canRespond: false });
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about a confirmation' } });
    expect(session.statusCode).toBe(200);
    expect(expectErrorShape((await confirm(trade.id, USERS.desk, USERS.northwind)).json(), 403).message).toMatch(/read-only/);
    expect((await ledger(USERS.desk, USERS.northwind)).find((row) => row.id === trade.id)?.confirmation?.canRespond).toBe(false);
    expectErrorShape((await confirm(trade.id, USERS.caledonia)).json(), 404);
    expectErrorShape((await dispute(trade.id, 'Wrong volume', USERS.caledonia)).json(), 404);
    expectErrorShape((await confirm('00000000-0000-4000-8000-000000000000')).json(), 404);
  });

  it('confirms once: the ledger shows who and when; a second answer is 409', async () => {
    setNow('2026-11-24T09:30:00Z');
    const trade = trades[0] as Transaction;
    const response = await confirm(trade.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().confirmation).toMatchObject({ status: 'confirmed', respondedAt: '2026-11-24T09:30:00.000Z', respondedBy: 'Olivia Bennett', canRespond: false });
    expect((await ledger()).find((row) => row.id === trade.id)?.confirmation?.status).toBe('confirmed');
    expect(expectErrorShape((await confirm(trade.id)).json(), 409).message).toMatch(/already confirmed/);
    expectErrorShape((await dispute(trade.id, 'Changed my mind')).json(), 409);
  });

  it('disputes with a reason (blank: 400 naming reason), opening a support query about the trade that the desk sees', async () => {
    const trade = trades[1] as Transaction;
    for (const reason of ['', '   ']) expect(expectErrorShape((await dispute(trade.id, reason)).json(), 400).field).toBe('reason');
    expectErrorShape((await dispute(trade.id, undefined)).json(), 400);
    const response = await dispute(trade.id, '  The volume should be 1 MW, as agreed by phone.  ');
    expect(response.statusCode).toBe(200);
    const confirmation = response.json().confirmation;
    expect(confirmation).toMatchObject({ status: 'disputed', disputeReason: 'The volume should be 1 MW, as agreed by phone.', canRespond: false });
    expect(confirmation.supportQueryReference).toMatch(/^SQ-26-\d{6}$/);
    const order = await t.db.selectFrom('orders').select('reference').where('id', '=', trade.orderId).executeTakeFirstOrThrow();
    const query = await t.call({ method: 'GET', url: `/api/v2/support/queries/${confirmation.supportQueryId}`, as: USERS.desk });
    expect(query.statusCode).toBe(200);
    const body = query.json();
    const detail = body.data ?? body;
    expect(detail).toMatchObject({ accountId: ACCOUNTS.northwind, subject: `Disputed trade confirmation ${order.reference}`, category: 'trading', pipelineStage: 'new' });
    expect(detail.description).toContain('The volume should be 1 MW');
    expect(detail.description).toContain(trade.id);
    const queue = await t.call({ method: 'GET', url: '/api/v2/admin/support-queue?perPage=100', as: USERS.desk });
    expect(queue.statusCode).toBe(200);
    expect(JSON.stringify(queue.json())).toContain(confirmation.supportQueryId);
  });

  it('stands confirmed by default once the window has closed: 409 at 17:00 on the second business day, not a second before', async () => {
    setNow('2026-11-23T19:00:00Z');
    const trade = await openTrade();
    setNow('2026-11-25T16:59:59Z');
    expect((await ledger()).find((row) => row.id === trade.id)?.confirmation).toMatchObject({ status: 'pending', canRespond: true });
    setNow('2026-11-25T17:00:00Z');
    expect((await ledger()).find((row) => row.id === trade.id)?.confirmation).toMatchObject({ status: 'confirmed_by_default', canRespond: false });
    expect(expectErrorShape((await confirm(trade.id)).json(), 409).message).toMatch(/closed at 25 Nov 2026 17:00 London time.*confirmed by default/);
    expectErrorShape((await dispute(trade.id, 'Too late')).json(), 409);
  });

  it('counts the window in London business days: issued on Christmas Eve 2026, it closes on 30 December (25 and 28 December are bank holidays)', async () => {
    const trade = await openTrade();
    await t.db.deleteFrom('trade_confirmations').where('transaction_id', '=', trade.id).execute();
    setNow('2026-12-24T11:00:00Z');
    await queueTradeConfirmation(t.db, { transactionId: trade.id, accountId: trade.accountId }, clock.now());
    expect((await writeDueConfirmations(t.db, { clock })).written).toBe(1);
    const issued = (await ledger()).find((row) => row.id === trade.id)?.confirmation;
    expect(issued).toMatchObject({ status: 'pending', respondBy: '2026-12-30T17:00:00.000Z' });
    setNow('2026-12-29T12:00:00Z');
    expect((await ledger()).find((row) => row.id === trade.id)?.confirmation?.status).toBe('pending');
    setNow('2026-12-30T16:59:00Z');
    expect((await confirm(trade.id)).statusCode).toBe(200);
  });
});

/** A trade of the demo buyer with a pending confirmation (a fresh one for each caller). */
async function openTrade(): Promise<Transaction> {
  const rows = await t.db
    .selectFrom('transactions')
    .select(['id'])
    .where('account_id', '=', ACCOUNTS.northwind)
    .where('order_id', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('trade_confirmations').select('transaction_id').whereRef('trade_confirmations.transaction_id', '=', 'transactions.id'))))
    .orderBy('trade_date', 'desc')
    .limit(1)
    .execute();
  const id = rows[0]?.id;
  if (!id) throw new Error('no trade without a confirmation');
  await queueTradeConfirmation(t.db, { transactionId: id, accountId: ACCOUNTS.northwind }, clock.now());
  await writeDueConfirmations(t.db, { clock });
  const found = (await ledger()).find((row) => row.id === id);
  if (!found) throw new Error(`trade ${id} is not on the ledger's first page`);
  return found;
}
