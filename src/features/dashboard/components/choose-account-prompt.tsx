import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';

import type { Account } from '@generated/model/account';
import { accountLabel } from '@/lib/accounts';
import { marketLensPath } from '@/lib/market-lens-paths';

/** Up to this many accounts are offered as links; more (the desk sees every account) only through the selector. */
export const PROMPT_ACCOUNT_LINKS = 10;

/**
 * The dashboard of a user with several accounts and none chosen: every widget is about one
 * account, so instead of a blank page it asks for one, pointing at the account selector above
 * and offering the user's accounts as links.
 */
export function ChooseAccountPrompt({ accounts }: { accounts: readonly Account[] }) {
  const links = accounts.length <= PROMPT_ACCOUNT_LINKS ? accounts : [];
  return (
    <Card>
      <Card.Body className="p-4">
        <h2 className="h5">Choose an account</h2>
        <p className="text-body-secondary mb-0">
          Your dashboard shows one account at a time. Search for an account in &lsquo;Search by customer&rsquo; above
          {links.length > 0 ? ', or open one of yours here:' : '.'}
        </p>
        {links.length > 0 ? (
          <ul className="list-unstyled mb-0 mt-3 d-flex flex-column gap-2">
            {links.map((account) => (
              <li key={account.id}>
                <Link to={marketLensPath('dashboard', account.id)}>{accountLabel(account)}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Card.Body>
    </Card>
  );
}
