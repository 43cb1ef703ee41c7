import type { HedgingPolicy } from '@generated/model/hedgingPolicy';
import type { PolicyBand } from '@generated/model/policyBand';
import { DEFAULT_POLICY_BANDS } from '@domain/hedging-policy';

import { singleAccount } from '../kit/portal-session-fixtures';

const DEFAULT: PolicyBand[] = DEFAULT_POLICY_BANDS.map((band) => ({ ...band }));

export const BOARD_BANDS: PolicyBand[] = [
  { fromMonths: 18, toMonths: null, floorPercent: 0, ceilingPercent: 30 },
  { fromMonths: 12, toMonths: 18, floorPercent: 15, ceilingPercent: 50 },
  { fromMonths: 6, toMonths: 12, floorPercent: 35.5, ceilingPercent: 75 },
  { fromMonths: 3, toMonths: 6, floorPercent: 55, ceilingPercent: 90 },
  { fromMonths: 0, toMonths: 3, floorPercent: 80, ceilingPercent: 100 },
];

export const DESK_BANDS: PolicyBand[] = [
  { fromMonths: 12, toMonths: null, floorPercent: 0, ceilingPercent: 40 },
  { fromMonths: 6, toMonths: 12, floorPercent: 25, ceilingPercent: 70 },
  { fromMonths: 0, toMonths: 6, floorPercent: 60, ceilingPercent: 100 },
];

const FIRST_VERSION = {
  version: 1,
  bands: DEFAULT,
  reason: 'The default policy every account starts on',
  createdBy: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  proposedBy: null,
  proposalReason: null,
};

/** The seeded state: the default staircase, version 1, not adopted; the admin may edit. */
export const NOT_ADOPTED: HedgingPolicy = {
  accountId: singleAccount.id,
  tradeIndex: 'POWERUKBASECAL',
  version: 1,
  bands: DEFAULT,
  adopted: false,
  adoptedAt: null,
  adoptedBy: null,
  history: [FIRST_VERSION],
  pendingProposal: null,
  access: { edit: true, propose: false, editors: ['Fiona MacLeod'] },
};

export const ADOPTED: HedgingPolicy = {
  ...NOT_ADOPTED,
  version: 2,
  bands: BOARD_BANDS,
  adopted: true,
  adoptedAt: '2026-11-20T14:05:00.000Z',
  adoptedBy: 'Fiona MacLeod',
  history: [
    {
      version: 2,
      bands: BOARD_BANDS,
      reason: 'Board meeting 19 Nov: more cover 6–12 months ahead',
      createdBy: 'Fiona MacLeod',
      createdAt: '2026-11-20T14:02:00.000Z',
      proposedBy: null,
      proposalReason: null,
    },
    FIRST_VERSION,
  ],
};

export const WITH_PROPOSAL: HedgingPolicy = {
  ...NOT_ADOPTED,
  pendingProposal: {
    id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    bands: DESK_BANDS,
    reason: 'Quarterly review: a three-step staircase suits your budget cycle',
    proposedBy: 'Sam Okafor',
    proposedAt: '2026-11-23T10:15:00.000Z',
    baseVersion: 1,
    status: 'pending',
  },
};

export const READ_ONLY: HedgingPolicy = { ...ADOPTED, access: { edit: false, propose: false, editors: ['Fiona MacLeod'] } };

export const NO_ADMIN: HedgingPolicy = { ...NOT_ADOPTED, access: { edit: false, propose: false, editors: [] } };

export const DESK: HedgingPolicy = { ...NOT_ADOPTED, access: { edit: false, propose: true, editors: ['Fiona MacLeod'] } };

/** Four versions: saved, a desk proposal accepted, saved again. */
export const LONG_HISTORY: HedgingPolicy = {
  ...READ_ONLY,
  version: 4,
  bands: BOARD_BANDS,
  history: [
    { version: 4, bands: BOARD_BANDS, reason: 'Back to five steps after the budget round', createdBy: 'Fiona MacLeod', createdAt: '2026-11-20T14:02:00.000Z', proposedBy: null, proposalReason: null },
    {
      version: 3,
      bands: DESK_BANDS,
      reason: 'Agreed with the finance director',
      createdBy: 'Fiona MacLeod',
      createdAt: '2026-11-12T11:30:00.000Z',
      proposedBy: 'Sam Okafor',
      proposalReason: 'Quarterly review: a three-step staircase suits your budget cycle',
    },
    { version: 2, bands: DEFAULT, reason: 'Confirmed the default after the kick-off meeting', createdBy: 'Fiona MacLeod', createdAt: '2026-11-05T16:45:00.000Z', proposedBy: null, proposalReason: null },
    FIRST_VERSION,
  ],
};
