import { type ActivityClass, type ActivityEnrolment, allows, Resource } from '@kg/contracts';
import { Alert, Button, Card, Checkbox, Empty, Flex, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';
import { LoadError } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import {
  useEnrolActivityStudentsMutation,
  useGetActivityClassesQuery,
  useGetEnrolmentActivityOptionsQuery,
  useSetActivityLeaveDatesMutation,
} from '../api';
import { DateDialog } from '../components/date-dialog';
import { DiscountDialog, type DiscountTarget } from '../components/discount-dialog';
import { DiscountTag } from '../components/discount-tag';
import { childrenText, periodText } from '../components/enrolment-texts';
import { HistoryDrawer } from '../components/history-drawer';

const collator = new Intl.Collator('bg');

/** What the date dialog is open for. */
type Dialog =
  | { kind: 'enrol'; studentIds: number[]; names: string[] }
  | { kind: 'enrolGroup'; group: ActivityClass }
  | { kind: 'leave'; studentIds: number[]; names: string[] };

/** The enrolment that is on now (or begins later) in the activity, and whether it carries a leave date. */
function enrolmentTags(enrolments: ActivityEnrolment[]) {
  return enrolments.map((enrolment) => (
    <Flex key={enrolment.id} gap={4} wrap>
      <Tag color={enrolment.toDate ? 'orange' : 'green'}>
        {enrolment.toDate
          ? `Записано ${periodText(enrolment.fromDate, enrolment.toDate)}`
          : `Записано ${periodText(enrolment.fromDate, null)}`}
      </Tag>
      <DiscountTag enrolment={enrolment} />
    </Flex>
  ));
}

/**
 * /activities/groups: pick an activity and see its groups with their children — enrolled from, leave dates,
 * discounts. The director selects children (or a whole group) and enrols them from a date, sets their last day, sets
 * a child's discount; anyone who reads sees a child's history in a drawer (docs/activities.md "Enrolment"). Cards
 * with one line per child: the same at 360 px as on a desk.
 */
export default function ActivityGroupsPage() {
  const [params, setParams] = useSearchParams();
  const activityId = Number(params.get('activityId')) || undefined;
  const access = useGetUserDataQuery().data?.access ?? [];
  const can = { enrol: allows(access, Resource.Activities, 'create'), update: allows(access, Resource.Activities, 'update') };
  const activities = useGetEnrolmentActivityOptionsQuery();
  const classes = useGetActivityClassesQuery({ activityId: activityId! }, { skip: activityId === undefined });
  const [enrol] = useEnrolActivityStudentsMutation();
  const [setLeave] = useSetActivityLeaveDatesMutation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [discountFor, setDiscountFor] = useState<DiscountTarget | null>(null);
  const [historyOf, setHistoryOf] = useState<{ id: number; name: string } | null>(null);

  const groups = classes.data ?? [];
  const names = new Map(groups.flatMap((group) => group.students.map((child) => [child.id, child.name] as const)));
  const selectedIds = [...selected].filter((id) => names.has(id));
  const selectedNames = selectedIds.map((id) => names.get(id)!).sort(collator.compare);
  const toggle = (id: number, on: boolean): void =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pickActivity = (id?: number): void => {
    setSelected(new Set());
    setParams(id ? { activityId: String(id) } : {});
  };
  const closeDialog = (): void => {
    if (dialog?.kind !== 'enrolGroup') setSelected(new Set());
    setDialog(null);
  };

  return (
    <Card title={<PageTitle>Групи в дейности</PageTitle>}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Дейност"
          placeholder="Изберете дейност"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={activities.isLoading}
          value={activityId}
          options={(activities.data ?? []).map((activity) => ({ value: activity.id, label: activity.name }))}
          onChange={(id?: number) => pickActivity(id)}
          style={{ width: '100%', maxWidth: 360 }}
        />
      </Flex>
      {activities.isError && <LoadError list={activities} />}
      {activityId === undefined ? (
        <Empty description="Изберете дейност, за да видите групите и децата в нея." />
      ) : classes.isError ? (
        <LoadError list={classes} />
      ) : classes.isLoading ? (
        <Spin />
      ) : groups.length === 0 ? (
        <Empty description="Дейността не е отворена за група от учебната година." />
      ) : (
        <Flex vertical gap={16}>
          {(can.enrol || can.update) && (
            <Flex gap={8} wrap align="center" role="group" aria-label="Действия с избраните деца">
              <Typography.Text>Избрани деца: {selectedIds.length}</Typography.Text>
              {can.enrol && (
                <Button
                  type="primary"
                  disabled={selectedIds.length === 0}
                  onClick={() => setDialog({ kind: 'enrol', studentIds: selectedIds, names: selectedNames })}
                >
                  Запиши избраните
                </Button>
              )}
              {can.update && (
                <Button
                  disabled={selectedIds.length === 0}
                  onClick={() => setDialog({ kind: 'leave', studentIds: selectedIds, names: selectedNames })}
                >
                  Дата на напускане
                </Button>
              )}
            </Flex>
          )}
          {groups.map((group) => (
            <Card
              key={group.id}
              size="small"
              title={group.name}
              extra={
                can.enrol && (
                  <Button
                    size="small"
                    aria-label={`Запиши групата ${group.name}`}
                    onClick={() => setDialog({ kind: 'enrolGroup', group })}
                  >
                    Запиши групата
                  </Button>
                )
              }
            >
              {group.students.length === 0 ? (
                <Typography.Text type="secondary">Няма деца в групата.</Typography.Text>
              ) : (
                <Flex vertical>
                  {group.students.map((child) => (
                    <Flex
                      key={child.id}
                      gap={8}
                      wrap
                      align="center"
                      justify="space-between"
                      style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
                    >
                      <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
                        {can.enrol || can.update ? (
                          <Checkbox checked={selected.has(child.id)} onChange={(event) => toggle(child.id, event.target.checked)}>
                            {child.name}
                          </Checkbox>
                        ) : (
                          <span>{child.name}</span>
                        )}
                        {child.enrolments.length ? (
                          enrolmentTags(child.enrolments)
                        ) : (
                          <Typography.Text type="secondary">Не е записано</Typography.Text>
                        )}
                      </Flex>
                      <Flex gap={4} wrap>
                        {can.update && child.enrolments.length > 0 && (
                          <Button
                            size="small"
                            aria-label={`Отстъпка за ${child.name}`}
                            onClick={() =>
                              setDiscountFor({ studentId: child.id, studentName: child.name, enrolment: child.enrolments[0]! })
                            }
                          >
                            Отстъпка
                          </Button>
                        )}
                        <Button
                          size="small"
                          type="link"
                          aria-label={`История на ${child.name}`}
                          onClick={() => setHistoryOf(child)}
                        >
                          История
                        </Button>
                      </Flex>
                    </Flex>
                  ))}
                </Flex>
              )}
            </Card>
          ))}
          {!can.enrol && !can.update && <Alert type="info" showIcon title="Записванията в дейността се правят от директора." />}
        </Flex>
      )}

      {activityId !== undefined && (
        <>
          <DateDialog
            open={dialog?.kind === 'enrol' || dialog?.kind === 'enrolGroup'}
            title="Записване в дейността"
            description={
              dialog?.kind === 'enrolGroup'
                ? `Всички деца от група „${dialog.group.name}“, които още не са записани.`
                : dialog?.kind === 'enrol'
                  ? childrenText(dialog.names)
                  : ''
            }
            label="Записване от дата"
            field="fromDate"
            okText="Запиши"
            success="Децата са записани."
            send={(fromDate) =>
              enrol(
                dialog?.kind === 'enrolGroup'
                  ? { activityId, fromDate, classId: dialog.group.id }
                  : { activityId, fromDate, studentIds: dialog?.kind === 'enrol' ? dialog.studentIds : [] },
              )
            }
            onClose={closeDialog}
          />
          <DateDialog
            open={dialog?.kind === 'leave'}
            title="Напускане на дейността"
            description={dialog?.kind === 'leave' ? `${childrenText(dialog.names)}: последният ден в дейността.` : ''}
            label="Последен ден"
            field="leaveDate"
            okText="Запази"
            success="Датата на напускане е записана."
            send={(leaveDate) =>
              setLeave({ activityId, leaveDate, studentIds: dialog?.kind === 'leave' ? dialog.studentIds : [] })
            }
            onClose={closeDialog}
          />
          <DiscountDialog activityId={activityId} target={discountFor} onClose={() => setDiscountFor(null)} />
        </>
      )}
      <HistoryDrawer student={historyOf} onClose={() => setHistoryOf(null)} />
    </Card>
  );
}
