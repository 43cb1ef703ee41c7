import type { PipelineStage } from '@generated/model/pipelineStage';

/** Where a support query stands, as the portal names the stages (search results, support pages). */
export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  new: 'New',
  in_progress: 'In progress',
  waiting_on_customer: 'Waiting on customer',
  closed: 'Closed',
};
