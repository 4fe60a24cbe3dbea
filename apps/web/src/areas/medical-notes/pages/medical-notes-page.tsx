import {
  allows,
  type MedicalNoteListQuery,
  type MedicalNoteRow,
  MedicalNoteStatus,
  medicalNoteStatusLabels,
  RealtimeEvent,
  Resource,
  Role,
} from '@kg/contracts';
import { App, Button, Flex, Input, Select, Tag, Tooltip, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { DateRangeFilter, GroupFilter, ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useRealtimeEvent } from '../../../shared/realtime';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetStudentGroupsQuery } from '../../students/api';
import {
  medicalNoteFilePath,
  medicalNotesApi,
  medicalNotesExportPath,
  useApproveMedicalNoteMutation,
  useDeleteMedicalNoteMutation,
  useGetMedicalNotesQuery,
} from '../api';
import { AnnulDialog } from '../components/annul-dialog';
import { MedicalNoteDialog } from '../components/medical-note-dialog';

const sortable = ['createdAt', 'fromDate', 'studentName', 'status'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const statusColors: Record<MedicalNoteStatus, string> = {
  [MedicalNoteStatus.Pending]: 'gold',
  [MedicalNoteStatus.Approved]: 'green',
  [MedicalNoteStatus.Annulled]: 'red',
};
const statusOptions = [MedicalNoteStatus.Pending, MedicalNoteStatus.Approved, MedicalNoteStatus.Annulled].map((status) => ({
  value: String(status),
  label: medicalNoteStatusLabels[status],
}));

/** The filters in the URL (?classId=&status=&from=&to=&search=) next to the paging and order. */
function useListState() {
  const { params, paging, update } = useUrlListState(sortable);
  const classId = Number(params.get('classId'));
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filters = {
    ...(Number.isInteger(classId) && classId > 0 ? { classId } : {}),
    ...(status && ['0', '1', '2'].includes(status) ? { status: Number(status) } : {}),
    ...(ISO_DAY.test(from) ? { fromDate: from } : {}),
    ...(ISO_DAY.test(to) ? { toDate: to } : {}),
    ...(params.get('search') ? { search: params.get('search')! } : {}),
  };
  return { filters, paging, update };
}

/**
 * /attendances/medical-notices: the medical notes of the children the user reaches, with their status; parents and
 * staff record notes, the director approves (excusing the absences when the kindergarten has the automatic excuse)
 * or annuls them with a comment (docs/medical-notes.md).
 */
export default function MedicalNotesPage() {
  const { filters, paging, update } = useListState();
  const user = useGetUserDataQuery().data;
  const access = user?.access ?? [];
  const can = {
    create: allows(access, Resource.StudentMedicalNotes, 'create'),
    decide: allows(access, Resource.StudentMedicalNotes, 'update'),
    delete: allows(access, Resource.StudentMedicalNotes, 'delete'),
  };
  const isParent = user?.baseRoleType === Role.Parent;
  const notes = useGetMedicalNotesQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...filters } as Partial<MedicalNoteListQuery>);
  const groups = useGetStudentGroupsQuery();
  const [approve] = useApproveMedicalNoteMutation();
  const [remove] = useDeleteMedicalNoteMutation();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  const [annulling, setAnnulling] = useState<MedicalNoteRow | null>(null);

  // A parent's new note reaches the director's open list; a decision reaches the parent's.
  useRealtimeEvent(RealtimeEvent.AttendanceApplicationChanged, (payload) => {
    if (payload.kind === 'medicalNote') dispatch(medicalNotesApi.util.invalidateTags([{ type: 'MedicalNotes', id: 'LIST' }]));
  });

  const approveNote = async (note: MedicalNoteRow): Promise<void> => {
    const result = await approve(note.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Бележката е одобрена. Извинени отсъствия: ${result.data.excusedDays}.`);
  };
  const deleteNote = async (note: MedicalNoteRow): Promise<void> => {
    const result = await remove(note.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Бележката е изтрита.');
  };

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<MedicalNoteRow>['columns'] = [
    { title: 'Дете', dataIndex: 'studentName', key: 'studentName', sorter: true, sortOrder: order('studentName') },
    { title: 'Група', dataIndex: 'className', key: 'className', render: (name: string | null) => name ?? '—' },
    {
      title: 'Период',
      key: 'fromDate',
      sorter: true,
      sortOrder: order('fromDate'),
      render: (_value, note) => (
        <Flex vertical>
          <span>
            {formatDate(note.fromDate)} – {formatDate(note.toDate)}
          </span>
          <Typography.Text type="secondary">Работни дни: {note.days}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Лекар',
      key: 'doctorName',
      render: (_value, note) => (
        <Flex vertical>
          <span>{note.noteNumber ? `${note.doctorName}, № ${note.noteNumber}` : note.doctorName}</span>
          {note.issuedOn && <Typography.Text type="secondary">Издадена на {formatDate(note.issuedOn)}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Файл',
      key: 'file',
      render: (_value, note) =>
        note.file ? (
          <DownloadButton path={medicalNoteFilePath(note.file.id)} type="link" size="small">
            {note.file.name}
          </DownloadButton>
        ) : (
          '—'
        ),
    },
    {
      title: 'Статус',
      key: 'status',
      sorter: true,
      sortOrder: order('status'),
      render: (_value, note) => {
        const tag = <Tag color={statusColors[note.status]}>{medicalNoteStatusLabels[note.status]}</Tag>;
        return (
          <Flex vertical align="start">
            {note.comment ? <Tooltip title={note.comment}>{tag}</Tooltip> : tag}
            {note.excusedDays > 0 && <Typography.Text type="secondary">Извинени дни: {note.excusedDays}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      title: 'Въведена',
      key: 'createdAt',
      sorter: true,
      sortOrder: order('createdAt'),
      render: (_value, note) => (
        <Flex vertical>
          <span>{note.createdBy}</span>
          <Typography.Text type="secondary">{formatDateTime(note.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Действия',
      key: 'actions',
      render: (_value, note) => (
        <Flex gap={4} wrap>
          {can.decide && note.status === MedicalNoteStatus.Pending && (
            <Popconfirm
              title="Одобряване на медицинска бележка"
              description={`${note.studentName}, ${formatDate(note.fromDate)} – ${formatDate(note.toDate)}`}
              okText="Одобри"
              cancelText="Отказ"
              onConfirm={() => approveNote(note)}
            >
              <Button type="link" size="small">
                Одобри
              </Button>
            </Popconfirm>
          )}
          {can.decide && note.status !== MedicalNoteStatus.Annulled && (
            <Button type="link" size="small" danger onClick={() => setAnnulling(note)}>
              Анулирай
            </Button>
          )}
          {note.status === MedicalNoteStatus.Pending && (can.delete || note.createdById === user?.id) && (
            <ConfirmDeleteButton
              title="Изтриване на медицинска бележка"
              description={`Да се изтрие ли бележката на ${note.studentName}?`}
              onConfirm={() => deleteNote(note)}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <ListPage<MedicalNoteRow, SortColumn>
      title="Медицински бележки"
      exportFile={{ path: medicalNotesExportPath(filters), label: 'Експорт в Excel' }}
      actions={
        can.create && (
          <Button type="primary" onClick={() => setAdding(true)}>
            Добави медицинска бележка
          </Button>
        )
      }
      filters={
        <>
          {!isParent && (
            <GroupFilter
              groups={groups.data}
              loading={groups.isLoading}
              value={filters.classId}
              onChange={(classId) => update({ classId })}
            />
          )}
          <Select
            aria-label="Статус"
            placeholder="Статус"
            allowClear
            value={filters.status === undefined ? undefined : String(filters.status)}
            options={statusOptions}
            onChange={(status?: string) => update({ status })}
            style={{ width: 180 }}
          />
          <DateRangeFilter from={filters.fromDate} to={filters.toDate} onChange={(range) => update(range)} />
          <Input.Search
            aria-label="Търсене по име на дете"
            placeholder="Търсене по име на дете"
            allowClear
            defaultValue={filters.search}
            onSearch={(search) => update({ search: search.trim() })}
            style={{ width: 240 }}
          />
        </>
      }
      list={notes}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма медицински бележки по избраните критерии."
    >
      <MedicalNoteDialog open={adding} groups={groups.data ?? []} pickGroup={!isParent} onClose={() => setAdding(false)} />
      <AnnulDialog note={annulling} onClose={() => setAnnulling(null)} />
    </ListPage>
  );
}
