import { type ActivityTypeRow, saveActivityTypeRequest, type SaveResult } from '@kg/contracts';
import { App, Button, Card, Empty, Flex, Form, Input, type TableProps } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDeleteMasterActivityTypeMutation, useGetMasterActivityTypesQuery, useSaveMasterActivityTypeMutation } from '../api';

/** /admin/activities/activities: the master's activity types (Народни танци, Футбол, …): add, delete. */
export default function ActivityTypesPage() {
  const list = useGetMasterActivityTypesQuery();
  const [save] = useSaveMasterActivityTypeMutation();
  const [remove] = useDeleteMasterActivityTypeMutation();
  const { message } = App.useApp();
  const { form, submit, saving } = useSaveForm<{ name: string }, SaveResult>({
    save: (values) => save({ name: values.name.trim() }),
    success: 'Видът дейност е добавен.',
    onSaved: () => form.resetFields(),
  });

  const deleteType = async (row: ActivityTypeRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Видът дейност е изтрит.');
  };

  const columns: TableProps<ActivityTypeRow>['columns'] = [
    { title: 'Вид дейност', dataIndex: 'name', key: 'name' },
    { title: 'Дейности', dataIndex: 'activitiesCount', key: 'activities', width: 110 },
    {
      title: 'Действия',
      key: 'actions',
      width: 120,
      render: (_value, row) => (
        <ConfirmDeleteButton
          title="Изтриване на вид дейност"
          description={`Да се изтрие ли видът „${row.name}“?`}
          onConfirm={() => deleteType(row)}
        />
      ),
    },
  ];

  return (
    <Card title={<PageTitle>Видове дейности</PageTitle>} style={{ maxWidth: 720 }}>
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        onFinish={(values) => void submit(values)}
      >
        <Flex gap={8} wrap align="flex-end">
          <Form.Item
            name="name"
            label="Нов вид дейност"
            rules={[zodRule(saveActivityTypeRequest.shape.name)]}
            style={{ flex: '1 1 220px', marginBottom: 16 }}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item style={{ marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" loading={saving}>
              Добави
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      {list.isError ? (
        <LoadError list={list} />
      ) : (
        <ResponsiveTable<ActivityTypeRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data}
          loading={list.isFetching}
          pagination={false}
          locale={{ emptyText: <Empty description="Няма въведени видове дейности." /> }}
        />
      )}
    </Card>
  );
}
