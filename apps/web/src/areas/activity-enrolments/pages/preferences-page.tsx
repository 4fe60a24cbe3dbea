import { type ActivityClassStudent, type ActivityEnrolment, allows, type ProviderDiscountRow, Resource } from '@kg/contracts';
import { Alert, Button, Card, Dropdown, Empty, Flex, type MenuProps, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { GroupFilter, LoadError, useUrlListState } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetActivityClassesQuery, useGetEnrolmentActivityOptionsQuery } from '../api';
import { DiscountDialog, type DiscountTarget } from '../components/discount-dialog';
import { DiscountTag } from '../components/discount-tag';
import { percentText, periodText } from '../components/enrolment-texts';
import { useProviderDiscounts, useSaveDiscount } from '../components/use-discounts';

/** A yes/no filter's value in the URL. */
type WithOrWithout = 'with' | 'without';
const withOrWithout = (value: string | null): WithOrWithout | undefined =>
  value === 'with' || value === 'without' ? value : undefined;

/** A child enrolled in the activity now (or from a later day), with the enrolment the discount is on. */
interface EnrolledChild extends ActivityClassStudent {
  current: ActivityEnrolment;
}

const CUSTOM = 'custom';
const CLEAR = 'clear';

/**
 * /activities/preferences („Преференции“): the fee privileges of the children enrolled in an activity — the discount
 * on each child's current enrolment. Pick an activity (and a group), filter by „с/без преференции“ and „със/без СОП“
 * (spec 2 §9 "Kid filter options"); the director sets one of the provider's default discounts with one click, a
 * custom one in the dialog, or clears it (docs/activities.md "Enrolment" → "Preferences"). One card per group with a
 * line per child: the same at 360 px as on a desk. Not a ListPage: Activities/classes is one unpaged answer.
 */
