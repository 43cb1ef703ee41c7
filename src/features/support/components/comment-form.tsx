import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';

import { showApiError, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

import { WriteBusyButton } from '@/components/ui/busy-button';

import { useAddSupportQueryComment } from '../api/support-mutations';
import { COMMENT_MAX, commentSchema } from '../utils/query-form';

const NOT_SENT = 'Your comment could not be sent. Please try again.';

/** Adds a comment (the desk's is a reply the customer is told about). The text stays if sending fails. */
export function CommentForm({ queryId, isDesk }: { queryId: string; isDesk: boolean }) {
  const form = useContractForm(commentSchema, { body: '' });
  const problem = form.formState.errors.body?.message;
  const [alert, setAlert] = useState<string>();
  const comment = useAddSupportQueryComment();
  const label = isDesk ? 'Reply to the customer' : 'Add a comment';
  const body = form.register('body');

  const submit = form.handleSubmit(({ body: text }) => {
    if (comment.isPending) return;
    setAlert(undefined);
    comment.mutate(
      { queryId, data: { body: text.trim() } },
      {
        onSuccess: () => {
          form.reset({ body: '' });
          toast.success(isDesk ? 'Reply sent' : 'Comment added');
        },
        onError: (error) => setAlert(showApiError(form, error, ['body'], NOT_SENT)),
      },
    );
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group controlId="support-comment" className="mb-2">
        <Form.Label className="fw-semibold">{label}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          maxLength={COMMENT_MAX}
          isInvalid={problem !== undefined}
          aria-invalid={problem !== undefined || undefined}
          aria-describedby="support-comment-feedback"
          {...body}
          // Leaving a comment with text in it checks it; leaving it empty does not nag.
          onBlur={(event) => {
            void body.onBlur(event);
            if (event.target.value.length > 0) void form.trigger('body');
          }}
        />
        <Form.Control.Feedback type="invalid" id="support-comment-feedback">
          {problem}
        </Form.Control.Feedback>
      </Form.Group>
      {alert ? (
        <Alert variant="danger" className="py-2" role="alert">
          {alert}
        </Alert>
      ) : null}
      <WriteBusyButton type="submit" busy={comment.isPending} busyLabel="Sending…">
            {isDesk ? 'Send reply' : 'Add comment'}
      </WriteBusyButton>
    </Form>
  );
}
