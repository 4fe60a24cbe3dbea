import { type KindergartenRecord, kindergartenTypeLabels } from '@kg/contracts';
import { Alert, Button, Card, Descriptions, Form, Spin, Typography } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';
import { ContactFields } from '../components/kindergarten-fields';
import { useGetConfigurationQuery, useSaveConfigurationMutation } from '../records-api';
import { useKindergartenSettingsAccess } from './settings-access';

interface Values {
  address: string;
  phone?: string | null;
  email?: string | null;
  automaticExcuseWithMedicalNote: boolean;
}

/** The register's data of a kindergarten, as shown (the master changes it; docs/kindergartens.md). */
export function RegisterSummary({ record }: { record: KindergartenRecord }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: 'Наименование', children: record.name },
        { key: 'type', label: 'Вид', children: kindergartenTypeLabels[record.type] },
        { key: 'town', label: 'Населено място', children: record.town },
        { key: 'municipality', label: 'Община / област', children: `${record.municipality} / ${record.area}` },
        { key: 'code', label: 'Код по НЕИСПУО', children: record.institutionCode ?? '—' },
        {
          key: 'mother',
          label: record.motherKindergartenName ? 'Филиал на' : 'Филиали',
          children: record.motherKindergartenName ?? (record.branches.map((branch) => branch.name).join(', ') || '—'),
        },
      ]}
    />
  );
}

/** /platform/settings/configuration: the director's part of the selected kindergarten's record. */
export default function ConfigurationPage() {
  const can = useKindergartenSettingsAccess();
  const record = useGetConfigurationQuery(can.kindergartenId ?? 0, { skip: can.kindergartenId === undefined });
  const [save] = useSaveConfigurationMutation();
  const { form, submit, saving } = useSaveForm<Values>({
    save: (values) =>
      save({
        address: values.address.trim(),
        phone: values.phone?.trim() || null,
        email: values.email?.trim() || null,
        automaticExcuseWithMedicalNote: values.automaticExcuseWithMedicalNote,
      }),
    success: 'Настройките на детската градина са запазени.',
  });

  if (record.isError) return <Alert type="error" showIcon title={errorMessage(record.error)} />;
  if (!record.data) return <Spin description="Зареждане…" />;
  const data = record.data;

  return (
    <Card style={{ maxWidth: 900 }} title={<PageTitle>Конфигурация</PageTitle>}>
      <RegisterSummary record={data} />
      <Typography.Paragraph type="secondary">
        Наименованието, видът, населеното място, кодът по НЕИСПУО и филиалите се променят от главния администратор.
      </Typography.Paragraph>
      <Form<Values>
        key={data.id}
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!can.updateConfiguration || saving}
        initialValues={{
          address: data.address,
          phone: data.phone,
          email: data.email,
          automaticExcuseWithMedicalNote: data.automaticExcuseWithMedicalNote,
        }}
        onFinish={(values) => void submit(values)}
        aria-label="Конфигурация"
      >
        <ContactFields />
        {can.updateConfiguration && (
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
        )}
      </Form>
    </Card>
  );
}
