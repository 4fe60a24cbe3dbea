import { NationalAccountsPage } from '../components/national-accounts';

/** /admin/user/mon: the MON accounts and their invitation. */
export default function MonAccountsPage() {
  return <NationalAccountsPage kind="mon" />;
}
