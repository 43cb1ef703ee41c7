/**
 * Kysely table types for the migrations (server/db/migrations/*.sql). Column names stay snake_case as in SQL;
 * handlers map rows to the contract's camelCase models.
 * Type parsers in database.ts make `date` a 'YYYY-MM-DD' string, numeric and bigint numbers.
 * Enum columns use the contract's types from generated/ (never a copy); their CHECK constraints
 * are compared with openapi/market-lens.yaml by tests/api/database-enums.test.ts.
 */
import type { ColumnType, Generated } from 'kysely';

import type { ApprovalDecision } from '../../generated/model/approvalDecision';
import type { AuditAction } from '../../generated/model/auditAction';
import type { AccountStatus } from '../../generated/model/accountStatus';
import type { AlertDirection } from '../../generated/model/alertDirection';
import type { ContactMethod } from '../../generated/model/contactMethod';
import type { FileCategory } from '../../generated/model/fileCategory';
import type { HedgingPolicyProposalStatus } from '../../generated/model/hedgingPolicyProposalStatus';
import type { InformationResourceResourceType } from '../../generated/model/informationResourceResourceType';
import type { MeetingAttendee } from '../../generated/model/meetingAttendee';
import type { MeetingRequestStatus } from '../../generated/model/meetingRequestStatus';
import type { MessageCategory } from '../../generated/model/messageCategory';
import type { OrderPriceType } from '../../generated/model/orderPriceType';
import type { OrderStatus } from '../../generated/model/orderStatus';
import type { Period } from '../../generated/model/period';
import type { PermissionName } from '../../generated/model/permissionName';
import type { PipelineStage } from '../../generated/model/pipelineStage';
import type { Role } from '../../generated/model/role';
import type { SupportQueryCategory } from '../../generated/model/supportQueryCategory';
import type { TradeDirection } from '../../generated/model/tradeDirection';
import type { TradeIndex } from '../../generated/model/tradeIndex';

type CreatedNow = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Numeric = ColumnType<number, number | string, number | string>;
type NullableNumeric = ColumnType<number | null, number | string | null | undefined, number | string | null>;
/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: string;
  hs_id: string;
  email: string;
  password_hash: string;
  firstname: string | null;
  lastname: string | null;
  mobile_phone: string | null;
  email_verified: Generated<boolean>;
  role: Defaulted<Role>;
  account_status: Defaulted<AccountStatus>;
  terms_accepted_date: NullableTimestamp;
  is_multi_company: Generated<boolean>;
  multi_company_group_id: string | null;
  default_account_id: string | null;
  last_login_at: NullableTimestamp;
  created_at: CreatedNow;
}

export interface CompaniesTable {
  id: string;
  name: string;
  created_at: CreatedNow;
}

export interface AccountsTable {
  id: string;
  name: string;
  purchasing_group_id: string | null;
  primary_company_id: string | null;
  parent_company_id: string | null;
  is_flexible: Generated<boolean>;
  created_at: CreatedNow;
}

export interface UserCompaniesTable {
  user_id: string;
  company_id: string;
}

export interface UserAccountsTable {
  user_id: string;
  account_id: string;
  position: Generated<number>;
}

export interface PermissionsTable {
  name: PermissionName;
  description: string;
}

export interface UserAccountPermissionsTable {
  user_id: string;
  account_id: string;
  permission: PermissionName;
}

export interface OwnersTable {
  id: string;
  first_name: string | null;
  last_name: string | null;
  job_title: string | null;
  company_phone: string | null;
  email: string | null;
  profile_picture_url: string | null;
}

export interface CompanyOwnersTable {
  company_id: string;
  owner_id: string;
  position: Generated<number>;
}

export interface PostTagsTable {
  id: string;
  name: string;
}

export interface PostCategoriesTable {
  id: string;
  name: string;
}

export interface PostsTable {
  id: string;
  slug: string;
  title: string;
  summary: string;
  content: string;
  featured_image: string | null;
  featured_image_alt_text: string | null;
  read_time: Generated<number>;
  created_date: Timestamp;
}

export interface PostTagLinksTable {
  post_id: string;
  tag_id: string;
}

export interface PostCategoryLinksTable {
  post_id: string;
  category_id: string;
}

