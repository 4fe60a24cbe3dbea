import {
  type ActivityDetails,
  activityMessages,
  ActivityPriceModel,
  activityPriceModelLabels,
  DayOfWeek,
  dayOfWeekLabels,
  enumOptions,
  type SaveActivityRequest,
  type SaveResult,
  saveActivityRequest,
} from '@kg/contracts';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Spin,
  Switch,
  TimePicker,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { DecimalInput, IntegerInput } from '../../../shared/forms/decimal-input';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  useGetActivityGroupsQuery,
  useGetActivityQuery,
  useGetActivityTeachersQuery,
  useGetActivityTypesQuery,
  useGetKindergartenProvidersQuery,
  useSaveActivityMutation,
} from '../api';
import { centsFromText, textFromCents } from '../../../shared/money/money';

const BASE = '/activities/management';
const TIME_FORMAT = 'HH:mm';
const required = { required: true, message: 'Полето е задължително.' };
const workingDays = [DayOfWeek.Monday, DayOfWeek.Tuesday, DayOfWeek.Wednesday, DayOfWeek.Thursday, DayOfWeek.Friday].map(
  (day) => ({ value: day, label: dayOfWeekLabels[day] }),
);
const priceModels = enumOptions(activityPriceModelLabels);
const fields = saveActivityRequest.shape;

interface SlotValues {
  dayOfWeek?: DayOfWeek;
  startsAt?: Dayjs | null;
  endsAt?: Dayjs | null;
}

interface ActivityValues {
  providerId?: number;
  activityTypeId?: number;
  name: string;
  description?: string;
  teacherKind: 'staff' | 'provider';
  teacherId?: number;
  providerTeacherName?: string;
  classIds: number[];
  schedule: SlotValues[];
  capacity?: string;
  priceModel: ActivityPriceModel;
  /** Euro with two decimals as typed ("22.80"); sent as cents. */
  priceCents?: string;
  minimumCents?: string;
  activeFrom?: Dayjs | null;
  activeTo?: Dayjs | null;
  enrollmentRequestsEnabled: boolean;
  delistmentEnabled: boolean;
}

const time = (text: string): Dayjs => dayjs(`2000-01-01T${text}`);

function initialValues(activity: ActivityDetails | undefined): Partial<ActivityValues> {
  if (!activity) {
    return {
      teacherKind: 'staff',
      classIds: [],
      schedule: [{}],
      priceModel: ActivityPriceModel.MonthlyFlat,
      enrollmentRequestsEnabled: true,
      delistmentEnabled: true,
    };
  }
  return {
    providerId: activity.providerId,
    activityTypeId: activity.activityTypeId,
    name: activity.name,
    description: activity.description ?? undefined,
    teacherKind: activity.teacherId === null && activity.providerTeacherName ? 'provider' : 'staff',
    teacherId: activity.teacherId ?? undefined,
    providerTeacherName: activity.providerTeacherName ?? undefined,
    classIds: activity.groups.map((group) => group.id),
    schedule: activity.schedule.map((slot) => ({
      dayOfWeek: slot.dayOfWeek,
      startsAt: time(slot.startsAt),
      endsAt: time(slot.endsAt),
    })),
    capacity: activity.capacity === null ? undefined : String(activity.capacity),
    priceModel: activity.priceModel,
    priceCents: textFromCents(activity.priceCents),
    minimumCents: textFromCents(activity.minimumCents),
    activeFrom: dayjs(activity.activeFrom),
    activeTo: activity.activeTo ? dayjs(activity.activeTo) : null,
    enrollmentRequestsEnabled: activity.enrollmentRequestsEnabled,
    delistmentEnabled: activity.delistmentEnabled,
  };
}

