import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router-dom';

import { SupportQueryCategory } from '@generated/model/supportQueryCategory';
import { accountLabel } from '@/lib/accounts';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';

import { WriteBusyButton } from '@/components/ui/busy-button';

import { useCreateSupportQuery } from '../api/support-mutations';
import {
  CATEGORY_LABELS,
  DESCRIPTION_MAX,
  QUERY_FORM_FIELDS,
  SUBJECT_MAX,
  supportQuerySchema,
  toCreateRequest,
  type QueryFormField,
  type QueryFormValues,
} from '../utils/query-form';

const EMPTY: QueryFormValues = { accountId: '', category: '', subject: '', description: '' };
const NOT_RAISED = 'Your query could not be raised. Please try again.';

/**
 * support/queries/add-new: raise a query. Fields are checked as they are typed (once left)
 * and again by the server; a refusal names its field, and nothing typed is lost.
 */
export function NewSupportQueryPage() {
  const session = usePortalSession();
  const navigate = useNavigate();
  // Until the user picks one, the account is the active one (or the only one): the session may
  // still be settling when the page first renders, so it fills the field when it arrives.
  const defaultAccountId = session.activeAccount?.id ?? (session.accounts.length === 1 ? (session.accounts[0]?.id ?? '') : '');
  const form = useContractForm(supportQuerySchema, EMPTY, { mode: 'onTouched', values: { ...EMPTY, accountId: defaultAccountId } });
  const { errors } = form.formState;
  const [alert, setAlert] = useState<string>();
  const create = useCreateSupportQuery();
  const errorOf = (field: QueryFormField) => errors[field]?.message;

  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    setAlert(undefined);
    create.mutate(
      { data: toCreateRequest(values as QueryFormValues) },
      {
        onSuccess: ({ data }) => {
          toast.success(`Your query ${data.reference} was raised`);
          navigate(marketLensPath(`support/queries/${data.id}`, session.activeAccount?.id));
        },
        onError: (error) => setAlert(showApiError(form, error, QUERY_FORM_FIELDS, NOT_RAISED)),
      },
    );
  });

  const feedback = (field: QueryFormField) => (
    <Form.Control.Feedback type="invalid" id={`support-query-${field}-feedback`}>
      {errorOf(field)}
    </Form.Control.Feedback>
  );
  const described = (field: QueryFormField, hint?: string) => [hint, errorOf(field) ? `support-query-${field}-feedback` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="d-flex flex-column gap-4" style={{ maxWidth: '48rem' }}>
      <div>
        <Link to={marketLensPath('support/queries', session.activeAccount?.id)} className="small">
          ← Support queries
        </Link>
        <h1 className="h3 mb-1 mt-1">New support query</h1>
        <p className="text-body-secondary mb-0">Tell the support desk what you need. You can follow the conversation under Support queries.</p>
      </div>
      <Card>
        <Card.Body>
          <Form
            noValidate
            onSubmit={submit}
            className="d-flex flex-column gap-3"
          >
            <Form.Group controlId="support-query-accountId">
              <Form.Label>Account</Form.Label>
              <Form.Select
                isInvalid={Boolean(errorOf('accountId'))}
                aria-invalid={Boolean(errorOf('accountId')) || undefined}
                aria-describedby={described('accountId')}
                {...form.register('accountId')}
              >
                <option value="">Choose an account</option>
                {session.accounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {accountLabel(account)}
                  </option>
                ))}
              </Form.Select>
              {feedback('accountId')}
            </Form.Group>
            <Form.Group controlId="support-query-category">
              <Form.Label>Category</Form.Label>
              <Form.Select
                isInvalid={Boolean(errorOf('category'))}
                aria-invalid={Boolean(errorOf('category')) || undefined}
                aria-describedby={described('category')}
                {...form.register('category')}
              >
                <option value="">Choose a category</option>
                {Object.values(SupportQueryCategory).map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </option>
                ))}
              </Form.Select>
              {feedback('category')}
            </Form.Group>
            <Form.Group controlId="support-query-subject">
              <Form.Label>Subject</Form.Label>
              <Form.Control
                maxLength={SUBJECT_MAX}
                isInvalid={Boolean(errorOf('subject'))}
                aria-invalid={Boolean(errorOf('subject')) || undefined}
                aria-describedby={described('subject')}
                {...form.register('subject')}
              />
              {feedback('subject')}
            </Form.Group>
            <Form.Group controlId="support-query-description">
              <Form.Label>Description</Form.Label>
              <Form.Control
                as="textarea"
                rows={6}
                maxLength={DESCRIPTION_MAX}
                isInvalid={Boolean(errorOf('description'))}
                aria-invalid={Boolean(errorOf('description')) || undefined}
                aria-describedby={described('description', 'support-query-description-hint')}
                {...form.register('description')}
              />
              <Form.Text id="support-query-description-hint">Include invoice numbers, sites or dates that help us find what you mean.</Form.Text>
              {feedback('description')}
            </Form.Group>
            {alert ? (
              <Alert variant="danger" className="mb-0" role="alert">
                {alert} Nothing you typed was lost.
              </Alert>
            ) : null}
            <div>
              <WriteBusyButton type="submit" busy={create.isPending} busyLabel="Raising…">
                    Raise query
              </WriteBusyButton>
            </div>
          </Form>
        </Card.Body>
      </Card>
    </div>
  );
}