export interface MessagesTable {
  id: string;
  user_id: string;
  subject: string | null;
  body: Generated<string>;
  category: Defaulted<MessageCategory>;
  created_date: CreatedNow;
  read_at: NullableTimestamp;
  /** A portal path the message points back to. */
  link: Generated<string | null>;
}

export interface ClosingPricesTable {
  id: string;
  trade_index: TradeIndex;
  period: Period;
  period_name_abs: string;
  price_date: string;
  price: Numeric;
}

export interface OrdersTable {
  id: string;
  /** 'ML-26-004217', assigned by a trigger (migrations/072-order-and-query-references.sql). */
  reference: Generated<string>;
  account_id: string;
  user_id: string;
  order_date: CreatedNow;
  trade_index: TradeIndex;
  period_name_abs: string;
  volume: Numeric;
  unit: string;
  trade_direction: TradeDirection;
  price_type: Defaulted<OrderPriceType>;
  limit_price: NullableNumeric;
  executed_price: NullableNumeric;
  value: Numeric;
  status: OrderStatus;
  status_reason: string | null;
  idempotency_key: string | null;
  status_changed_at: CreatedNow;
  /** Limit and stop orders: the last day the order may execute ('YYYY-MM-DD'). */
  expiry_date: string | null;
  /** Stop orders: the close that triggers them (migration 089). */
  trigger_price: NullableNumeric;
  /** Legs of a one-cancels-other bracket share it; null otherwise (migration 089). */
  bracket_id: string | null;
  /** A bracket leg's other leg, and its reference. */
  linked_order_id: string | null;
  linked_order_reference: string | null;
  /** The first publication day the order takes part in. */
  execute_from: string | null;
  executed_on: string | null;
}

/** A user's trade authority on one trade index (migration 085, docs/trade-authority.md); no row keeps today's rights. */
export interface TradeAuthoritiesTable {
  user_id: string;
  trade_index: TradeIndex;
  may_trade: boolean;
  max_order_volume: NullableNumeric;
  max_order_value: NullableNumeric;
  max_daily_value: NullableNumeric;
  may_approve: boolean;
  updated_at: Timestamp;
  updated_by: string;
}

/** Why an order waits for approval, and its decision (migration 085). */
export interface OrderApprovalsTable {
  order_id: string;
  /** The ApprovalReason list, as JSON. */
  reasons: ColumnType<{ code: string; message: string }[], string, string>;
  requested_at: Timestamp;
  decision: ApprovalDecision | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  decision_reason: string | null;
}

export interface TradingContractsTable {
  account_id: string;
  trade_index: TradeIndex;
  period_name_abs: string;
  delivery_start: string;
  delivery_end: string;
  forecast_volume: Numeric;
  minimum_clip_percent: Numeric;
  budget_price: Numeric;
  deadline_business_days: number;
}

/** A policy band as stored in a version's or proposal's `bands` (domain/hedging-policy.ts PolicyBand). */
export interface StoredPolicyBand {
  fromMonths: number;
  toMonths: number | null;
  floorPercent: number;
  ceilingPercent: number;
}
type Bands = ColumnType<StoredPolicyBand[], string, string>;

/** The hedging policy of an account's trade index: the version in force, adopted or not (migration 083). */
export interface HedgingPoliciesTable {
  account_id: string;
  trade_index: TradeIndex;
  version: number;
  adopted_at: NullableTimestamp;
  adopted_by: string | null;
  adopted_version: number | null;
}

export interface HedgingPolicyVersionsTable {
  account_id: string;
  trade_index: TradeIndex;
  version: number;
  bands: Bands;
  reason: string;
  created_by: string | null;
  created_at: Timestamp;
  proposal_id: string | null;
}

export interface HedgingPolicyProposalsTable {
  id: string;
  account_id: string;
  trade_index: TradeIndex;
  bands: Bands;
  reason: string;
  proposed_by: string;
  proposed_at: Timestamp;
  base_version: number;
  status: Defaulted<HedgingPolicyProposalStatus>;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  decision_reason: string | null;
  accepted_version: number | null;
}

/** A desk reforecast of one contract period, every figure before and after (084-contract-changes.sql). */
export interface ContractChangesTable {
  id: string;
  account_id: string;
  trade_index: TradeIndex;
  period_name_abs: string;
  changed_by: string;
  changed_at: Timestamp;
  reason: string;
  forecast_volume_before: Numeric;
  forecast_volume_after: Numeric;
  budget_price_before: Numeric;
  budget_price_after: Numeric;
  minimum_clip_percent_before: Numeric;
  minimum_clip_percent_after: Numeric;
}

