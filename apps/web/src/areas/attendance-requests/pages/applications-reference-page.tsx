import { ApplicationType, type ApplicationsReference, type AttendanceRequestRow, requestStatusLabels } from '@kg/contracts';
import { Card, Empty, Flex, Spin, Statistic, Tag } from 'antd';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError, ResponsiveTable, useUrlListState } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { applicationsExportPath, useGetApplicationsReferenceQuery } from '../api';
import { RequestFilterFields, requestFiltersOf } from '../components/list-filters';
import { requestPeriod, statusColors } from '../components/request-texts';

const titles: Record<ApplicationType, string> = {
  [ApplicationType.FamilyReasonAbsence]: 'Справка: заявления за отсъствие по семейни причини',
  [ApplicationType.Attendance]: 'Справка: заявления за посещение през лятото',
};

const columns = [
  { title: 'Дете', dataIndex: 'studentName', key: 'studentName' },
  { title: 'Група', dataIndex: 'className', key: 'className', render: (name: string | null) => name ?? '—' },
  { title: 'Период', key: 'period', render: (_: unknown, row: AttendanceRequestRow) => requestPeriod(row) },
  { title: 'Работни дни', dataIndex: 'workingDays', key: 'workingDays', align: 'right' as const },
  { title: 'Причина', dataIndex: 'reason', key: 'reason', render: (reason: string | null) => reason ?? '—' },
  {
    title: 'Статус',
    key: 'status',
    render: (_: unknown, row: AttendanceRequestRow) => (
      <Tag color={statusColors[row.status]}>{requestStatusLabels[row.status]}</Tag>
    ),
  },
  { title: 'Подадено от', dataIndex: 'requestedBy', key: 'requestedBy', render: (name: string | null) => name ?? '—' },
];

/**
 * /attendances/references/personal-reasons-requests and /summer-attendances-requests: the requests of a kind with
 * their totals by status; for the summer also the children declared per week (the kitchen and the summer groups
 * plan with it). Filters in the URL (?status=&classId=&from=&to=); PDF and Excel exports.
 */
export function ApplicationsReferencePage({ type }: { type: ApplicationType }) {
  const { params, update } = useUrlListState<never>([]);
  const filters = { type, ...requestFiltersOf(params) };
  const reference = useGetApplicationsReferenceQuery(filters);

  return (
    <Card
      title={<PageTitle>{titles[type]}</PageTitle>}
      extra={
        <Flex gap={8}>
          <DownloadButton path={applicationsExportPath('pdf', filters)}>Експорт в PDF</DownloadButton>
          <DownloadButton path={applicationsExportPath('excel', filters)}>Експорт в Excel</DownloadButton>
        </Flex>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <RequestFilterFields filters={filters} update={update} withGroup />
      </Flex>
      {reference.isError ? (
        <LoadError list={reference} />
      ) : !reference.data ? (
        <Spin />
      ) : (
        <ReferenceBody reference={reference.data} loading={reference.isFetching} />
      )}
    </Card>
  );
}

function ReferenceBody({ reference, loading }: { reference: ApplicationsReference; loading: boolean }) {
  return (
    <Flex vertical gap={16}>
      <Flex gap={32} wrap>
        {reference.totals.map((total) => (
          <Statistic
            key={total.status}
            title={requestStatusLabels[total.status]}
            value={total.requests}
            suffix={`заявл. · ${total.workingDays} дни`}
          />
        ))}
      </Flex>
      <ResponsiveTable<AttendanceRequestRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={reference.rows}
        columns={columns}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description="Няма заявления по избраните критерии." /> }}
        scroll={{ x: 'max-content' }}
      />
      {reference.weeks.length > 0 && (
        <ResponsiveTable
          rowKey="weekStart"
          expandable={{ childrenColumnName: 'notNested' }}
          size="small"
          title={() => 'Деца, заявени по седмици (чакащи и одобрени заявления)'}
          pagination={false}
          dataSource={reference.weeks}
          columns={[
            {
              title: 'Седмица',
              key: 'week',
              render: (_: unknown, week: ApplicationsReference['weeks'][number]) =>
                `${formatDate(week.weekStart)} – ${formatDate(week.weekEnd)}`,
            },
            { title: 'Деца', dataIndex: 'children', key: 'children', align: 'right' as const },
          ]}
        />
      )}
    </Flex>
  );
}

export function FamilyReasonReferencePage() {
  return <ApplicationsReferencePage type={ApplicationType.FamilyReasonAbsence} />;
}

export function SummerReferencePage() {
  return <ApplicationsReferencePage type={ApplicationType.Attendance} />;
}
