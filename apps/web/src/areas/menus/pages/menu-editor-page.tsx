import {
  allows,
  type Allergen,
  enumOptions,
  type MealType,
  type MenuAgeBand,
  menuAgeBandLabels,
  type MenuDetails,
  menuMessages,
  menusRoutes,
  MenuStatus,
  menuWeekdays,
  Resource,
  weekdayLabels,
} from '@kg/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Grid,
  Input,
  Modal,
  Result,
  Row,
  Segmented,
  Select,
  Spin,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { dayjs, formatDate, formatDateTime } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { PageTitle } from '../../../shared/ui/page-title';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import { AllergenNumbers } from '../../recipes/components/allergen-numbers';
import {
  useApproveMenuMutation,
  useCopyMenuMutation,
  useDeleteMenuMutation,
  useGetMenuMealTypesQuery,
  useGetMenuQuery,
  usePublishMenuMutation,
  useSaveMenuMutation,
} from '../api';
import { EstimatedQuantitiesButton } from '../components/estimated-quantities';
import { MenuNormComparison } from '../components/menu-norms';
import { MenuStatusTag } from '../components/menu-status-tag';
import { NutritionLine } from '../components/nutrition-line';
import { type PickedRecipe, RecipePicker } from '../components/recipe-picker';
import { addWeeks, mondayOf, weekLabel } from '../components/week';

interface Dish {
  weekday: number;
  mealType: MealType;
  recipeId: number;
  recipeName: string;
  allergens: Allergen[];
}

const bandOptions = enumOptions(menuAgeBandLabels);
const shortDay: Record<number, string> = { 1: 'Пн', 2: 'Вт', 3: 'Ср', 4: 'Чт', 5: 'Пт' };

/** /kitchen/create-menu and /kitchen/menu/:id: the week grid of one menu. */
export default function MenuEditorPage() {
  const { id: idText } = useParams();
  const id = idText === undefined ? undefined : Number(idText);
  const invalid = idText !== undefined && !(Number.isInteger(id) && id! > 0);
  const record = useGetMenuQuery(id ?? 0, { skip: id === undefined || invalid });
  if (invalid || (record.error && 'status' in record.error && record.error.status === 404)) {
    return <Result status="404" title={menuMessages.notFound} extra={<Link to="/kitchen/menu">Към списъка</Link>} />;
  }
  if (record.error) return <Alert type="error" showIcon title={errorMessage(record.error)} />;
  if (id !== undefined && !record.data) return <Spin description="Зареждане…" />;
  return <MenuEditor key={record.data?.id ?? 'new'} record={record.data} />;
}

