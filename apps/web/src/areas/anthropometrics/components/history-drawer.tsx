import type { AnthropometricRow } from '@kg/contracts';
import { Alert, App, Button, Drawer, Empty, type TableProps } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { useDeleteMeasurementMutation, useGetChildHistoryQuery } from '../api';
import { decimal } from '../measurement-values';
import { BmiTag } from './bmi-tag';
import { ResponsiveTable } from '../../../shared/list';

/** A child's measurements, newest first, with delete (after a confirmation) for who may delete. */
export function HistoryDrawer({
  child,
  canDelete,
  onClose,
}: {
  child: { id: number; name: string } | null;
  canDelete: boolean;
  onClose: () => void;
}) {
  const history = useGetChildHistoryQuery(child?.id ?? 0, { skip: child === null });
  const [remove] = useDeleteMeasurementMutation();
  const { message } = App.useApp();

  const columns: TableProps<AnthropometricRow>['columns'] = [
    { title: 'Дата', dataIndex: 'measuredOn', key: 'measuredOn', render: (day: string) => formatDate(day) },
    { title: 'Ръст (см)', dataIndex: 'heightCm', key: 'heightCm', align: 'right', render: decimal },
    { title: 'Тегло (кг)', dataIndex: 'weightKg', key: 'weightKg', align: 'right', render: decimal },
    { title: 'ИТМ', dataIndex: 'bmi', key: 'bmi', align: 'right', render: decimal },
    {
      title: 'Оценка',
      key: 'class',
      render: (_value, row) => <BmiTag bmiClass={row.bmiClass} label={row.bmiClassLabel} zScore={row.bmiZScore} />,
    },
    ...(canDelete
      ? [
          {
            title: '',
            key: 'actions',
            render: (_value: unknown, row: AnthropometricRow) => (
              <Popconfirm
                title="Изтриване на измерването"
                description={`Да се изтрие ли измерването от ${formatDate(row.measuredOn)}?`}
                okText="Изтрий"
                cancelText="Отказ"
                onConfirm={async () => {
                  const result = await remove(row.id!);
                  if (result.error) void message.error(errorMessage(result.error));
                  else void message.success('Измерването е изтрито.');
                }}
              >
                <Button danger size="small">
                  Изтрий
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer open={child !== null} onClose={onClose} title={child ? `История на измерванията — ${child.name}` : ''} size="large">
      {history.isError ? (
        <Alert type="error" showIcon message={errorMessage(history.error)} />
      ) : (
        <ResponsiveTable<AnthropometricRow>
          rowKey={(row) => String(row.id)}
          columns={columns}
          dataSource={history.data?.result ?? []}
          loading={history.isFetching}
          pagination={false}
          locale={{ emptyText: <Empty description="Няма измервания." /> }}
        />
      )}
    </Drawer>
  );
}
