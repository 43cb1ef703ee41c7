import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router-dom';

import { SupportQueryCategory } from '@generated/model/supportQueryCategory';
import { accountLabel } from '@/lib/accounts';
import { apiErrorField, apiErrorMessage } from '@/lib/api-error';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';

import { WriteBusyButton } from '@/components/ui/busy-button';

import { useCreateSupportQuery } from '../api/support-mutations';
import {
  CATEGORY_LABELS,
  DESCRIPTION_MAX,
  formFieldOf,
  SUBJECT_MAX,
  toCreateRequest,
  validateQueryForm,
  type QueryFormErrors,
  type QueryFormField,
  type QueryFormValues,
} from '../utils/query-form';

const ALL_TOUCHED: Record<QueryFormField, boolean> = { accountId: true, category: true, subject: true, description: true };

/**
 * support/queries/add-new: raise a query. Fields are checked as they are typed (once left)
 * and again by the server; a refusal names its field, and nothing typed is lost.
 */
export function NewSupportQueryPage() {
  const session = usePortalSession();
  const navigate = useNavigate();
  const [typed, setValues] = useState<QueryFormValues>({ accountId: '', category: '', subject: '', description: '' });
  // Until the user picks one, the account is the active one (or the only one): the session may
  // still be settling when the page first renders, so it is read on every render.
  const defaultAccountId = session.activeAccount?.id ?? (session.accounts.length === 1 ? (session.accounts[0]?.id ?? '') : '');
  const values: QueryFormValues = { ...typed, accountId: typed.accountId || defaultAccountId };
  const [touched, setTouched] = useState<Partial<Record<QueryFormField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<QueryFormErrors>({});
  const create = useCreateSupportQuery();
  const errors = validateQueryForm(values);
  const errorOf = (field: QueryFormField) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field];
  const change = (field: QueryFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const leave = (field: QueryFormField) => setTouched((current) => ({ ...current, [field]: true }));
  const serverField = create.isError ? formFieldOf(apiErrorField(create.error)) : undefined;

  const submit = () => {
    setTouched(ALL_TOUCHED);
    if (Object.keys(errors).length > 0 || create.isPending) return;
    create.mutate(
      { data: toCreateRequest(values) },
      {
        onSuccess: ({ data }) => {
          toast.success(`Your query ${data.reference} was raised`);
          navigate(marketLensPath(`support/queries/${data.id}`, session.activeAccount?.id));
        },
        onError: (error) => {
          const field = formFieldOf(apiErrorField(error));
          if (field) setServerErrors({ [field]: apiErrorMessage(error) ?? 'Check this field.' });
        },
      },
    );
  };

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
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            className="d-flex flex-column gap-3"
          >
            <Form.Group controlId="support-query-accountId">
              <Form.Label>Account</Form.Label>
              <Form.Select
                value={values.accountId}
                isInvalid={Boolean(errorOf('accountId'))}
                aria-invalid={Boolean(errorOf('accountId')) || undefined}
                aria-describedby={described('accountId')}
                onChange={(event) => change('accountId', event.target.value)}
                onBlur={() => leave('accountId')}
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
                value={values.category}
                isInvalid={Boolean(errorOf('category'))}
                aria-invalid={Boolean(errorOf('category')) || undefined}
                aria-describedby={described('category')}
                onChange={(event) => change('category', event.target.value)}
                onBlur={() => leave('category')}
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
                value={values.subject}
                maxLength={SUBJECT_MAX}
                isInvalid={Boolean(errorOf('subject'))}
                aria-invalid={Boolean(errorOf('subject')) || undefined}
                aria-describedby={described('subject')}
                onChange={(event) => change('subject', event.target.value)}
                onBlur={() => leave('subject')}
              />
              {feedback('subject')}
            </Form.Group>
            <Form.Group controlId="support-query-description">
              <Form.Label>Description</Form.Label>
              <Form.Control
                as="textarea"
                rows={6}
                value={values.description}
                maxLength={DESCRIPTION_MAX}
                isInvalid={Boolean(errorOf('description'))}
                aria-invalid={Boolean(errorOf('description')) || undefined}
                aria-describedby={described('description', 'support-query-description-hint')}
                onChange={(event) => change('description', event.target.value)}
                onBlur={() => leave('description')}
              />
              <Form.Text id="support-query-description-hint">Include invoice numbers, sites or dates that help us find what you mean.</Form.Text>
              {feedback('description')}
            </Form.Group>
            {create.isError && !serverField ? (
              <Alert variant="danger" className="mb-0" role="alert">
                {apiErrorMessage(create.error) ?? 'Your query could not be raised. Please try again.'} Nothing you typed was lost.
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
