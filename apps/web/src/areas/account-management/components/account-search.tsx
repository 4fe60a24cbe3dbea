import { type AccountInfo, roleLabels, type Role, type UserType, userTypeLabels } from '@kg/contracts';
import { Card, Descriptions, Empty, Flex, Input, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates/dates';
import { LoadError } from '../../../shared/list';
import { useFindAccountsQuery } from '../api';

/** The search term in the URL (?q=), so a found account survives a reload and can be shared between the pages. */
export function useAccountSearch() {
  const [params, setParams] = useSearchParams();
  const term = params.get('q')?.trim() ?? '';
  const setTerm = (next: string): void => {
    const value = next.trim();
    setParams(value ? { q: value } : {}, { replace: true });
  };
  return { term, setTerm };
}

export function AccountSearchBox({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  return (
    <Input.Search
      aria-label="Имейл, телефон или ЕГН"
      placeholder="Имейл, телефон или ЕГН/ЛНЧ на акаунта"
      enterButton="Търси"
      allowClear
      defaultValue={term}
      onSearch={onSearch}
      style={{ maxWidth: 480, marginBottom: 16 }}
    />
  );
}

/** The accounts the term names, each rendered by `children`; with the loading, error and "nothing found" states. */
export function AccountResults({ term, children }: { term: string; children: (account: AccountInfo) => ReactNode }) {
  const found = useFindAccountsQuery(term, { skip: term.length < 3 });
  if (term.length < 3) {
    return <Typography.Paragraph type="secondary">Въведете имейл, телефон или ЕГН/ЛНЧ (поне 3 символа).</Typography.Paragraph>;
  }
  if (found.isLoading) return <Skeleton active />;
  if (found.isError) return <LoadError list={found} />;
  const accounts = found.data?.accounts ?? [];
  if (!accounts.length) return <Empty description={`Няма акаунт с „${term}“.`} />;
  return (
    <Flex vertical gap={16}>
      {accounts.map((account) => (
        <Card key={account.id} size="small" title={account.fullName} extra={<AccountStateTags account={account} />}>
          <AccountSummary account={account} />
          {children(account)}
        </Card>
      ))}
    </Flex>
  );
}

/** An invited account that never chose a password "waits for activation"; otherwise it is active or not. */
export function AccountStateTags({ account }: { account: Pick<AccountInfo, 'isActive' | 'hasPassword'> }) {
  if (!account.hasPassword) return <Tag color="orange">Чака активиране</Tag>;
  return account.isActive ? <Tag color="green">Активен</Tag> : <Tag color="red">Неактивен</Tag>;
}

const kindOf = (account: AccountInfo): string =>
  account.nationalRole ? roleLabels[account.nationalRole as Role] : userTypeLabels[account.userType as UserType];

export function AccountSummary({ account }: { account: AccountInfo }) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Имейл">{account.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Телефон">{account.phone ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="ЕГН/ЛНЧ">{account.identificationNumber ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Вид">{kindOf(account)}</Descriptions.Item>
      {account.municipalityName && <Descriptions.Item label="Община">{account.municipalityName}</Descriptions.Item>}
      <Descriptions.Item label="Създаден">{formatDateTime(account.createdAt)}</Descriptions.Item>
    </Descriptions>
  );
}
