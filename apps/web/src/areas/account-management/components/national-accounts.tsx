import {
  editMunicipalityAccountRequest,
  inviteMunicipalityAccountRequest,
  type NationalAccountRow,
  type NationalAccountsQuery,
} from '@kg/contracts';
import { App, Button, Flex, Form, Input, Modal, Select, type TableProps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formatDate } from '../../../shared/dates/dates';
import { PersonNameFields } from '../../../shared/forms/person-name-fields';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import {
  useEditMunicipalityMutation,
  useGetAreasQuery,
  useGetMonAccountsQuery,
  useGetMunicipalitiesQuery,
  useGetMunicipalityAccountsQuery,
  useInviteMonMutation,
  useInviteMunicipalityMutation,
} from '../api';
import { AccountStateTags } from './account-search';
import type { PersonValues } from './submit';

export type NationalKind = 'mon' | 'municipal';
const sortable = ['name', 'email', 'municipality'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const shape = inviteMunicipalityAccountRequest.shape;
const texts: Record<NationalKind, { title: string; invite: string; empty: string }> = {
  mon: { title: 'Акаунти на МОН', invite: 'Покани служител на МОН', empty: 'Няма акаунти на МОН.' },
  municipal: { title: 'Акаунти на общини', invite: 'Покани служител на община', empty: 'Няма акаунти на общини.' },
};

/** The MON or municipality accounts, paged and searchable, with the invitation (and, for municipalities, editing). */
export function NationalAccountsPage({ kind }: { kind: NationalKind }) {
  const text = texts[kind];
  const { params, paging, update } = useUrlListState(sortable);
  const search = params.get('search') ?? '';
  const query: Partial<NationalAccountsQuery> = { ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { searchTerm: search } : {}) };
  const mon = useGetMonAccountsQuery(query, { skip: kind !== 'mon' });
  const municipal = useGetMunicipalityAccountsQuery(query, { skip: kind !== 'municipal' });
  const list = kind === 'mon' ? mon : municipal;
  const [editing, setEditing] = useState<NationalAccountRow | 'new' | null>(null);

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<NationalAccountRow>['columns'] = [
    { title: 'Име', dataIndex: 'fullName', key: 'name', sorter: true, sortOrder: order('name') },
    {
      title: 'Имейл и телефон',
      dataIndex: 'email',
      key: 'email',
      sorter: true,
      sortOrder: order('email'),
      render: (email: string | null, row) => (
        <Flex vertical>
          <span>{email ?? '—'}</span>
          {row.phone && <Typography.Text type="secondary">{row.phone}</Typography.Text>}
        </Flex>
      ),
    },
    ...(kind === 'municipal'
      ? [
          {
            title: 'Община',
            dataIndex: 'municipalityName',
            key: 'municipality',
            sorter: true,
            sortOrder: order('municipality'),
            render: (name: string | null, row: NationalAccountRow) =>
              name ? `${name}${row.regionName ? ` (обл. ${row.regionName})` : ''}` : '—',
          },
        ]
      : []),
    { title: 'Състояние', key: 'state', render: (_value, row) => <AccountStateTags account={row} /> },
    { title: 'Създаден', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value) },
    ...(kind === 'municipal'
      ? [
          {
            title: 'Действия',
            key: 'actions',
            render: (_value: unknown, row: NationalAccountRow) => (
              <Button size="small" onClick={() => setEditing(row)} aria-label={`Редактирай ${row.fullName}`}>
                Редактирай
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListPage<NationalAccountRow, SortColumn>
        title={text.title}
        actions={
          <Button type="primary" onClick={() => setEditing('new')}>
            {text.invite}
          </Button>
        }
        filters={
          <Input.Search
            aria-label="Търсене по име, имейл или община"
            placeholder="Търсене по име, имейл или община"
            allowClear
            defaultValue={search}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ width: 320 }}
          />
        }
        list={list}
        columns={columns}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText={text.empty}
      />
      {editing && <AccountModal kind={kind} account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

interface AccountValues extends PersonValues {
  municipalityId?: number;
}

/** Invites a new account (an e-mail with the activation link goes out), or edits a municipality account's names and municipality. */
function AccountModal({
  kind,
  account,
  onClose,
}: {
  kind: NationalKind;
  account: NationalAccountRow | null;
  onClose: () => void;
}) {
  const [inviteMon] = useInviteMonMutation();
  const [inviteMunicipality] = useInviteMunicipalityMutation();
  const [edit] = useEditMunicipalityMutation();
  const { message } = App.useApp();
  const { form, submit, saving } = useSaveForm<AccountValues>({
    save: ({ municipalityId, ...person }) =>
      account
        ? edit({
            id: account.id,
            firstName: person.firstName,
            middleName: person.middleName,
            lastName: person.lastName,
            municipalityId: municipalityId!,
          })
        : kind === 'mon'
          ? inviteMon(person)
          : inviteMunicipality({ ...person, municipalityId: municipalityId! }),
    // An invitation's toast names the e-mail it went to, so it is given here rather than as `success`.
    onSaved: (_result, values) => {
      void message.success(account ? 'Акаунтът е запазен.' : `Поканата е изпратена на ${values.email}.`);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={account ? `Редактиране на ${account.fullName}` : texts[kind].invite}
      okText={account ? 'Запази' : 'Изпрати покана'}
      cancelText="Отказ"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={
          account
            ? {
                firstName: account.firstName,
                middleName: account.middleName ?? '',
                lastName: account.lastName,
                municipalityId: account.municipalityId ?? undefined,
              }
            : {}
        }
      >
        <PersonNameFields shape={account ? editMunicipalityAccountRequest.shape : shape} />
        {!account && (
          <Flex gap={12} wrap>
            <Form.Item name="email" label="Имейл" rules={[zodRule(shape.email)]} required style={{ flex: '1 1 260px' }}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="phone" label="Телефон" rules={[zodRule(shape.phone)]} style={{ flex: '1 1 200px' }}>
              <Input maxLength={40} />
            </Form.Item>
          </Flex>
        )}
        {kind === 'municipal' && <MunicipalityField />}
        {!account && (
          <Typography.Paragraph type="secondary">
            Акаунтът остава неактивен, докато получателят не избере парола чрез връзката в писмото (валидна 7 дни).
          </Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}

/** The municipality, searchable by name, grouped by oblast (the ministry's nomenclature, GET Areas and Districts). */
function MunicipalityField() {
  const areas = useGetAreasQuery();
  const municipalities = useGetMunicipalitiesQuery();
  const options = useMemo(() => {
    const collator = new Intl.Collator('bg');
    return [...(areas.data?.result ?? [])]
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((area) => ({
        label: `обл. ${area.name}`,
        title: area.name,
        options: (municipalities.data?.result ?? [])
          .filter((municipality) => municipality.areaId === area.id)
          .sort((a, b) => collator.compare(a.name, b.name))
          .map((municipality) => ({ value: municipality.id, label: municipality.name })),
      }));
  }, [areas.data, municipalities.data]);
  return (
    <Form.Item name="municipalityId" label="Община" rules={[zodRule(shape.municipalityId)]} required>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={areas.isLoading || municipalities.isLoading}
        options={options}
        placeholder="Изберете община"
        notFoundContent={areas.isError || municipalities.isError ? 'Общините не се заредиха.' : 'Няма такава община.'}
      />
    </Form.Item>
  );
}
