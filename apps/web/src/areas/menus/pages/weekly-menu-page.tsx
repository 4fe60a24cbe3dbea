import {
  Allergen,
  allergenLabels,
  type MenuDish,
  menuAgeBandLabels,
  menusRoutes,
  MenuStatus,
  RealtimeEvent,
  weekdayLabels,
} from '@kg/contracts';
import { Alert, App, Button, Card, Empty, Flex, Select, Spin, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate, sofiaToday } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { useRealtimeEvent } from '../../../shared/realtime';
import { PageTitle } from '../../../shared/ui/page-title';
import { AllergenNumbers } from '../../recipes/components/allergen-numbers';
import { menusApi, useGetMenuGroupsQuery, useGetWeeklyMenuQuery } from '../api';
import { MenuStatusTag } from '../components/menu-status-tag';
import { NutritionLine } from '../components/nutrition-line';
import { addWeeks, mondayOf, weekLabel } from '../components/week';

const allergenNumbers = Object.values(Allergen).filter((value): value is Allergen => typeof value === 'number');

const names = (allergens: readonly Allergen[]) => allergens.map((allergen) => allergenLabels[allergen].toLowerCase()).join(', ');

/** The warnings of a dish: a parent her own child's, staff the names of the group's children, or the counts. */
function DishWarnings({ dish }: { dish: MenuDish }) {
  return (
    <>
      {dish.conflicts.map((child) => (
        <Alert
          key={child.studentId}
          type="warning"
          showIcon
          title={`Внимание: съдържа ${names(child.allergens)} — алергия на ${child.fullName}`}
        />
      ))}
      {dish.conflictCounts.map((count) => (
        <Alert
          key={count.allergen}
          type="warning"
          showIcon
          title={`Внимание: съдържа ${allergenLabels[count.allergen].toLowerCase()} — алергия на ${count.children} ${count.children === 1 ? 'дете' : 'деца'} в групата`}
        />
      ))}
    </>
  );
}

/**
 * /menu: the week's menu of a group (a parent's: her child's group, published weeks only) with the allergen numbers,
 * their legend and the warnings; previous and next week; one day under another, so it reads on a phone.
 */
export default function WeeklyMenuPage() {
  const [params, setParams] = useSearchParams();
  const groups = useGetMenuGroupsQuery();
  const classId = Number(params.get('group')) || groups.data?.[0]?.classId;
  const week = mondayOf(params.get('week') ?? sofiaToday());
  const weekly = useGetWeeklyMenuQuery({ classId: classId ?? 0, week }, { skip: !classId });
  const go = (changes: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...changes });
  const menu = weekly.data?.menu ?? null;
  const dispatch = useDispatch();
  const { message } = App.useApp();
  // A menu published while the page is open (docs/menus.md "Realtime"): say so and load the week again.
  useRealtimeEvent(RealtimeEvent.MenuPublished, (payload) => {
    void message.info(payload.text);
    dispatch(menusApi.util.invalidateTags([{ type: 'Menus', id: 'WEEK' }]));
  });
  const usedAllergens = allergenNumbers.filter((allergen) => menu?.dishes.some((dish) => dish.allergens.includes(allergen)));

  const body = () => {
    if (groups.isError) return <Alert type="error" showIcon title={errorMessage(groups.error)} />;
    if (groups.data && groups.data.length === 0) return <Empty description="Няма група, чието меню да видите." />;
    if (weekly.isError) return <Alert type="error" showIcon title={errorMessage(weekly.error)} />;
    if (!weekly.data || weekly.isFetching) return <Spin description="Зареждане…" />;
    if (!menu) return <Empty description="Менюто за тази седмица още не е публикувано." />;
    return (
      <Flex vertical gap={12}>
        {menu.status !== MenuStatus.Published && (
          <Flex gap={8} align="center">
            <MenuStatusTag status={menu.status} />
            <Typography.Text type="secondary">Родителите виждат само публикувано меню.</Typography.Text>
          </Flex>
        )}
        {menu.days.map((day) => {
          const dishes = menu.dishes.filter((dish) => dish.weekday === day.weekday);
          return (
            <Card key={day.weekday} size="small" title={`${weekdayLabels[day.weekday]}, ${formatDate(day.date)}`}>
              {day.dayOff ? (
                <Typography.Text type="secondary">{day.dayOff}</Typography.Text>
              ) : (
                <Flex vertical gap={10}>
                  {menu.meals.map((meal) => {
                    const here = dishes.filter((dish) => dish.mealType === meal.value);
                    if (here.length === 0) return null;
                    return (
                      <section key={meal.value} aria-label={`${meal.label}, ${weekdayLabels[day.weekday]}`}>
                        <Typography.Text strong>
                          {meal.label}
                          {meal.time ? ` · ${meal.time}` : ''}
                        </Typography.Text>
                        <Flex vertical gap={6} style={{ marginTop: 4 }}>
                          {here.map((dish) => (
                            <Flex key={dish.id} vertical gap={4}>
                              <Flex justify="space-between" align="center" gap={8} wrap>
                                <span>{dish.recipeName}</span>
                                <AllergenNumbers allergens={dish.allergens} />
                              </Flex>
                              <DishWarnings dish={dish} />
                            </Flex>
                          ))}
                        </Flex>
                      </section>
                    );
                  })}
                  {dishes.length === 0 && <Typography.Text type="secondary">Няма ястия за деня.</Typography.Text>}
                  <NutritionLine label="За деня" nutrients={day.nutrients} />
                </Flex>
              )}
            </Card>
          );
        })}
        {menu.note && <Typography.Paragraph>{menu.note}</Typography.Paragraph>}
        {usedAllergens.length > 0 && (
          <section aria-label="Алергени">
            <Typography.Text strong>Алергени в менюто</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {usedAllergens.map((allergen) => (
                <li key={allergen}>
                  {allergen}. {allergenLabels[allergen]}
                </li>
              ))}
            </ul>
          </section>
        )}
        <DownloadButton path={routePath(menusRoutes.receipts, { query: { id: menu.id } })}>Изтегли PDF</DownloadButton>
      </Flex>
    );
  };

  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <PageTitle>Меню</PageTitle>
      {groups.data && groups.data.length > 1 && (
        <Select
          aria-label="Група"
          value={classId}
          onChange={(value: number) => go({ group: String(value) })}
          options={groups.data.map((group) => ({
            value: group.classId,
            label: group.children.length ? `${group.children.join(', ')} — ${group.className}` : group.className,
          }))}
          style={{ maxWidth: '100%' }}
        />
      )}
      {weekly.data && (
        <Typography.Text type="secondary">
          {groups.data?.length === 1 ? `${weekly.data.className} · ` : ''}
          {menuAgeBandLabels[weekly.data.ageBand]}
        </Typography.Text>
      )}
      <Flex justify="space-between" align="center" gap={8}>
        <Button aria-label="Предишна седмица" onClick={() => go({ week: addWeeks(week, -1) })}>
          ‹ Предишна
        </Button>
        <Typography.Text strong style={{ textAlign: 'center' }}>
          {weekLabel(week)}
        </Typography.Text>
        <Button aria-label="Следваща седмица" onClick={() => go({ week: addWeeks(week, 1) })}>
          Следваща ›
        </Button>
      </Flex>
      {body()}
    </Flex>
  );
}