export interface TransactionsTable {
  id: string;
  account_id: string;
  order_id: string | null;
  trade_date: Timestamp;
  trade_index: TradeIndex;
  period_name_abs: string;
  volume: Numeric;
  unit: string;
  trade_direction: TradeDirection;
  price: Numeric;
  value: Numeric;
}

export interface DemandForecastsTable {
  account_id: string;
  trade_index: TradeIndex;
  period_name_abs: string;
  volume: Numeric;
  unit: string;
}

export interface PriceAlertsTable {
  id: string;
  account_id: string;
  user_id: string;
  trade_index: TradeIndex;
  period_name_abs: string;
  direction: AlertDirection;
  price_type: Generated<string>;
  target_price: Numeric;
  original_price: NullableNumeric;
  expiry_date: string;
  triggered_at: NullableTimestamp;
  triggered_price: NullableNumeric;
  /** The business day of the close that fired the alert (migrations/030-price-alert-triggers.sql). */
  triggered_price_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedNow;
  updated_at: CreatedNow;
}

export interface FilesTable {
  id: string;
  /** Null for a market report, which every approved customer may read (migrations/017-market-report-files.sql). */
  account_id: string | null;
  category: FileCategory;
  name: string;
  description: string | null;
  content_type: Generated<string>;
  size_bytes: number;
  content: Uint8Array;
  created_at: CreatedNow;
}