/** What the form sends (POST /api/activities): cents from the euro texts, 'HH:mm' from the time pickers. */
function requestOf(values: ActivityValues, id: number | undefined): SaveActivityRequest {
  const staff = values.teacherKind === 'staff';
  const withMinimum = values.priceModel === ActivityPriceModel.MonthlyWithMinimum;
  return {
    ...(id !== undefined ? { id } : {}),
    providerId: values.providerId!,
    activityTypeId: values.activityTypeId!,
    name: values.name.trim(),
    description: values.description?.trim() || null,
    teacherId: staff ? (values.teacherId ?? null) : null,
    providerTeacherName: staff ? null : values.providerTeacherName?.trim() || null,
    classIds: values.classIds,
    schedule: values.schedule.map((slot) => ({
      dayOfWeek: slot.dayOfWeek!,
      startsAt: slot.startsAt!.format(TIME_FORMAT),
      endsAt: slot.endsAt!.format(TIME_FORMAT),
    })),
    capacity: values.capacity ? Number(values.capacity) : null,
    priceModel: values.priceModel,
    priceCents: centsFromText(values.priceCents) ?? 0,
    minimumCents: withMinimum ? centsFromText(values.minimumCents) : null,
    activeFrom: toApiDate(values.activeFrom!),
    activeTo: values.activeTo ? toApiDate(values.activeTo) : null,
    enrollmentRequestsEnabled: values.enrollmentRequestsEnabled,
    delistmentEnabled: values.delistmentEnabled,
  };
}

