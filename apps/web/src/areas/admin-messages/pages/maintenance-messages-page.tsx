import { createMaintenanceMessageRequest, type MaintenanceMessageRow } from '@kg/contracts';
import { App, Button, Card, DatePicker, Flex, Form, Input, Tag } from 'antd';
import type { TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_TIME_FORMAT, formatDateTime } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { pageQueryOf, ServerTable, sortOrderOf, useUrlListState } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCreateMaintenanceMessageMutation, useDeleteMaintenanceMessageMutation, useGetMaintenanceMessagesQuery } from '../api';

const sortable = ['createdAt'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const fields = createMaintenanceMessageRequest.shape;

interface Values {
  title?: string;
  content: string;
  window?: [Dayjs | null, Dayjs | null] | null;
}

/** In force, not yet started, or over. */
function StateTag({ row }: { row: MaintenanceMessageRow }) {
  if (row.isActive) return <Tag color="green">Активно</Tag>;
  if (row.validFrom && Date.parse(row.validFrom) > Date.now()) return <Tag color="blue">Предстои</Tag>;
  return <Tag>Изтекло</Tag>;
}

const windowText = (row: MaintenanceMessageRow): string =>
  !row.validFrom && !row.validTo
    ? 'Без ограничение'
    : `${row.validFrom ? `от ${formatDateTime(row.validFrom)}` : ''} ${row.validTo ? `до ${formatDateTime(row.validTo)}` : ''}`.trim();

function MaintenanceForm() {
  const [create] = useCreateMaintenanceMessageMutation();
  const { form, submit, saving } = useSaveForm({
    save: (values: Values) => {
      const [from, to] = values.window ?? [null, null];
      return create({
        ...(values.title?.trim() ? { title: values.title.trim() } : {}),
        content: values.content,
        ...(from ? { validFrom: from.toISOString() } : {}),
        ...(to ? { validTo: to.toISOString() } : {}),
      });
    },
    success: 'Съобщението е изпратено до всички потребители.',
    onSaved: () => form.resetFields(),
  });
  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 720 }}>
      <Form.Item name="title" label="Заглавие" extra="Без заглавие: „Техническа поддръжка“." rules={[zodRule(fields.title)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="content" label="Съобщение" required rules={[zodRule(fields.content)]}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="window" label="Валидност" extra="По избор: показва се от началото до края; без край — до изтриване.">
        <DatePicker.RangePicker
          id={{ start: 'window', end: 'window-end' }}
          showTime={{ format: 'H:mm' }}
          format={DATE_TIME_FORMAT}
          allowEmpty={[true, true]}
          placeholder={['Начало', 'Край']}
        />
      </Form.Item>
      {/* The range's second field has no label of its own: „Валидност“ names the first. */}
      <label htmlFor="window-end" className="kg-visually-hidden">
        Край на валидността
      </label>
      <Button type="primary" htmlType="submit" loading={saving}>
        Изпрати до всички
      </Button>
    </Form>
  );
}

/** /admin/messages/real-time: maintenance notices, pushed to every signed-in user and cleared when deleted. */
export default function MaintenanceMessagesPage() {
  const { paging, update } = useUrlListState(sortable);
  const list = useGetMaintenanceMessagesQuery(pageQueryOf(paging, PAGE_SIZE));
  const [remove] = useDeleteMaintenanceMessageMutation();
  const { message } = App.useApp();

  const onDelete = async (row: MaintenanceMessageRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Съобщението е изтрито и скрито от потребителите.');
  };

  const columns: TableProps<MaintenanceMessageRow>['columns'] = [
    {
      title: 'Създадено',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'createdAt'),
      render: (value: string) => formatDateTime(value),
    },
    { title: 'Заглавие', dataIndex: 'title', key: 'title', render: (title: string | null) => title ?? '—' },
    {
      title: 'Съобщение',
      dataIndex: 'content',
      key: 'content',
      render: (content: string) => <span style={{ whiteSpace: 'pre-line' }}>{content}</span>,
    },
    { title: 'Валидност', key: 'window', render: (_value, row) => windowText(row) },
    { title: 'Състояние', key: 'state', render: (_value, row) => <StateTag row={row} /> },
    {
      title: '',
      key: 'actions',
      render: (_value, row) => (
        <ConfirmDeleteButton
          title="Изтриване на съобщение"
          description="Съобщението ще бъде скрито от всички потребители. Продължавате ли?"
          onConfirm={() => onDelete(row)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={<PageTitle>Техническа поддръжка</PageTitle>}>
        <MaintenanceForm />
      </Card>
      <Card title="Изпратени съобщения">
        <ServerTable<MaintenanceMessageRow, SortColumn>
          list={list}
          columns={columns}
          paging={paging}
          pageSize={PAGE_SIZE}
          onChange={(changes) => update(changes, false)}
          emptyText="Няма съобщения за техническа поддръжка."
        />
      </Card>
    </Flex>
  );
}
