import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';

import { apiErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';

import { WriteBusyButton } from '@/components/ui/busy-button';

import { useAddSupportQueryComment } from '../api/support-mutations';
import { COMMENT_MAX } from '../utils/query-form';

/** Adds a comment (the desk's is a reply the customer is told about). The text stays if sending fails. */
export function CommentForm({ queryId, isDesk }: { queryId: string; isDesk: boolean }) {
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const comment = useAddSupportQueryComment();
  const problem = body.trim().length === 0 ? 'Write a comment before sending it.' : body.length > COMMENT_MAX ? `Keep the comment to ${COMMENT_MAX} characters.` : null;
  const label = isDesk ? 'Reply to the customer' : 'Add a comment';

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (problem || comment.isPending) return;
        comment.mutate(
          { queryId, data: { body: body.trim() } },
          {
            onSuccess: () => {
              setBody('');
              setTouched(false);
              toast.success(isDesk ? 'Reply sent' : 'Comment added');
            },
          },
        );
      }}
    >
      <Form.Group controlId="support-comment" className="mb-2">
        <Form.Label className="fw-semibold">{label}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={body}
          isInvalid={touched && problem !== null}
          aria-invalid={(touched && problem !== null) || undefined}
          aria-describedby="support-comment-feedback"
          onChange={(event) => setBody(event.target.value)}
          onBlur={() => setTouched(body.length > 0)}
        />
        <Form.Control.Feedback type="invalid" id="support-comment-feedback">
          {problem}
        </Form.Control.Feedback>
      </Form.Group>
      {comment.isError ? (
        <Alert variant="danger" className="py-2" role="alert">
          {apiErrorMessage(comment.error) ?? 'Your comment could not be sent. Please try again.'}
        </Alert>
      ) : null}
      <WriteBusyButton type="submit" busy={comment.isPending} busyLabel="Sending…">
            {isDesk ? 'Send reply' : 'Add comment'}
      </WriteBusyButton>
    </Form>
  );
}
