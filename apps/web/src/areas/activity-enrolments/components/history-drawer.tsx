import { Drawer, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../shared/dates/dates';
import { LoadError } from '../../../shared/list';
import { useGetEnrolmentHistoryQuery } from '../api';
import { percentText, periodText } from './enrolment-texts';

/** Every enrolment of a child in every activity, newest first: dates, discount, who wrote it and when. */
export function HistoryDrawer({ student, onClose }: { student: { id: number; name: string } | null; onClose: () => void }) {
  const history = useGetEnrolmentHistoryQuery({ studentId: student?.id ?? 0, pageSize: 100 }, { skip: student === null });
  const rows = history.data?.result ?? [];
  return (
    <Drawer
      title={student ? `История: ${student.name}` : 'История'}
      open={student !== null}
      onClose={onClose}
      size={480}
      destroyOnHidden
    >
      {history.isError ? (
        <LoadError list={history} />
      ) : (
        <Spin spinning={history.isFetching}>
          {rows.length === 0 && !history.isFetching ? (
            <Empty description="Детето не е записвано в дейности." />
          ) : (
            <Flex vertical component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((row) => (
                <li key={row.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
                  <Typography.Text strong>{row.activityName}</Typography.Text>
                  <div>{periodText(row.fromDate, row.toDate)}</div>
                  {row.discountName && (
                    <Tag color="blue">
                      {row.discountName} {percentText(row.discountPercent)}
                    </Tag>
                  )}
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    Записано от {row.createdBy ?? '—'} на {formatDateTime(row.createdAt)}
                    {row.updatedBy && row.updatedAt !== row.createdAt
                      ? `; променено от ${row.updatedBy} на ${formatDateTime(row.updatedAt)}`
                      : ''}
                  </Typography.Text>
                </li>
              ))}
            </Flex>
          )}
        </Spin>
      )}
      {history.data && history.data.rowsCount > rows.length && (
        <Typography.Text type="secondary">
          Показани са последните {rows.length} от {history.data.rowsCount} записвания.
        </Typography.Text>
      )}
    </Drawer>
  );
}
