import {
  type AccountInfo,
  type AccountMembership,
  type AccountRecord,
  type AccountRecordOption,
  roleLabels,
  type Role,
} from '@kg/contracts';
import { Button, Empty, Flex, Input, Modal, Radio, type TableProps, Tag, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useState } from 'react';
import {
  useAttachParentMutation,
  useAttachStaffMutation,
  useDetachAccountMutation,
  useDetachParentMutation,
  useDetachStaffMutation,
  useLazyFindRecordsQuery,
  useRefreshUserProfileMutation,
} from '../api';
import { AccountResults, AccountSearchBox, useAccountSearch } from '../components/account-search';
import { useSubmit } from '../components/submit';
import { AdminPage } from '../components/admin-page';
import { ResponsiveTable } from '../../../shared/list';

type Kind = 'staff' | 'parent';
const kindLabels: Record<Kind, string> = { staff: 'Служител', parent: 'Родител' };

/** /admin/user/account: find an account, see its kindergartens and linked records, attach and detach. */
export default function AccountPage() {
  const { term, setTerm } = useAccountSearch();
  const [attachTo, setAttachTo] = useState<AccountInfo | null>(null);
  return (
    <AdminPage title="Акаунт и връзки">
      <AccountSearchBox term={term} onSearch={setTerm} />
      <AccountResults term={term}>
        {(account) => (
          <Flex vertical gap={12}>
            <Memberships account={account} />
            <LinkedRecords account={account} kind="staff" records={account.staff} />
            <LinkedRecords account={account} kind="parent" records={account.parents} />
            <Flex gap={8} wrap>
              {account.nationalRole === null && (
                <Button onClick={() => setAttachTo(account)}>Свържи със служител или родител</Button>
              )}
              <RefreshProfileButton account={account} />
            </Flex>
          </Flex>
        )}
      </AccountResults>
      {attachTo && <AttachModal account={attachTo} onClose={() => setAttachTo(null)} />}
    </AdminPage>
  );
}

/** Makes the account's open tabs reload its profile (kindergartens, roles, access) without signing in again. */
function RefreshProfileButton({ account }: { account: AccountInfo }) {
  const [refresh, refreshing] = useRefreshUserProfileMutation();
  const submit = useSubmit();
  return (
    <Button
      loading={refreshing.isLoading}
      onClick={() =>
        void submit(refresh(account.id), `Профилът на ${account.fullName} ще бъде опреснен в отворените му прозорци.`)
      }
    >
      Опресни профила
    </Button>
  );
}

