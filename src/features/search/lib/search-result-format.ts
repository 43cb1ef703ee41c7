// The trading labels and formats are shared with the orders pages.
export { formatOrderTerms, formatSignedVolume, formatUnitPrice, ORDER_STATUS_LABELS, TRADE_INDEX_LABELS } from '@/lib/trading-format';

export { PIPELINE_STAGE_LABELS } from '@/lib/pipeline-stages';