function MenuEditor({ record }: { record: MenuDetails | undefined }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const meals = useGetMenuMealTypesQuery();
  const [save, saving] = useSaveMenuMutation();
  const [approve, approving] = useApproveMenuMutation();
  const [publish, publishing] = usePublishMenuMutation();
  const [remove] = useDeleteMenuMutation();
  const [copy, copying] = useCopyMenuMutation();
  const [weekStart, setWeekStart] = useState(
    record?.weekStart ??
      mondayOf(/^\d{4}-\d{2}-\d{2}$/.test(params.get('week') ?? '') ? params.get('week')! : addWeeks(mondayOf(dayjs()), 1)),
  );
  const [ageBand, setAgeBand] = useState<MenuAgeBand | undefined>(record?.ageBand);
  const [note, setNote] = useState(record?.note ?? '');
  const [dishes, setDishes] = useState<Dish[]>(record?.dishes ?? []);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [day, setDay] = useState(1);
  const [copyWeek, setCopyWeek] = useState<string | null>(null);

  const access = useGetUserDataQuery().data?.access ?? [];
  const editable = record ? record.mayEdit : allows(access, Resource.Menus, 'create');
  const mealRows = record?.meals ?? meals.data ?? [];
  const change = (next: Dish[]) => {
    setDishes(next);
    setChanged(true);
  };
  const add = (weekday: number, mealType: MealType, recipe: PickedRecipe) => {
    if (dishes.some((dish) => dish.weekday === weekday && dish.mealType === mealType && dish.recipeId === recipe.id)) return;
    change([
      ...dishes,
      { weekday, mealType, recipeId: recipe.id, recipeName: recipe.name, allergens: recipe.allergens as Allergen[] },
    ]);
  };
  const removeDish = (target: Dish) => change(dishes.filter((dish) => dish !== target));

  const onSave = async () => {
    setErrors({});
    if (!ageBand) {
      setErrors({ ageBand: ['Изберете възрастова група.'] });
      return;
    }
    const result = await save({
      ...(record ? { id: record.id } : {}),
      weekStart,
      ageBand,
      note,
      dishes: dishes.map(({ weekday, mealType, recipeId }) => ({ weekday, mealType, recipeId })),
    });
    if (result.error) {
      setErrors(fieldErrors(result.error));
      void message.error(errorMessage(result.error));
      return;
    }
    void message.success('Менюто е записано.');
    setChanged(false);
    if (!record) void navigate(`/kitchen/menu/${String(result.data.entityId)}`);
  };
  const onApprove = async () => {
    if (!record) return;
    const result = await approve(record.id);
    if (result.error) setRefusal(errorMessage(result.error));
    else {
      setRefusal(null);
      void message.success('Менюто е одобрено.');
    }
  };
  const onPublish = async () => {
    if (!record) return;
    const result = await publish(record.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Менюто е публикувано за родителите.');
  };
  const onDelete = async () => {
    if (!record) return;
    const result = await remove(record.id);
    if (result.error) void message.error(errorMessage(result.error));
    else {
      void message.success('Менюто е изтрито.');
      void navigate('/kitchen/menu');
    }
  };
  const onCopy = async () => {
    if (!record || !copyWeek) return;
    const result = await copy({ id: record.id, weekStart: copyWeek });
    if (result.error) void message.error(errorMessage(result.error));
    else {
      setCopyWeek(null);
      void message.success('Менюто е копирано като чернова.');
      void navigate(`/kitchen/menu/${String(result.data.entityId)}`);
    }
  };

  const dayCard = (weekday: number) => {
    const info = record?.days.find((row) => row.weekday === weekday);
    const date = dayjs(weekStart).add(weekday - 1, 'day');
    return (
      <Card
        size="small"
        title={`${weekdayLabels[weekday]}, ${formatDate(date)}`}
        style={{ height: '100%' }}
        styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
      >
        {info?.dayOff && <Alert type="info" title={info.dayOff} />}
        {mealRows.map((meal) => {
          const here = dishes.filter((dish) => dish.weekday === weekday && dish.mealType === meal.value);
          return (
            <section key={meal.value} aria-label={`${meal.label}, ${weekdayLabels[weekday]}`}>
              <Typography.Text strong>
                {meal.label}
                {meal.time ? ` · ${meal.time}` : ''}
              </Typography.Text>
              <Flex vertical gap={4} style={{ marginTop: 4 }}>
                {here.map((dish) => (
                  <Flex key={dish.recipeId} justify="space-between" align="center" gap={4} wrap>
                    <span>{dish.recipeName}</span>
                    <Flex gap={4} align="center">
                      <AllergenNumbers allergens={dish.allergens} />
                      {editable && (
                        <Button
                          size="small"
                          type="text"
                          danger
                          aria-label={`Премахни „${dish.recipeName}“ от ${meal.label.toLowerCase()}, ${weekdayLabels[weekday]}`}
                          onClick={() => removeDish(dish)}
                        >
                          ✕
                        </Button>
                      )}
                    </Flex>
                  </Flex>
                ))}
                {here.length === 0 && <Typography.Text type="secondary">Няма ястия</Typography.Text>}
                {editable && !info?.dayOff && (
                  <RecipePicker
                    label={`Добави ястие: ${meal.label}, ${weekdayLabels[weekday]}`}
                    onPick={(recipe) => add(weekday, meal.value, recipe)}
                  />
                )}
              </Flex>
            </section>
          );
        })}
        {!changed && <NutritionLine label="За деня" nutrients={info?.nutrients ?? null} />}
      </Card>
    );
  };

  const wide = screens.lg;
  const title = record ? `Меню за ${weekLabel(record.weekStart)}` : 'Ново меню';
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center" wrap>
          <PageTitle>{title}</PageTitle>
          {record && <MenuStatusTag status={record.status} />}
        </Flex>
        <Flex gap={8} wrap>
          {record?.mayApprove && record.status === MenuStatus.Draft && !changed && (
            <Button type="primary" loading={approving.isLoading} onClick={() => void onApprove()}>
              Одобри
            </Button>
          )}
          {record?.mayApprove && record.status === MenuStatus.Approved && (
            <Button type="primary" loading={publishing.isLoading} onClick={() => void onPublish()}>
              Публикувай за родителите
            </Button>
          )}
          {record && (
            <DownloadButton path={routePath(menusRoutes.receipts, { query: { id: record.id } })}>Изтегли PDF</DownloadButton>
          )}
          {record && editable && (
            <Button onClick={() => setCopyWeek(addWeeks(record.weekStart, 1))}>Копирай в друга седмица</Button>
          )}
          {record && editable && <EstimatedQuantitiesButton menuId={record.id} />}
          {record && editable && record.status === MenuStatus.Draft && (
            <ConfirmDeleteButton
              title="Изтриване на меню"
              description={`Да се изтрие ли менюто за ${weekLabel(record.weekStart)}?`}
              onConfirm={onDelete}
            />
          )}
        </Flex>
      </Flex>
      {record && record.status !== MenuStatus.Draft && editable && (
        <Alert
          type="warning"
          showIcon
          title={`Менюто е ${record.status === MenuStatus.Published ? 'публикувано' : 'одобрено'}${record.approvedBy ? ` от ${record.approvedBy}` : ''}${record.approvedAt ? ` на ${formatDateTime(record.approvedAt)}` : ''}. Всяка промяна го връща в статус „Чернова“ и то трябва да бъде одобрено отново.`}
        />
      )}
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
      {record && record.incompleteRecipes.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Непълни хранителни стойности: ${record.incompleteRecipes.map((recipe) => `„${recipe.name}“`).join(', ')}. Менюто не може да бъде одобрено, докато рецептите не бъдат допълнени.`}
        />
      )}
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              label="Седмица"
              required
              validateStatus={errors.weekStart ? 'error' : undefined}
              help={errors.weekStart?.[0]}
            >
              <DatePicker
                picker="week"
                aria-label="Седмица"
                allowClear={false}
                disabled={!editable}
                value={dayjs(weekStart)}
                format={(value) => weekLabel(mondayOf(value))}
                onChange={(value) => {
                  if (value) setWeekStart(mondayOf(value));
                  setChanged(true);
                }}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              label="Възрастова група"
              required
              validateStatus={errors.ageBand ? 'error' : undefined}
              help={errors.ageBand?.[0]}
            >
              <Select
                aria-label="Възрастова група"
                placeholder="Изберете възрастова група"
                disabled={!editable}
                value={ageBand}
                options={bandOptions}
                onChange={(value: MenuAgeBand) => {
                  setAgeBand(value);
                  setChanged(true);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item label="Бележка" validateStatus={errors.note ? 'error' : undefined} help={errors.note?.[0]}>
              <Input
                aria-label="Бележка"
                maxLength={500}
                disabled={!editable}
                value={note}
                onChange={(event) => {
                  setNote(event.target.value);
                  setChanged(true);
                }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {Object.entries(errors)
        .filter(([key]) => key.startsWith('dishes.'))
        .map(([key, texts]) => {
          const dish = dishes[Number(key.split('.')[1])];
          return (
            <Alert
              key={key}
              type="error"
              showIcon
              title={`${dish ? `${weekdayLabels[dish.weekday]}, „${dish.recipeName}“: ` : ''}${texts.join(' ')}`}
            />
          );
        })}
      {wide ? (
        <Row gutter={[12, 12]} wrap={false} style={{ overflowX: 'auto' }}>
          {menuWeekdays.map((weekday) => (
            <Col key={weekday} flex="1 1 0" style={{ minWidth: 200 }}>
              {dayCard(weekday)}
            </Col>
          ))}
        </Row>
      ) : (
        <Flex vertical gap={8}>
          <Segmented
            block
            aria-label="Ден от седмицата"
            value={day}
            onChange={(value) => setDay(Number(value))}
            options={menuWeekdays.map((weekday) => ({ value: weekday, label: shortDay[weekday], title: weekdayLabels[weekday] }))}
          />
          {dayCard(day)}
        </Flex>
      )}
      {changed && record && (
        <Typography.Text type="secondary">Хранителните стойности се преизчисляват след запис.</Typography.Text>
      )}
      {!changed && record && <NutritionLine label="Средно за седмицата" nutrients={record.weekAverage} />}
      {!changed && record && <MenuNormComparison menu={record} />}
      {editable && (
        <Flex gap={8}>
          <Button type="primary" loading={saving.isLoading} onClick={() => void onSave()}>
            Запиши
          </Button>
          <Link to="/kitchen/menu">
            <Button>Към списъка</Button>
          </Link>
        </Flex>
      )}
      <Modal
        title="Копиране в друга седмица"
        open={copyWeek !== null}
        okText="Копирай"
        cancelText="Отказ"
        confirmLoading={copying.isLoading}
        onOk={() => void onCopy()}
        onCancel={() => setCopyWeek(null)}
      >
        <Form layout="vertical" component="div">
          <Form.Item label="Седмица">
            <DatePicker
              picker="week"
              aria-label="Седмица за копието"
              allowClear={false}
              value={copyWeek ? dayjs(copyWeek) : null}
              format={(value) => weekLabel(mondayOf(value))}
              onChange={(value) => value && setCopyWeek(mondayOf(value))}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
