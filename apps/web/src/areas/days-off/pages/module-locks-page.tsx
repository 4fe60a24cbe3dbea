import { ModuleLockGroup, moduleLockGroupLabels } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { Alert, Button, Card, DatePicker, Form, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetModuleSettingsQuery, useSaveModuleSettingsMutation } from '../api';

const groups = [
  ModuleLockGroup.Attendances,
  ModuleLockGroup.Topics,
  ModuleLockGroup.StorageAndKitchen,
  ModuleLockGroup.FamilyReasonApplications,
  ModuleLockGroup.AttendancesApplications,
];
type LockValues = Partial<Record<`group${ModuleLockGroup}`, Dayjs | null>>;

/** /platform/settings/lock: a module is locked for entry up to and including a date (spec 1 §3 "Module lock group"). */
export default function ModuleLocksPage() {
  const userData = useGetUserDataQuery();
  const hasKindergarten = (userData.data?.kindergartens ?? []).some((kindergarten) => kindergarten.isSelected);
  const canEdit = allows(userData.data?.access ?? [], Resource.ModuleSettings, 'update');
  const settings = useGetModuleSettingsQuery(undefined, { skip: !userData.data || !hasKindergarten });
  const [save] = useSaveModuleSettingsMutation();
  const { form, submit, saving } = useSaveForm<LockValues>({
    save: (values) =>
      save({
        locks: groups.map((group) => {
          const value = values[`group${group}`];
          return { group, lockedUntil: value ? toApiDate(value) : null };
        }),
      }),
    success: 'Заключването е запазено.',
  });

  const title = <PageTitle>Заключване на модули</PageTitle>;
  if (userData.data && !hasKindergarten) {
    return (
      <Card title={title}>
        <Alert type="info" showIcon message="Заключването на модули се задава от всяка детска градина за себе си." />
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <Card title={title}>
        <Alert type="error" showIcon message={errorMessage(settings.error)} />
      </Card>
    );
  }
  if (!settings.data) return <Spin description="Зареждане…" />;

  const initialValues: LockValues = Object.fromEntries(
    settings.data.locks.map((lock) => [`group${lock.group}`, lock.lockedUntil ? dayjs(lock.lockedUntil) : null]),
  );
  return (
    <Card title={title} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">
        Въвеждането в модула е заключено до посочената дата включително. Празно поле – модулът не е заключен.
      </Typography.Paragraph>
      <Form<LockValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 12 }}
        wrapperCol={{ span: 12 }}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        disabled={!canEdit || saving}
      >
        {settings.data.locks.map((lock) => (
          <Form.Item
            key={lock.group}
            name={`group${lock.group}`}
            label={moduleLockGroupLabels[lock.group]}
            extra={lock.updatedAt ? `Променено на ${formatDate(lock.updatedAt)}` : undefined}
          >
            <DatePicker
              format={DATE_FORMAT}
              placeholder="Не е заключен"
              aria-label={`Заключен до: ${moduleLockGroupLabels[lock.group]}`}
            />
          </Form.Item>
        ))}
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
        )}
      </Form>
    </Card>
  );
}
