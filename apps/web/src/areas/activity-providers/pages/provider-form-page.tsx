import {
  type ActivityProviderDetails,
  activityProviderMessages,
  type SaveActivityProviderRequest,
  saveActivityProviderRequest,
  type SaveResult,
} from '@kg/contracts';
import { Alert, App, Button, Card, Checkbox, Divider, Flex, Form, Input, Result, Space, Spin, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetActivityProviderQuery, useSaveActivityProviderMutation } from '../api';
import { DiscountsEditor, type DiscountValues } from '../components/discounts-editor';
import { ConfigurationTags } from '../components/configuration-tags';
import { WebhookSelfTest } from '../../online-payments/webhook-self-test';
import { type KindergartenOption, KindergartensPicker } from '../components/kindergartens-picker';

const BASE = '/admin/activities/providers';
const fields = saveActivityProviderRequest.shape;

interface ProviderValues {
  name: string;
  eik: string;
  vatRegistered: boolean;
  address: string;
  iban: string;
  bankName?: string | null;
  contactName?: string | null;
  phone?: string | null;
  email?: string | null;
  epayMin?: string | null;
  epaySecret?: string;
  kindergartens?: KindergartenOption[];
  discounts?: DiscountValues[];
}

const initialValues = (record: ActivityProviderDetails | undefined): Partial<ProviderValues> =>
  record
    ? {
        name: record.name,
        eik: record.eik,
        vatRegistered: record.vatRegistered,
        address: record.address,
        iban: record.iban,
        bankName: record.bankName,
        contactName: record.contactName,
        phone: record.phone,
        email: record.email,
        epayMin: record.epayMin ?? '',
        epaySecret: '',
        kindergartens: record.kindergartens.map((k) => ({ value: k.id, label: k.name })),
        discounts: record.discounts.map((d) => ({ kind: d.kind, name: d.name, percent: d.percent.toFixed(2) })),
      }
    : { vatRegistered: false, kindergartens: [], discounts: [] };

const toRequest = (id: number | undefined, values: ProviderValues): SaveActivityProviderRequest => ({
  ...(id !== undefined ? { id } : {}),
  name: values.name.trim(),
  eik: values.eik.trim(),
  vatRegistered: values.vatRegistered,
  address: values.address.trim(),
  iban: values.iban,
  bankName: values.bankName?.trim() || null,
  contactName: values.contactName?.trim() || null,
  phone: values.phone?.trim() || null,
  email: values.email?.trim() || null,
  epayMin: values.epayMin?.trim() || null,
  // Write-only: empty keeps the stored secret.
  epaySecret: values.epaySecret?.trim() || null,
  kindergartenIds: (values.kindergartens ?? []).map((option) => option.value),
  discounts: (values.discounts ?? []).map((d) => ({ kind: d.kind, name: d.name.trim(), percent: Number(d.percent) })),
});

