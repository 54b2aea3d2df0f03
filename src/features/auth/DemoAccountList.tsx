// The seeded accounts, listed only when the service says so (the embedded default database); nothing otherwise.
import { useDemoAccountsQuery } from '../../../generated/hooks';

export interface DemoAccount {
  email: string;
  name: string;
  password: string;
}

export function DemoAccountList({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { data } = useDemoAccountsQuery(undefined, { fetchPolicy: 'cache-first' });
  const accounts = data?.demoAccounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-heading">
      <h2 id="demo-accounts-heading">Demo accounts</h2>
      <ul>
        {accounts.map((account) => (
          <li key={account.email}>
            <button type="button" className="link-button" onClick={() => onPick(account)}>
              Use {account.name}
            </button>{' '}
            <span className="muted">
              {account.email} / {account.password}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
