import {
  issueRelocationCertificateRequest,
  type RelocationCertificateRow,
  type StudentDetails,
  studentsCertificateRoutes,
} from '@kg/contracts';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import {
  useDeleteRelocationCertificateMutation,
  useFindOtherKindergartensQuery,
  useGetRelocationCertificatesQuery,
  useIssueRelocationCertificateMutation,
} from '../api';
import { ResponsiveTable } from '../../../shared/list';

interface CertificateValues {
  number: string;
  issueDate: Dayjs;
  leaveDate?: Dayjs;
  targetKind: 'platform' | 'outside';
  targetKindergartenId?: number;
  targetKindergartenName?: string;
  targetSettlement?: string;
  reason: string;
}

const shape = issueRelocationCertificateRequest.shape;
const required: FormRule = { required: true, message: 'Полето е задължително.' };

interface Props {
  kid: StudentDetails;
  can: { create: boolean; delete: boolean };
}

/** The child's relocation certificates (удостоверение за преместване): issue, PDF, delete the latest (docs/students.md). */
export function RelocationCertificatesCard({ kid, can }: Props) {
  const list = useGetRelocationCertificatesQuery({ studentId: kid.id, pageSize: 50 });
  const [remove, removing] = useDeleteRelocationCertificateMutation();
  const { message } = App.useApp();
  const [issuing, setIssuing] = useState(false);

  const onDelete = async (row: RelocationCertificateRow): Promise<void> => {
    const result = await remove({ id: row.relocationCertificateId, studentId: kid.id });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Удостоверението е изтрито и детето е възстановено.');
  };

  return (
    <Card title="Удостоверение за преместване">
      {can.create && !kid.isDetached && (
        <Button danger onClick={() => setIssuing(true)} style={{ marginBottom: 8 }}>
          Издаване…
        </Button>
      )}
      {list.isError ? (
        <Alert type="error" showIcon message={errorMessage(list.error)} />
      ) : (
        <ResponsiveTable<RelocationCertificateRow>
          rowKey="relocationCertificateId"
          size="small"
          pagination={false}
          loading={list.isFetching}
          dataSource={list.data?.result}
          locale={{ emptyText: 'Няма издадени удостоверения.' }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '№', dataIndex: 'number', key: 'number' },
            { title: 'Дата', dataIndex: 'issueDate', key: 'issueDate', render: (day: string) => formatDate(day) },
            { title: 'Отписано на', dataIndex: 'leaveDate', key: 'leaveDate', render: (day: string) => formatDate(day) },
            {
              title: 'Приемаща детска градина',
              key: 'target',
              render: (_value, row) => [row.targetKindergartenName, row.targetSettlement].filter(Boolean).join(', '),
            },
            { title: 'Причина', dataIndex: 'reason', key: 'reason' },
            {
              title: 'Действия',
              key: 'actions',
              render: (_value, row) => (
                <Space>
                  <DownloadButton
                    size="small"
                    path={routePath(studentsCertificateRoutes.pdf, { params: { id: row.relocationCertificateId } })}
                  >
                    PDF
                  </DownloadButton>
                  {can.delete && row.isLatest && (
                    <Popconfirm
                      title="Изтриване на удостоверение"
                      description={`Сигурни ли сте, че искате да изтриете удостоверение № ${row.number}? Детето ще бъде възстановено в групата си.`}
                      okText="Изтрий"
                      cancelText="Отказ"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onDelete(row)}
                    >
                      <Button size="small" danger loading={removing.isLoading}>
                        Изтрий
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      {issuing && (
        <Modal
          open
          title="Издаване на удостоверение за преместване"
          footer={null}
          onCancel={() => setIssuing(false)}
          destroyOnHidden
        >
          <IssueForm kid={kid} onDone={() => setIssuing(false)} />
        </Modal>
      )}
    </Card>
  );
}

/**
 * The certificate's form, in a dialog opened on purpose: issuing detaches the child, so „Издай удостоверение“ first
 * asks again, naming the child and the leave date (which the user picks: it is not filled in).
 */
function IssueForm({ kid, onDone }: { kid: StudentDetails; onDone: () => void }) {
  const [issue] = useIssueRelocationCertificateMutation();
  const { modal } = App.useApp();
  const { form, submit, saving } = useSaveForm<CertificateValues>({
    save: (values) =>
      issue({
        studentId: kid.id,
        number: values.number.trim(),
        issueDate: toApiDate(values.issueDate),
        leaveDate: toApiDate(values.leaveDate!),
        reason: values.reason.trim(),
        ...(values.targetKind === 'platform'
          ? { targetKindergartenId: values.targetKindergartenId }
          : {
              targetKindergartenName: values.targetKindergartenName?.trim(),
              targetSettlement: values.targetSettlement?.trim() || null,
            }),
      }),
    success: 'Удостоверението е издадено; детето е отписано.',
    onSaved: onDone,
  });
  // One confirmation at a time (Enter in a field and the button both submit the form).
  const confirming = useRef(false);
  const confirm = async (): Promise<void> => {
    const values = await form.validateFields().catch(() => null);
    if (!values || confirming.current) return;
    confirming.current = true;
    modal.confirm({
      afterClose: () => {
        confirming.current = false;
      },
      title: 'Издаване на удостоверение',
      content: `${kid.fullName} ще бъде отписано от детската градина на ${formatDate(values.leaveDate)} и ще бъде извадено от групата си. Продължаване?`,
      okText: 'Издай',
      cancelText: 'Отказ',
      okButtonProps: { danger: true },
      onOk: () => submit(values),
    });
  };
  const targetKind = Form.useWatch('targetKind', form) ?? 'platform';
  const [search, setSearch] = useState('');
  const kindergartens = useFindOtherKindergartensQuery(search, { skip: targetKind !== 'platform' });

  return (
    <Form<CertificateValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      initialValues={{ issueDate: dayjs(), targetKind: 'platform' }}
      onFinish={() => void confirm()}
      aria-label="Издаване на удостоверение"
    >
      <Flex gap={12} wrap>
        <Form.Item name="number" label="Номер" rules={[required, zodRule(shape.number)]} style={{ flex: '1 1 140px' }}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="issueDate" label="Дата на издаване" rules={[required]} style={{ flex: '1 1 180px' }}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="leaveDate" label="Дата на отписване" rules={[required]} style={{ flex: '1 1 180px' }}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="targetKind" label="Приемаща детска градина">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'platform', label: 'От платформата' },
            { value: 'outside', label: 'Извън платформата' },
          ]}
        />
      </Form.Item>
      {targetKind === 'platform' ? (
        <Form.Item
          name="targetKindergartenId"
          label="Детска градина"
          rules={[{ required: true, message: 'Изберете детска градина или въведете наименованието ѝ.' }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="Търсене по наименование или населено място"
            loading={kindergartens.isFetching}
            notFoundContent="Няма намерени детски градини."
            options={(kindergartens.data?.result ?? []).map((kindergarten) => ({
              value: kindergarten.id,
              label: `${kindergarten.name}, ${kindergarten.town}`,
            }))}
          />
        </Form.Item>
      ) : (
        <Flex gap={12} wrap>
          <Form.Item
            name="targetKindergartenName"
            label="Наименование на детската градина"
            rules={[required, zodRule(shape.targetKindergartenName)]}
            style={{ flex: '2 1 260px' }}
          >
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="targetSettlement" label="Населено място" style={{ flex: '1 1 180px' }}>
            <Input maxLength={200} />
          </Form.Item>
        </Flex>
      )}
      <Form.Item name="reason" label="Причина за преместването" rules={[required, zodRule(shape.reason)]}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Button type="primary" danger htmlType="submit" loading={saving}>
        Издай удостоверение
      </Button>
    </Form>
  );
}
