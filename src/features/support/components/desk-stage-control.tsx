import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { PipelineStage } from '@generated/model/pipelineStage';
import { UpdateSupportQueryBody } from '@generated/zod/support/support.zod';
import { apiErrorMessage } from '@/lib/api-error';
import { useContractForm } from '@/lib/contract-form';
import { PIPELINE_STAGE_LABELS } from '@/lib/pipeline-stages';
import { toast } from '@/lib/toast';
import { WriteGuard } from '@/lib/write-guard';

import { useUpdateSupportQuery } from '../api/support-mutations';

/** The support desk moves a query through the pipeline (the contract's update body checks the choice). */
export function DeskStageControl({ queryId, stage }: { queryId: string; stage: PipelineStage }) {
  const form = useContractForm(UpdateSupportQueryBody, { pipelineStage: stage });
  const chosen = form.watch('pipelineStage');
  const update = useUpdateSupportQuery();
  const submit = form.handleSubmit(({ pipelineStage }) =>
    update.mutate({ queryId, data: { pipelineStage } }, { onSuccess: () => toast.success(`Moved to ${PIPELINE_STAGE_LABELS[pipelineStage]}`) }),
  );
  return (
    <Form className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit}>
      <Form.Group controlId="support-desk-stage">
        <Form.Label className="small mb-1">Pipeline stage</Form.Label>
        <Form.Select size="sm" {...form.register('pipelineStage')}>
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