/** The URL to paste into the ePay merchant profile, with a copy button. */
function NotificationUrl({ url }: { url: string }) {
  const { message } = App.useApp();
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success('Адресът е копиран.');
    } catch {
      void message.error('Адресът не можа да бъде копиран: маркирайте го и го копирайте ръчно.');
    }
  };
  return (
    <Form.Item label="Адрес за известия от ePay" extra="Поставете го в профила на търговеца в ePay.">
      <Space.Compact style={{ width: '100%' }}>
        <Input value={url} readOnly aria-label="Адрес за известия от ePay" />
        <Button onClick={() => void copy()} aria-label="Копирай адреса за известия">
          Копирай
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** /admin/activities/providers/create and /:id: a provider's company, ePay set-up, kindergartens and discounts. */
export default function ProviderFormPage() {
  const { id: idText } = useParams();
  const id = idText === undefined ? undefined : Number(idText);
  const invalidId = id !== undefined && !(Number.isInteger(id) && id > 0);
  const record = useGetActivityProviderQuery(id ?? 0, { skip: id === undefined || invalidId });
  const [save] = useSaveActivityProviderMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<ProviderValues, SaveResult>({
    save: (values) => save(toRequest(id, values)),
    success: 'Доставчикът е запазен.',
    onSaved: () => void navigate(BASE),
  });

  if (invalidId || (record.isError && 'status' in record.error && record.error.status === 404)) {
    return <Result status="404" title={activityProviderMessages.notFound} extra={<Link to={BASE}>Към списъка</Link>} />;
  }
  if (record.isError) return <Alert type="error" showIcon title={errorMessage(record.error)} />;
  if (id !== undefined && !record.data) return <Spin description="Зареждане…" />;
  const data = record.data;

  return (
    <Card style={{ maxWidth: 880 }} title={<PageTitle>{data ? data.name : 'Нов доставчик'}</PageTitle>}>
      <Form<ProviderValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={initialValues(data)}
        onFinish={(values) => void submit(values)}
      >
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Фирма
        </Typography.Title>
        <Form.Item name="name" label="Наименование" rules={[zodRule(fields.name)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="eik" label="ЕИК/БУЛСТАТ" rules={[zodRule(fields.eik)]} style={{ flex: '1 1 200px' }}>
            <Input maxLength={13} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item name="vatRegistered" valuePropName="checked" label="ДДС" style={{ flex: '1 1 200px' }}>
            <Checkbox>Регистриран по ДДС</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item name="address" label="Адрес" rules={[zodRule(fields.address)]}>
          <Input maxLength={300} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="iban" label="IBAN" rules={[zodRule(fields.iban)]} style={{ flex: '2 1 260px' }}>
            <Input maxLength={42} autoComplete="off" placeholder="BG80 BNBG 9661 1020 3456 78" />
          </Form.Item>
          <Form.Item name="bankName" label="Банка" rules={[zodRule(fields.bankName)]} style={{ flex: '1 1 200px' }}>
            <Input maxLength={150} />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item
            name="contactName"
            label="Лице за контакт"
            rules={[zodRule(fields.contactName)]}
            style={{ flex: '1 1 200px' }}
          >
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="phone" label="Телефон" rules={[zodRule(fields.phone)]} style={{ flex: '1 1 160px' }}>
            <Input maxLength={30} inputMode="tel" />
          </Form.Item>
          <Form.Item name="email" label="Имейл" rules={[zodRule(fields.email)]} style={{ flex: '1 1 200px' }}>
            <Input maxLength={254} inputMode="email" />
          </Form.Item>
        </Flex>

        <Divider />
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Плащания през ePay
        </Typography.Title>
        {data?.configurationFlags !== undefined && (
          <Form.Item label="Настройка">
            <ConfigurationTags flags={data.configurationFlags} />
          </Form.Item>
        )}
        <Flex gap={12} wrap>
          <Form.Item name="epayMin" label="КИН в ePay" rules={[zodRule(fields.epayMin)]} style={{ flex: '1 1 200px' }}>
            <Input maxLength={20} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="epaySecret"
            label={
              <span>
                Таен ключ в ePay{' '}
                {data?.hasSecret && (
                  <Tag color="green" style={{ marginInlineStart: 4 }}>
                    Въведен
                  </Tag>
                )}
              </span>
            }
            extra={
              data?.hasSecret
                ? 'Ключът не се показва. Оставете полето празно, за да запазите въведения, или въведете нов.'
                : 'Ключът не се показва след запазване.'
            }
            rules={[zodRule(fields.epaySecret)]}
            style={{ flex: '1 1 260px' }}
          >
            <Input.Password maxLength={200} autoComplete="new-password" visibilityToggle={false} />
          </Form.Item>
        </Flex>
        {data?.notificationUrl && <NotificationUrl url={data.notificationUrl} />}
        {data?.notificationUrl && <WebhookSelfTest providerId={data.id} flags={data.configurationFlags ?? 0} />}
        {data?.errorMessage && (
          <Alert type="error" showIcon title={`Грешка: ${data.errorMessage}`} style={{ marginBottom: 16 }} />
        )}

        <Divider />
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Детски градини
        </Typography.Title>
        <Form.Item name="kindergartens" label="Детски градини, в които работи">
          <KindergartensPicker />
        </Form.Item>

        <Divider />
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Отстъпки по подразбиране
        </Typography.Title>
        <DiscountsEditor />

        <Divider />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          <Link to={BASE}>Откажи</Link>
        </Space>
      </Form>
    </Card>
  );
}