function Memberships({ account }: { account: AccountInfo }) {
  const [detach] = useDetachAccountMutation();
  const submit = useSubmit();
  const columns: TableProps<AccountMembership>['columns'] = [
    { title: 'Детска градина', dataIndex: 'kindergartenName', key: 'kindergarten' },
    { title: 'Роля', dataIndex: 'role', key: 'role', render: (role: Role) => roleLabels[role] },
    {
      title: 'Състояние',
      dataIndex: 'isActive',
      key: 'active',
      render: (active: boolean) => (active ? <Tag color="green">Активно</Tag> : <Tag>Неактивно</Tag>),
    },
    {
      title: 'Действия',
      key: 'actions',
      render: (_value, membership) => (
        <Popconfirm
          title="Премахване от детска градина"
          description={`Да се премахне ли достъпът на ${account.fullName} до ${membership.kindergartenName}? Записите на служител и родител остават, без връзка с акаунта.`}
          okText="Премахни"
          cancelText="Отказ"
          onConfirm={() =>
            submit(
              detach({ userId: account.id, kindergartenId: membership.kindergartenId }),
              'Акаунтът е премахнат от детската градина.',
            )
          }
        >
          <Button size="small" danger>
            Премахни от градината
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <section>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Детски градини
      </Typography.Title>
      <ResponsiveTable
        rowKey="kindergartenId"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={account.memberships}
        locale={{ emptyText: <Empty description="Акаунтът не е свързан с детска градина." /> }}
      />
    </section>
  );
}

function LinkedRecords({ account, kind, records }: { account: AccountInfo; kind: Kind; records: AccountRecord[] }) {
  const [detachStaff] = useDetachStaffMutation();
  const [detachParent] = useDetachParentMutation();
  const submit = useSubmit();
  const title = kind === 'staff' ? 'Записи като служител' : 'Записи като родител';
  const columns: TableProps<AccountRecord>['columns'] = [
    { title: 'Име', dataIndex: 'fullName', key: 'name' },
    { title: 'Детска градина', dataIndex: 'kindergartenName', key: 'kindergarten' },
    { title: 'Имейл', dataIndex: 'email', key: 'email', render: (email: string | null) => email ?? '—' },
    {
      title: 'Действия',
      key: 'actions',
      render: (_value, record) => (
        <Popconfirm
          title="Премахване на връзката"
          description={`Да се премахне ли връзката на ${record.fullName} (${record.kindergartenName}) с акаунта? Записът остава.`}
          okText="Премахни"
          cancelText="Отказ"
          onConfirm={() =>
            submit(kind === 'staff' ? detachStaff(record.id) : detachParent(record.id), 'Връзката с акаунта е премахната.')
          }
        >
          <Button size="small" danger>
            Премахни връзката
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <section aria-label={`${title} на ${account.fullName}`}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <ResponsiveTable
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={records}
        locale={{ emptyText: <Empty description="Няма свързани записи." /> }}
      />
    </section>
  );
}

/** Picks a staff or parent record of any kindergarten by name or e-mail and links it to the account. */
function AttachModal({ account, onClose }: { account: AccountInfo; onClose: () => void }) {
  const [kind, setKind] = useState<Kind>('parent');
  const [find, found] = useLazyFindRecordsQuery();
  const [attachStaff, staffState] = useAttachStaffMutation();
  const [attachParent, parentState] = useAttachParentMutation();
  const submit = useSubmit();
  const search = (searchTerm: string, nextKind = kind): void => {
    if (searchTerm.trim().length >= 2) void find({ kind: nextKind, searchTerm: searchTerm.trim() });
  };
  const [term, setTerm] = useState('');
  const attach = async (record: AccountRecordOption): Promise<void> => {
    const run =
      kind === 'staff' ? attachStaff({ id: record.id, userId: account.id }) : attachParent({ id: record.id, userId: account.id });
    if (await submit(run, `${record.fullName} е свързан с акаунта.`)) onClose();
  };
  const columns: TableProps<AccountRecordOption>['columns'] = [
    { title: 'Име', dataIndex: 'fullName', key: 'name' },
    { title: 'Детска градина', dataIndex: 'kindergartenName', key: 'kindergarten' },
    { title: 'Имейл', dataIndex: 'email', key: 'email', render: (email: string | null) => email ?? '—' },
    {
      title: '',
      key: 'actions',
      render: (_value, record) =>
        record.userId === account.id ? (
          <Tag>Свързан</Tag>
        ) : record.userId !== null ? (
          <Tag color="orange">С друг акаунт</Tag>
        ) : (
          <Button
            size="small"
            type="primary"
            loading={staffState.isLoading || parentState.isLoading}
            onClick={() => void attach(record)}
          >
            Свържи
          </Button>
        ),
    },
  ];
  return (
    <Modal open title={`Свързване на ${account.fullName}`} onCancel={onClose} footer={null} width={760}>
      <Flex vertical gap={12}>
        <Radio.Group
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            search(term, event.target.value as Kind);
          }}
          options={(['parent', 'staff'] as const).map((value) => ({ value, label: kindLabels[value] }))}
          optionType="button"
        />
        <Input.Search
          aria-label="Име или имейл на записа"
          placeholder="Име или имейл на записа"
          enterButton="Търси"
          onChange={(event) => setTerm(event.target.value)}
          onSearch={(value) => search(value)}
        />
        <ResponsiveTable
          rowKey="id"
          size="small"
          pagination={false}
          loading={found.isFetching}
          columns={columns}
          dataSource={found.data ?? []}
          locale={{
            emptyText: found.isError
              ? 'Търсенето не успя. Опитайте отново.'
              : found.data
                ? 'Няма намерени записи.'
                : 'Потърсете по име или имейл.',
          }}
        />
      </Flex>
    </Modal>
  );
}
