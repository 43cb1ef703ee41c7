/** Support queries with comment threads at several pipeline stages, and PDF files per account. */
import type { FileCategory } from '../../../generated/model/fileCategory';
import { PipelineStage } from '../../../generated/model/pipelineStage';
import { createPdf } from '../../lib/pdf';
import { type Random } from '../../lib/random';

/** Every stage of the contract, in its order: the seeded queries cycle through them. */
const PIPELINE_STAGES: PipelineStage[] = Object.values(PipelineStage);

const QUERY_SUBJECTS = [
  'Invoice shows the wrong meter reading',
  'Request to add a new site to our contract',
  'Clarification on Q1 hedge execution price',
  'Change of billing contact',
  'Question about capacity market charges',
  'Half-hourly data missing for October',
  'Can we extend our flexible contract?',
];

const COMMENTS = [
  'Thanks for getting in touch, we are looking into this now.',
  'Could you send us a copy of the latest invoice for that site?',
  'Attached as requested.',
  'We have corrected the reading and a revised invoice will follow.',
  'Great, thank you for the quick turnaround.',
];

export interface SupportRows {
  queries: { id: string; account_id: string; user_id: string; subject: string; description: string; pipeline_stage: PipelineStage; create_date: Date; updated_date: Date }[];
  comments: { id: string; query_id: string; author_user_id: string | null; author_name: string; body: string; created_at: Date }[];
}

export function supportFor(accountId: string, userId: string, userName: string, managerName: string, random: Random, referenceDate: Date, count = 6): SupportRows {
  const rows: SupportRows = { queries: [], comments: [] };
  for (let i = 0; i < count; i += 1) {
    const created = new Date(referenceDate.getTime() - (2 + i * 17 + random.int(0, 5)) * 86_400_000);
    const stage = PIPELINE_STAGES[i % PIPELINE_STAGES.length] as PipelineStage;
    const subject = random.pick(QUERY_SUBJECTS);
    const query = { id: random.uuid(), account_id: accountId, user_id: userId, subject, description: `${subject}. Please advise on next steps.`, pipeline_stage: stage, create_date: created, updated_date: created };
    rows.queries.push(query);
    const commentCount = stage === 'new' ? 0 : random.int(1, 4);
    for (let c = 0; c < commentCount; c += 1) {
      const fromManager = c % 2 === 0;
      rows.comments.push({
        id: random.uuid(),
        query_id: query.id,
        author_user_id: fromManager ? null : userId,
        author_name: fromManager ? managerName : userName,
        body: COMMENTS[(c + i) % COMMENTS.length] as string,
        created_at: new Date(created.getTime() + (c + 1) * 5 * 3_600_000),
      });
      query.updated_date = new Date(created.getTime() + (c + 1) * 5 * 3_600_000);
    }
  }
  return rows;
}

export interface FileRow {
  id: string;
  account_id: string;
  category: FileCategory;
  name: string;
  description: string | null;
  content_type: string;
  size_bytes: number;
  content: Uint8Array;
  created_at: Date;
}

export function filesFor(accountId: string, accountName: string, isFlexible: boolean, random: Random, referenceDate: Date): FileRow[] {
  const files: FileRow[] = [];
  const add = (category: FileCategory, name: string, title: string, lines: string[], created: Date) => {
    const content = createPdf(title, lines);
    files.push({ id: random.uuid(), account_id: accountId, category, name, description: title, content_type: 'application/pdf', size_bytes: content.byteLength, content, created_at: created });
  };
  // Portfolio reports are generated from the account's position (seed/portfolio-reports.ts).
  // The draws the earlier hand-written reports took are still taken, so every row seeded
  // after them (other accounts' trades, queries, messages) stays as it was.
  if (isFlexible) {
    for (let m = 1; m <= 3; m += 1) {
      random.uuid();
      random.int(45, 85);
      random.between(68, 92);
      random.between(78, 108);
    }
  }
  add('contract', 'Flexible supply agreement.pdf', `${accountName} - supply agreement`, ['Flexible purchasing agreement for electricity and gas supply.', 'Schedule 1: sites and meter points. Schedule 2: trading rules.'], new Date(referenceDate.getTime() - 320 * 86_400_000));
  add('invoice', 'Invoice summary.pdf', `${accountName} - invoice summary`, [`Total invoiced last quarter: GBP ${random.int(40_000, 400_000).toLocaleString('en-GB')}.`, 'See the billing portal for site-level detail.'], new Date(referenceDate.getTime() - 40 * 86_400_000));
  return files;
}
