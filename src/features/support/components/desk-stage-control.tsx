import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { PipelineStage } from '@generated/model/pipelineStage';
import { apiErrorMessage } from '@/lib/api-error';
import { PIPELINE_STAGE_LABELS } from '@/lib/pipeline-stages';
import { toast } from '@/lib/toast';
import { WriteGuard } from '@/lib/write-guard';

import { useUpdateSupportQuery } from '../api/support-mutations';

/** The support desk moves a query through the pipeline. */
export function DeskStageControl({ queryId, stage }: { queryId: string; stage: PipelineStage }) {
  const [chosen, setChosen] = useState<PipelineStage>(stage);
  const update = useUpdateSupportQuery();
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ queryId, data: { pipelineStage: chosen } }, { onSuccess: () => toast.success(`Moved to ${PIPELINE_STAGE_LABELS[chosen]}`) });
      }}
    >
      <Form.Group controlId="support-desk-stage">
        <Form.Label className="small mb-1">Pipeline stage</Form.Label>
        <Form.Select size="sm" value={chosen} onChange={(event) => setChosen(event.target.value as PipelineStage)}>
          {Object.values(PipelineStage).map((value) => (
            <option key={value} value={value}>
              {PIPELINE_STAGE_LABELS[value]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <WriteGuard>
        {({ disabled, describedBy }) => (
          <Button type="submit" size="sm" variant="outline-primary" disabled={disabled || update.isPending || chosen === stage} aria-describedby={describedBy}>
            Move
          </Button>
        )}
      </WriteGuard>
      {update.isError ? (
        <Alert variant="danger" className="w-100 py-2 mb-0" role="alert">
          {apiErrorMessage(update.error) ?? 'The stage could not be changed.'}
        </Alert>
      ) : null}
    </Form>
  );
}
