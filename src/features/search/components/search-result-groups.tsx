import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { Order } from '@generated/model/order';
import type { PriceAlert } from '@generated/model/priceAlert';
import type { SearchGroup } from '@generated/model/searchGroup';
import type { SupportQuery } from '@generated/model/supportQuery';

import { formatSearchDate, parseDate } from '@/lib/dates';
import { formatGbp } from '@/lib/money';

import {
  formatOrderTerms,
  formatSignedVolume,
  formatUnitPrice,
  ORDER_STATUS_LABELS,
  PIPELINE_STAGE_LABELS,
  TRADE_INDEX_LABELS,
} from '../lib/search-result-format';
import { alertResultPath, orderResultPath, queryResultPath } from '../lib/search-result-paths';

const GROUP_TITLES: Record<SearchGroup['type'], string> = { orders: 'Orders', queries: 'Queries', alerts: 'Alerts' };

/** Dates in search results are dd-MM-yyyy. */
function day(value: string): string {
  const date = parseDate(value);
  return date ? formatSearchDate(date) : '';
}

function ResultLink({ to, title, meta, onNavigate }: { to: string; title: ReactNode; meta: string[]; onNavigate?: () => void }) {
  return (
    <Link to={to} className="ml-search-result" onClick={onNavigate}>
      <span className="ml-search-result__title">{title}</span>
      <span className="ml-search-result__meta">{meta.filter(Boolean).join(' · ')}</span>
    </Link>
  );
}

function OrderResult({ order, onNavigate }: { order: Order; onNavigate?: () => void }) {
  const direction = order.tradeDirection === 'buy' ? 'Buy' : 'Sell';
  return (
    <ResultLink
      to={orderResultPath(order)}
      onNavigate={onNavigate}
      title={`${direction} ${TRADE_INDEX_LABELS[order.tradeIndex]} ${order.deliveryPeriod}`}
      meta={[order.reference, formatSignedVolume(order), order.priceType === 'stop' ? formatOrderTerms(order) : '', formatGbp(order.value), day(order.orderDate), ORDER_STATUS_LABELS[order.status]]}
    />
  );
}

function QueryResult({ query, onNavigate }: { query: SupportQuery; onNavigate?: () => void }) {
  return (
    <ResultLink
      to={queryResultPath(query)}
      onNavigate={onNavigate}
      title={query.subject}
      meta={[query.reference, `Created ${day(query.createDate)}`, PIPELINE_STAGE_LABELS[query.pipelineStage]]}
    />
  );
}

function AlertResult({ alert, onNavigate }: { alert: PriceAlert; onNavigate?: () => void }) {
  return (
    <ResultLink
      to={alertResultPath(alert)}
      onNavigate={onNavigate}
      title={`${TRADE_INDEX_LABELS[alert.tradeIndex]} ${alert.deliveryPeriod}`}
      meta={[
        `Expires ${day(alert.expiryDate)}`,
        alert.priceType === 'closing' ? 'Closing price' : alert.priceType,
        alert.originalPrice === null ? 'No original price' : `Original price ${formatUnitPrice(alert.originalPrice, alert.priceUnit)}`,
      ]}
    />
  );
}

function GroupItems({ group, onNavigate }: { group: SearchGroup; onNavigate?: () => void }) {
  switch (group.type) {
    case 'orders':
      return (group.results as Order[]).map((order) => (
        <li key={order.id}>
          <OrderResult order={order} onNavigate={onNavigate} />
        </li>
      ));
    case 'queries':
      return (group.results as SupportQuery[]).map((query) => (
        <li key={query.id}>
          <QueryResult query={query} onNavigate={onNavigate} />
        </li>
      ));
    case 'alerts':
      return (group.results as PriceAlert[]).map((alert) => (
        <li key={alert.id}>
          <AlertResult alert={alert} onNavigate={onNavigate} />
        </li>
      ));
  }
}

/** Search results grouped as the API returns them: orders, queries, alerts. */
export function SearchResultGroups({
  groups,
  headingLevel: Heading = 'h3',
  onNavigate,
}: {
  groups: SearchGroup[];
  headingLevel?: 'h2' | 'h3';
  /** Called when a result is followed (the dropdown closes). */
  onNavigate?: () => void;
}) {
  return (
    <div className="ml-search-groups">
      {groups
        .filter((group) => group.results.length > 0)
        .map((group) => (
          <section key={group.type} className="ml-search-group" aria-label={GROUP_TITLES[group.type]}>
            <Heading className="ml-search-group__title">
              {GROUP_TITLES[group.type]} <span className="ml-search-group__count">({group.results.length})</span>
            </Heading>
            <ul className="list-unstyled mb-0">
              <GroupItems group={group} onNavigate={onNavigate} />
            </ul>
          </section>
        ))}
    </div>
  );
}
