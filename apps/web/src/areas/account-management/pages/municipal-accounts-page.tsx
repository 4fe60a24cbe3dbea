import { NationalAccountsPage } from '../components/national-accounts';

/** /admin/user/municipal: the municipality accounts, their invitation and editing. */
export default function MunicipalAccountsPage() {
  return <NationalAccountsPage kind="municipal" />;
}
