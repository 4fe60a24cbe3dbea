import type { GuestStudentRow } from '@kg/contracts';
import { App, Button, Flex, Tag, type TableProps } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { type ListChanges, type ListPaging, pageQueryOf, ServerTable, sortOrderOf } from '../../../shared/list';
import { useDeleteGuestStudentMutation, useGetGuestStudentsQuery } from '../api';

export const guestSortable = ['fromDate', 'name'] as const;
export type GuestSortColumn = (typeof guestSortable)[number];
const PAGE_SIZE = 20;

interface Props {
  paging: ListPaging<GuestSortColumn>;
  classId?: number;
  activeOn?: string;
  canEdit: boolean;
  canDelete: boolean;
  /** Opens the guest dialog on this placement (group, dates, note). */
  onEdit: (row: GuestStudentRow) => void;
  onChange: (changes: ListChanges) => void;
}

/** The guest children of the kindergarten (the kids list's "Гости" filter). */
export function GuestStudentsTable({ paging, classId, activeOn, canEdit, canDelete, onEdit, onChange }: Props) {
  const list = useGetGuestStudentsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(classId ? { classId } : {}),
    ...(activeOn ? { activeOn } : {}),
  });
  const [remove, removing] = useDeleteGuestStudentMutation();
  const { message } = App.useApp();
  const onDelete = async (row: GuestStudentRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Гостуването е премахнато.');
  };
  const columns: TableProps<GuestStudentRow>['columns'] = [
    {
      title: 'Име',
      dataIndex: 'fullName',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'name'),
      render: (name: string) => (
        <>
          {name} <Tag color="gold">Гост</Tag>
        </>
      ),
    },
    { title: 'Детска градина', dataIndex: 'homeKindergartenName', key: 'home' },
    { title: 'Група', dataIndex: 'className', key: 'className' },
    {
      title: 'Период',
      key: 'fromDate',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'fromDate'),
      render: (_value, row) => `${formatDate(row.fromDate)} – ${formatDate(row.toDate)}`,
    },
    { title: 'Бележка', dataIndex: 'note', key: 'note' },
    ...(canEdit || canDelete
      ? [
          {
            title: 'Действия',
            key: 'actions',
            render: (_value: unknown, row: GuestStudentRow) => (
              <Flex gap={8}>
                {canEdit && (
                  <Button size="small" onClick={() => onEdit(row)}>
                    Редакция
                  </Button>
                )}
                {canDelete && (
                  <Popconfirm
                    title="Премахване на гостуване"
                    description={`Сигурни ли сте, че искате да премахнете гостуването на ${row.fullName}?`}
                    okText="Премахни"
                    cancelText="Отказ"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onDelete(row)}
                  >
                    <Button size="small" danger loading={removing.isLoading}>
                      Премахни
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <ServerTable<GuestStudentRow, GuestSortColumn>
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={onChange}
      emptyText="Няма гостуващи деца."
    />
  );
}