export interface SupportQueriesTable {
  id: string;
  /** 'SQ-26-000042', assigned by a trigger (migrations/072-order-and-query-references.sql). */
  reference: Generated<string>;
  account_id: string;
  user_id: string;
  subject: string;
  description: Generated<string>;
  pipeline_stage: PipelineStage;
  /** migrations/045-support-query-category.sql */
  category: Defaulted<SupportQueryCategory>;
  create_date: CreatedNow;
  updated_date: CreatedNow;
  /** The desk member the query is assigned to (081-support-query-assignee.sql); null: nobody. */
  assignee_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SupportQueryCommentsTable {
  id: string;
  query_id: string;
  author_user_id: string | null;
  author_name: string;
  body: string;
  created_at: CreatedNow;
}

export interface MeetingRequestsTable {
  id: string;
  account_id: string | null;
  user_id: string;
  slot_start: Timestamp;
  slot_end: Timestamp;
  topic: string;
  notes: string | null;
  contact_method: ContactMethod;
  status: Defaulted<MeetingRequestStatus>;
  /** Who the customer meets, and whose calendar the slot is taken in (migrations/047-meeting-attendee.sql). */
  attendee: Defaulted<MeetingAttendee>;
  host_key: Defaulted<string>;
  attendee_name: Defaulted<string>;
  created_at: CreatedNow;
}

/** The FAQ, in page order (migrations/046-faqs.sql). */
export interface FaqsTable {
  id: string;
  category: string;
  category_position: number;
  position: number;
  question: string;
  answer: string;
}

export interface NotificationSettingsTable {
  user_id: string;
  settings: ColumnType<Record<string, unknown>, string, string>;
  updated_at: CreatedNow;
}

/** An email waiting for (or done with) delivery by the mail worker. */
export interface MailOutboxTable {
  id: string;
  user_id: string | null;
  message_id: string | null;
  to_address: string;
  subject: string;
  /** The message's plain text and portal path, as sendMessage wrote them. */
  body: string;
  link: string | null;
  /** The parts as delivered (rendered by the worker). */
  text_body: string | null;
  html_body: string | null;
  status: Defaulted<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: CreatedNow;
  last_error: string | null;
  created_at: CreatedNow;
  sent_at: NullableTimestamp;
  delivered_via: 'smtp' | 'capture' | null;
  raw_source: string | null;
}

/**
 * One per executed trade (migrations/090-trade-confirmations.sql): the outbox row the publication
 * writes, then the PDF's file, the response window and the customer's answer (docs/trading.md).
 */
export interface TradeConfirmationsTable {
  transaction_id: string;
  account_id: string;
  queued_at: Timestamp;
  attempts: Generated<number>;
  next_attempt_at: CreatedNow;
  last_error: string | null;
  file_id: string | null;
  issued_at: NullableTimestamp;
  respond_by: NullableTimestamp;
  status: Defaulted<'pending' | 'confirmed' | 'disputed'>;
  responded_at: NullableTimestamp;
  responded_by_user_id: string | null;
  dispute_reason: string | null;
  support_query_id: string | null;
}

export interface ViewAsSessionsTable {
  id: string;
  admin_user_id: string;
  viewed_user_id: string;
  reason: string;
  started_at: CreatedNow;
  /** When the session ends by itself. */
  expires_at: Date;
  /** When the admin ended it (Exit View As, or a newer session); null while it runs. */
  ended_at: Date | null;
}

export interface AuditLogTable {
  id: string;
  admin_user_id: string;
  viewed_user_id: string;
  method: string;
  path: string;
  reason: string | null;
  /** Why the request was refused; null when it was allowed. */
  refusal: string | null;
  /** view_as, or the administrative change: status, role, permissions (050-audit-log-admin-changes.sql). */
  action: Defaulted<AuditAction>;
  before_value: string | null;
  after_value: string | null;
  /** The client address of the request. */
  ip: string | null;
  /** The view-as session a view_as entry belongs to (080-audit-log-view-as-session.sql); null otherwise. */
  view_as_session_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedNow;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  operation: string;
  request_hash: string;
  status_code: number;
  response_body: ColumnType<unknown, string, string>;
  created_at: CreatedNow;
}

export interface InformationResourcesTable {
  id: string;
  title: string;
  description: Generated<string>;
  url: string;
  resource_type: InformationResourceResourceType;
}

/** A delivery month the publication has seen below its policy floor (087-hedging-policy-breaches.sql). */
export interface HedgingBreachWatchTable {
  account_id: string;
  trade_index: TradeIndex;
  /** 'YYYY-MM'. */
  delivery_month: string;
  floor_percent: Numeric;
  below_since: string;
  last_seen: string;
}

/** A breach message told (087-hedging-policy-breaches.sql): never twice for one key. */
export interface HedgingBreachMessagesTable {
  account_id: string;
  trade_index: TradeIndex;
  delivery_month: string;
  floor_percent: Numeric;
  kind: 'floor_stepped_up' | 'below_five_days';
  business_day: string;
  hedged_percent: Numeric;
  recipients: number;
  sent_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedNow;
}

export interface Database {
  users: UsersTable;
  companies: CompaniesTable;
  accounts: AccountsTable;
  user_companies: UserCompaniesTable;
  user_accounts: UserAccountsTable;
  permissions: PermissionsTable;
  user_account_permissions: UserAccountPermissionsTable;
  owners: OwnersTable;
  company_owners: CompanyOwnersTable;
  post_tags: PostTagsTable;
  post_categories: PostCategoriesTable;
  posts: PostsTable;
  post_tag_links: PostTagLinksTable;
  post_category_links: PostCategoryLinksTable;
  messages: MessagesTable;
  closing_prices: ClosingPricesTable;
  orders: OrdersTable;
  transactions: TransactionsTable;
  trade_confirmations: TradeConfirmationsTable;
  demand_forecasts: DemandForecastsTable;
  trading_contracts: TradingContractsTable;
  hedging_policies: HedgingPoliciesTable;
  hedging_policy_versions: HedgingPolicyVersionsTable;
  hedging_policy_proposals: HedgingPolicyProposalsTable;
  contract_changes: ContractChangesTable;
  trade_authorities: TradeAuthoritiesTable;
  order_approvals: OrderApprovalsTable;
  price_alerts: PriceAlertsTable;
  files: FilesTable;
  information_resources: InformationResourcesTable;
  support_queries: SupportQueriesTable;
  support_query_comments: SupportQueryCommentsTable;
  meeting_requests: MeetingRequestsTable;
  faqs: FaqsTable;
  notification_settings: NotificationSettingsTable;
  mail_outbox: MailOutboxTable;
  view_as_sessions: ViewAsSessionsTable;
  audit_log: AuditLogTable;
  idempotency_keys: IdempotencyKeysTable;
  hedging_breach_watch: HedgingBreachWatchTable;
  hedging_breach_messages: HedgingBreachMessagesTable;
  schema_migrations: SchemaMigrationsTable;
}