/** /activities/management/create and /activities/management/:id: one activity of the kindergarten. */
export default function ActivityFormPage() {
  const { id: idText } = useParams();
  const id = idText === undefined ? undefined : Number(idText);
  const invalidId = id !== undefined && !(Number.isInteger(id) && id > 0);
  const activity = useGetActivityQuery(id ?? 0, { skip: id === undefined || invalidId });
  const providers = useGetKindergartenProvidersQuery();
  const types = useGetActivityTypesQuery();
  const groups = useGetActivityGroupsQuery();
  const teachers = useGetActivityTeachersQuery();
  const [save] = useSaveActivityMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<ActivityValues, SaveResult>({
    save: (values) => save(requestOf(values, id)),
    success: 'Дейността е запазена.',
    onSaved: () => void navigate(BASE),
  });
  const teacherKind = Form.useWatch('teacherKind', form);
  const priceModel = Form.useWatch('priceModel', form);

  if (invalidId || (activity.isError && 'status' in activity.error && activity.error.status === 404)) {
    return <Result status="404" title={activityMessages.notFound} extra={<Link to={BASE}>Към списъка</Link>} />;
  }
  if (activity.isError) return <Alert type="error" showIcon title={errorMessage(activity.error)} />;
  if (id !== undefined && !activity.data) return <Spin description="Зареждане…" />;

  const endAfterStart = (index: number) => ({
    validator: async (_rule: unknown, endsAt: Dayjs | null | undefined) => {
      const startsAt: Dayjs | null | undefined = form.getFieldValue(['schedule', index, 'startsAt']);
      if (startsAt && endsAt && !endsAt.isAfter(startsAt)) throw new Error(activityMessages.endBeforeStart);
    },
  });

  return (
    <Card style={{ maxWidth: 880 }} title={<PageTitle>{id === undefined ? 'Нова дейност' : activity.data!.name}</PageTitle>}>
      <Form<ActivityValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={initialValues(activity.data)}
        onFinish={(values) => void submit(values)}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="providerId" label="Доставчик" rules={[required]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={providers.isLoading}
                options={(providers.data?.result ?? []).map((provider) => ({ value: provider.id, label: provider.name }))}
                notFoundContent="Няма доставчици, които работят в детската градина."
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="activityTypeId" label="Вид дейност" rules={[required]}>
              <Select
                loading={types.isLoading}
                options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="name" label="Наименование" rules={[zodRule(fields.name)]}>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="description" label="Описание">
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>

        <Form.Item name="teacherKind" label="Преподавател">
          <Radio.Group
            options={[
              { value: 'staff', label: 'Служител на детската градина' },
              { value: 'provider', label: 'Преподавател на доставчика' },
            ]}
          />
        </Form.Item>
        {teacherKind === 'provider' ? (
          <Form.Item name="providerTeacherName" label="Име на преподавателя" rules={[required]}>
            <Input maxLength={150} />
          </Form.Item>
        ) : (
          <Form.Item name="teacherId" label="Служител" rules={[required]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={teachers.isLoading}
              options={(teachers.data ?? []).map((teacher) => ({
                value: teacher.id,
                label: `${teacher.name} (${teacher.occupation})`,
              }))}
            />
          </Form.Item>
        )}

        <Form.Item
          name="classIds"
          label="Групи"
          extra="Групите от избраната учебна година, за които е дейността."
          rules={[{ required: true, type: 'array', min: 1, message: activityMessages.groupsRequired }]}
        >
          <Select
            mode="multiple"
            loading={groups.isLoading}
            options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
          />
        </Form.Item>

        <Form.List
          name="schedule"
          rules={[
            {
              validator: async (_rule, slots: SlotValues[] | undefined) => {
                if (!slots?.length) throw new Error(activityMessages.scheduleRequired);
              },
            },
          ]}
        >
          {(slots, { add, remove }, { errors }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>Дни и часове</legend>
              {slots.map((slot, index) => (
                <Flex key={slot.key} gap={8} wrap align="start">
                  <Form.Item name={[slot.name, 'dayOfWeek']} rules={[required]} style={{ minWidth: 140, flex: '1 1 140px' }}>
                    <Select aria-label={`Ден, ред ${index + 1}`} placeholder="Ден" options={workingDays} />
                  </Form.Item>
                  <Form.Item name={[slot.name, 'startsAt']} rules={[required]} style={{ flex: '1 1 100px' }}>
                    <TimePicker
                      aria-label={`Начало, ред ${index + 1}`}
                      placeholder="От"
                      format={TIME_FORMAT}
                      minuteStep={5}
                      needConfirm={false}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[slot.name, 'endsAt']}
                    dependencies={[['schedule', slot.name, 'startsAt']]}
                    rules={[required, endAfterStart(slot.name)]}
                    style={{ flex: '1 1 100px' }}
                  >
                    <TimePicker
                      aria-label={`Край, ред ${index + 1}`}
                      placeholder="До"
                      format={TIME_FORMAT}
                      minuteStep={5}
                      needConfirm={false}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  <Button
                    aria-label={`Премахни ред ${index + 1}`}
                    onClick={() => remove(slot.name)}
                    disabled={slots.length === 1}
                  >
                    Премахни
                  </Button>
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button onClick={() => add({})}>Добави ден</Button>
            </fieldset>
          )}
        </Form.List>

        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="priceModel" label="Начин на плащане" rules={[required]}>
              <Select options={priceModels} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="priceCents"
              label={priceModel === ActivityPriceModel.MonthlyFlat ? 'Месечна такса (€)' : 'Цена за посещение (€)'}
              rules={[required]}
            >
              <DecimalInput precision={2} />
            </Form.Item>
          </Col>
          {priceModel === ActivityPriceModel.MonthlyWithMinimum && (
            <Col xs={24} sm={12} md={8}>
              <Form.Item name="minimumCents" label="Месечен минимум (€)" rules={[required]}>
                <DecimalInput precision={2} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="capacity" label="Капацитет (деца)" extra="Празно: без ограничение.">
              <IntegerInput maxLength={4} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="activeFrom" label="Активна от" rules={[required]}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name="activeTo"
              label="Активна до"
              dependencies={['activeFrom']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, to: Dayjs | null | undefined) => {
                    const from: Dayjs | null | undefined = getFieldValue('activeFrom');
                    if (from && to && to.isBefore(from, 'day')) throw new Error(activityMessages.activeToBeforeFrom);
                  },
                }),
              ]}
            >
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="enrollmentRequestsEnabled"
          label="Родителите могат да подават заявления за записване"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="delistmentEnabled" label="Родителите могат да подават заявления за отписване" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={12} align="center">
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          <Link to={BASE}>Откажи</Link>
        </Flex>
      </Form>
    </Card>
  );
}
