import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';

import { useGetApprovalOptions } from '@generated/api/admin/admin';
import type { AdminUser } from '@generated/model/adminUser';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';

import { fullName } from './user-admin-labels';

/** Keep the company and accounts the user already has. */
export const KEEP = '';

export interface Placement {
  companyId: string;
  accountId: string;
}

/**
 * Where an approval puts the applicant: the server decides their company (getApprovalOptions) and
 * offers its accounts only; when it cannot tell, it says so and the desk chooses the company
 * first. The server refuses an account outside the company it decided.
 */
export function ApprovePlacement({
  user,
  placement,
  onChange,
  invalid,
}: {
  user: AdminUser;
  placement: Placement;
  onChange: (placement: Placement) => void;
  invalid: boolean;
}) {
  const options = useGetApprovalOptions(user.id);
  const needsAccount = user.companyIds.length === 0;
  if (options.isPending) return <SkeletonText lines={2} />;
  if (options.isError) {
    return (
      <Alert variant="danger" className="mb-0" role="alert">
        {apiErrorMessage(options.error) ?? 'The accounts to approve onto could not be loaded.'}
      </Alert>
    );
  }
  const { basis, companies } = options.data.data;
  const single = companies.length === 1 ? companies[0] : undefined;
  const companyId = placement.companyId || single?.id || KEEP;
  const company = companies.find((candidate) => candidate.id === companyId);
  return (
    <div className="d-flex flex-column gap-3">
      {basis === 'unknown' ? (
        <Alert variant="warning" className="mb-0">
          We don’t know {fullName(user)}’s company yet: choose it first, then the account.
        </Alert>
      ) : single ? (
        <p className="mb-0">
          Company: <strong>{single.name}</strong> <span className="text-body-secondary">({basis === 'member' ? 'their company' : 'matched by their email domain'})</span>
        </p>
      ) : null}
      {single ? null : (
        <Form.Group controlId={`approve-company-${user.id}`}>
          <Form.Label>Company</Form.Label>
          <Form.Select className="rounded-0" value={companyId} onChange={(event) => onChange({ companyId: event.target.value, accountId: KEEP })} isInvalid={invalid && needsAccount && !companyId}>
            <option value={KEEP}>{needsAccount ? 'Choose a company…' : 'Keep their company and accounts'}</option>
            {companies.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">Choose their company first.</Form.Control.Feedback>
          {basis === 'emailDomain' ? <Form.Text>Colleagues with their email domain belong to these companies.</Form.Text> : null}
        </Form.Group>
      )}
      {company ? (
        <Form.Group controlId={`approve-account-${user.id}`}>
          <Form.Label>Approve onto account</Form.Label>
          <Form.Select
            className="rounded-0"
            value={placement.accountId}
            onChange={(event) => onChange({ companyId: company.id, accountId: event.target.value })}
            isInvalid={invalid && needsAccount && !placement.accountId}
            required={needsAccount}
          >
            <option value={KEEP}>{needsAccount ? 'Choose an account…' : 'Keep their company and accounts'}</option>
            {company.accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} ({account.id})
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">Choose the account to approve them onto.</Form.Control.Feedback>
          <Form.Text>They join {company.name} and get every permission on the account; narrow them afterwards if needed.</Form.Text>
        </Form.Group>
      ) : null}
    </div>
  );
}
