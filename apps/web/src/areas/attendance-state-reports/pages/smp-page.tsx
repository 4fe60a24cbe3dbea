import {
  attendanceStateReportsRoutes,
  monthLabels,
  SMP_ALERT_ABOVE_DAYS,
  SMP_BENEFIT_STOP_ABOVE_DAYS,
  type SmpRow,
} from '@kg/contracts';
import { Alert, Card, Flex, Space, Statistic, type TableProps, Tag, Typography } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetSmpReportQuery } from '../api';
import { MonthPick, useReportMonth } from '../components/month-pick';
import { ResponsiveTable } from '../../../shared/list';

const columns: TableProps<SmpRow>['columns'] = [
  { title: 'Дете', dataIndex: 'studentName', key: 'name' },
  { title: 'ЕГН', dataIndex: 'maskedIdentifier', key: 'identifier', width: 120 },
  { title: 'Група', dataIndex: 'className', key: 'className' },
  { title: 'Родители', dataIndex: 'parents', key: 'parents', render: (parents: string) => parents || '—' },
  { title: 'Неизвинени дни', dataIndex: 'unexcusedDays', key: 'days', align: 'right', width: 110 },
  {
    title: 'Дати',
    dataIndex: 'dates',
    key: 'dates',
    render: (dates: string[]) => dates.map((day) => formatDate(day)).join(', '),
  },
  {
    title: 'Действие',
    key: 'flags',
    render: (_value, row) => (
      <Space size={4} wrap>
        {row.stopBenefit && <Tag color="red">Прекратяване на месечната помощ</Tag>}
        {row.alertSocialAssistance && <Tag color="orange">Уведомяване на дирекция „Социално подпомагане“</Tag>}
      </Space>
    ),
  },
];

/**
 * /attendances/references/smp: the monthly report for social assistance (справка за месечни помощи) — the children of
 * the preparatory groups with unexcused absences in the month, flagged by the rule, with the PDF letter and Excel.
 */
export default function SmpPage() {
  const { month, update } = useReportMonth();
  const report = useGetSmpReportQuery(month);
  const subject = `${monthLabels[month.month as keyof typeof monthLabels]} ${month.year} г.`;
  return (
    <Flex vertical gap={16}>
      <PageTitle>Справка за месечни помощи</PageTitle>
      <Typography.Paragraph type="secondary">
        Децата в задължително предучилищно образование (от учебната година, в която навършват 4 години) с неизвинени отсъствия
        през месеца. При повече от {SMP_ALERT_ABOVE_DAYS} дни директорът уведомява дирекция „Социално подпомагане“; при повече от{' '}
        {SMP_BENEFIT_STOP_ABOVE_DAYS} дни в месеца месечната помощ за дете се прекратява и може да бъде отпусната отново не
        по-рано от една година (Закон за семейни помощи за деца, чл. 7). Отсъствията от 1 юни до 14 септември и в дните на обявена
        ваканция или карантина са уважителни.
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <MonthPick value={month} onChange={update} />
        <DownloadButton path={routePath(attendanceStateReportsRoutes.smpPdf, { params: month })}>Изтегли PDF</DownloadButton>
        <DownloadButton path={routePath(attendanceStateReportsRoutes.smpExcel, { params: month })}>Изтегли Excel</DownloadButton>
      </Flex>
      {report.error ? (
        <Alert type="error" showIcon title="Справката не може да се зареди." description={errorMessage(report.error)} />
      ) : (
        <>
          <Flex gap={16} wrap>
            <Card size="small">
              <Statistic title="Деца в задължително предучилищно образование" value={report.data?.preparatoryChildren ?? '—'} />
            </Card>
            <Card size="small">
              <Statistic title="За уведомяване на ДСП" value={report.data?.flaggedChildren ?? '—'} />
            </Card>
            <Card size="small">
              <Statistic
                title="Прекратяване на помощта"
                value={report.data ? report.data.rows.filter((row) => row.stopBenefit).length : '—'}
              />
            </Card>
          </Flex>
          <ResponsiveTable<SmpRow>
            rowKey="studentId"
            size="middle"
            columns={columns}
            dataSource={report.data?.rows ?? []}
            loading={report.isFetching}
            pagination={false}
            locale={{ emptyText: `Няма деца в задължително предучилищно образование с неизвинени отсъствия за ${subject}` }}
          />
        </>
      )}
    </Flex>
  );
}
