import Badge from 'react-bootstrap/Badge';

import type { PipelineStage } from '@generated/model/pipelineStage';
import { PIPELINE_STAGE_LABELS } from '@/lib/pipeline-stages';

/** Colours with AA contrast on their text (Bootstrap's subtle backgrounds and emphasis text). */
const STAGE_CLASSES: Record<PipelineStage, string> = {
  new: 'bg-primary-subtle text-primary-emphasis',
  in_progress: 'bg-info-subtle text-info-emphasis',
  waiting_on_customer: 'bg-warning-subtle text-warning-emphasis',
  closed: 'bg-secondary-subtle text-secondary-emphasis',
};

export function StageBadge({ stage }: { stage: PipelineStage }) {
  return (
    <Badge bg="" className={`${STAGE_CLASSES[stage]} fw-medium`}>
      {PIPELINE_STAGE_LABELS[stage]}
    </Badge>
  );
}