export default function PreferencesPage() {
  const { params, update } = useUrlListState([]);
  const activityId = Number(params.get('activityId')) || undefined;
  const classId = Number(params.get('classId')) || undefined;
  const preferences = withOrWithout(params.get('preferences'));
  const sop = withOrWithout(params.get('sop'));
  const access = useGetUserDataQuery().data?.access ?? [];
  const canUpdate = allows(access, Resource.Activities, 'update');
  const activities = useGetEnrolmentActivityOptionsQuery();
  const classes = useGetActivityClassesQuery({ activityId: activityId! }, { skip: activityId === undefined });
  const defaults = useProviderDiscounts(activityId, !canUpdate);
  const { save, savingFor } = useSaveDiscount(activityId ?? 0);
  const [customFor, setCustomFor] = useState<DiscountTarget | null>(null);

  const groups = (classes.data ?? []).map((group) => ({
    ...group,
    children: group.students
      .filter((child) => child.enrolments.length > 0)
      .map((child): EnrolledChild => ({ ...child, current: child.enrolments[0]! })),
  }));
  const enrolled = groups.flatMap((group) => group.children);
  const matches = (child: EnrolledChild): boolean =>
    (preferences === undefined || (child.current.discountName !== null) === (preferences === 'with')) &&
    (sop === undefined || child.hasSpecialNeeds === (sop === 'with'));
  const shown = groups
    .filter((group) => classId === undefined || group.id === classId)
    .map((group) => ({ ...group, children: group.children.filter(matches) }))
    .filter((group) => group.children.length > 0);
  const shownCount = shown.reduce((sum, group) => sum + group.children.length, 0);
  const withDiscount = enrolled.filter((child) => child.current.discountName !== null).length;

  const setDefault = (child: EnrolledChild, preset: ProviderDiscountRow): void =>
    void save(child.id, { name: preset.name, percent: preset.percent }, `${child.name}: отстъпката „${preset.name}“ е записана.`);
  const clear = (child: EnrolledChild): void => void save(child.id, null, `${child.name}: отстъпката е премахната.`);
  const menuOf = (child: EnrolledChild): MenuProps['items'] => [
    ...(defaults.loading
      ? [{ key: 'loading', label: 'Зареждане…', disabled: true }]
      : defaults.presets.length === 0
        ? [{ key: 'none', label: 'Доставчикът няма отстъпки по подразбиране', disabled: true }]
        : defaults.presets.map((preset) => ({
            key: `preset-${preset.id}`,
            label: `${preset.name} (${percentText(String(preset.percent))})`,
            onClick: () => setDefault(child, preset),
          }))),
    { type: 'divider' as const },
    {
      key: CUSTOM,
      label: 'Друга отстъпка…',
      onClick: () => setCustomFor({ studentId: child.id, studentName: child.name, enrolment: child.current }),
    },
    ...(child.current.discountName ? [{ key: CLEAR, label: 'Без отстъпка', danger: true, onClick: () => clear(child) }] : []),
  ];

  const filterSelect = (
    label: string,
    key: 'preferences' | 'sop',
    value: WithOrWithout | undefined,
    options: [string, string],
  ) => (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      value={value}
      options={[
        { value: 'with', label: options[0] },
        { value: 'without', label: options[1] },
      ]}
      onChange={(next?: WithOrWithout) => update({ [key]: next })}
      style={{ width: 180 }}
    />
  );

  return (
    <Card title={<PageTitle>Преференции</PageTitle>}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Дейност"
          placeholder="Изберете дейност"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={activities.isLoading}
          value={activityId}
          options={(activities.data ?? []).map((activity) => ({ value: activity.id, label: activity.name }))}
          onChange={(id?: number) => update({ activityId: id, classId: undefined })}
          style={{ width: '100%', maxWidth: 360 }}
        />
        <GroupFilter
          groups={classes.data?.map((group) => ({ classId: group.id, className: group.name }))}
          loading={classes.isFetching}
          value={classId}
          onChange={(id) => update({ classId: id })}
        />
        {filterSelect('Преференции', 'preferences', preferences, ['С преференции', 'Без преференции'])}
        {filterSelect('СОП', 'sop', sop, ['Със СОП', 'Без СОП'])}
      </Flex>
      {activities.isError && <LoadError list={activities} />}
      {activityId === undefined ? (
        <Empty description="Изберете дейност, за да видите записаните деца и техните преференции." />
      ) : classes.isError ? (
        <LoadError list={classes} />
      ) : classes.isLoading ? (
        <Spin />
      ) : enrolled.length === 0 ? (
        <Empty description="В дейността няма записани деца." />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text>
            Записани деца: {enrolled.length}, с преференции: {withDiscount}
            {shownCount !== enrolled.length ? `; показани: ${shownCount}` : ''}
          </Typography.Text>
          {canUpdate && defaults.failed && (
            <Alert type="warning" showIcon title="Отстъпките на доставчика не се заредиха; можете да зададете друга отстъпка." />
          )}
          {shown.length === 0 && <Empty description="Няма деца, които отговарят на филтрите." />}
          {shown.map((group) => (
            <Card key={group.id} size="small" title={group.name}>
              <Flex vertical>
                {group.children.map((child) => (
                  <Flex
                    key={child.id}
                    role="group"
                    aria-label={child.name}
                    gap={8}
                    wrap
                    align="center"
                    justify="space-between"
                    style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
                  >
                    <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
                      <Typography.Text strong>{child.name}</Typography.Text>
                      <Flex gap={4} wrap>
                        {child.hasSpecialNeeds && <Tag color="purple">СОП</Tag>}
                        {child.current.discountName ? (
                          <DiscountTag enrolment={child.current} />
                        ) : (
                          <Typography.Text type="secondary">Без преференции</Typography.Text>
                        )}
                      </Flex>
                      <Typography.Text type="secondary">
                        Записано {periodText(child.current.fromDate, child.current.toDate)}
                      </Typography.Text>
                    </Flex>
                    {canUpdate && (
                      <Dropdown menu={{ items: menuOf(child) }} trigger={['click']}>
                        <Button size="small" aria-label={`Отстъпка за ${child.name}`} loading={savingFor === child.id}>
                          Отстъпка
                        </Button>
                      </Dropdown>
                    )}
                  </Flex>
                ))}
              </Flex>
            </Card>
          ))}
          {!canUpdate && <Alert type="info" showIcon title="Преференциите се задават от директора." />}
        </Flex>
      )}
      {activityId !== undefined && (
        <DiscountDialog activityId={activityId} target={customFor} onClose={() => setCustomFor(null)} />
      )}
    </Card>
  );
}
