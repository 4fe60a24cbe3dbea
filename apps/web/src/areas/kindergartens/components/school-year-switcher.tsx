import type { LoggedInUser } from '@kg/contracts';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { App, Button, Dropdown } from 'antd';
import { useChangeSchoolYearMutation, useGetKindergartenPeriodsQuery } from '../api';
import { schoolYearLabel } from '../school-year-label';
import { announceScopeChange } from '../scope-channel';
import { serverMessage } from '../server-message';

export const schoolYearTexts = {
  label: 'Учебна година',
  failedTitle: 'Смяна на учебна година',
  failed: 'Неуспешна смяна на учебна година!',
} as const;

/**
 * The top bar's school year (spec 1 §2, §7): the user's chosen year of the selected kindergarten as "2026/2027"
 * and a dropdown of the kindergarten's years. Choosing one saves the preference
 * (POST /api/identity/change-school-year/{id}), refetches the user's data and year-bound data, and tells the
 * user's other tabs.
 */
export function SchoolYearSwitcher({ user, kindergartenId }: { user: LoggedInUser; kindergartenId: number }) {
  const { notification } = App.useApp();
  const { data } = useGetKindergartenPeriodsQuery(kindergartenId);
  const [change, { isLoading }] = useChangeSchoolYearMutation();
  const periods = data?.result ?? [];
  const current = periods.find((period) => period.id === user.periodId) ?? periods.find((period) => period.active);
  if (!current) return null;
  const label = schoolYearLabel(current);

  const choose = async (id: number): Promise<void> => {
    if (id === current.id) return;
    const result = await change(id);
    if (result.error) {
      notification.error({
        title: schoolYearTexts.failedTitle,
        description: serverMessage(result.error) ?? schoolYearTexts.failed,
      });
      return;
    }
    announceScopeChange({ kind: 'school-year', userId: user.id });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: periods.map((period) => ({ key: String(period.id), label: schoolYearLabel(period) })),
        selectable: true,
        selectedKeys: [String(current.id)],
        onClick: ({ key }) => void choose(Number(key)),
        style: { maxHeight: 350, overflowY: 'auto' },
      }}
    >
      <Button
        type="text"
        aria-haspopup="menu"
        aria-label={`${schoolYearTexts.label} ${label}`}
        title={schoolYearTexts.label}
        loading={isLoading}
        icon={<CalendarOutlined />}
        data-testid="school-year"
      >
        {label}
        <DownOutlined style={{ fontSize: 10 }} aria-hidden />
      </Button>
    </Dropdown>
  );
}
