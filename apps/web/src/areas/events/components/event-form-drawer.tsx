import { Audience, type EventRow, saveEventRequest } from '@kg/contracts';
import { Button, DatePicker, Drawer, Flex, Form, Input, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { AudienceFields, type AudienceValues, audienceSpecOf } from '../../../shared/communication/audience-fields';
import { dayjs } from '../../../shared/dates/dates';
import { RichTextEditor } from '../../../shared/forms/rich-text/rich-text-editor';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useSaveEventMutation } from '../api';

interface Values extends AudienceValues {
  title: string;
  description?: string;
  allDay: boolean;
  fromDate: Dayjs;
  toDate: Dayjs;
}

const fields = saveEventRequest.shape;
const required = { required: true, message: 'Полето е задължително.' };

function initialValues(event: EventRow | null, day: Dayjs, allowAll: boolean): Partial<Values> {
  if (!event) {
    const start = day.hour(9).minute(0).second(0);
    return {
      allDay: false,
      fromDate: start,
      toDate: start.add(1, 'hour'),
      audience: allowAll ? Audience.All : Audience.OnlyClasses,
      classIds: [],
    };
  }
  return {
    title: event.title,
    description: event.description,
    allDay: event.allDay,
    fromDate: dayjs(event.fromDate),
    toDate: dayjs(event.toDate),
    audience: event.audience ?? Audience.All,
    classIds: event.classIds,
  };
}

/** Creating or changing an event: title, rich text, all day or from–to with times, and who it is for. */
export function EventFormDrawer({
  event,
  day,
  open,
  allowAll,
  onClose,
}: {
  event: EventRow | null;
  day: Dayjs;
  open: boolean;
  /** The writer may address the whole kindergarten. */
  allowAll: boolean;
  onClose: () => void;
}) {
  const [save] = useSaveEventMutation();
  const { form, submit, saving } = useSaveForm({
    save: (values: Values) => {
      const moment = (value: Dayjs) => (values.allDay ? value.format('YYYY-MM-DD') : value.second(0).millisecond(0).format());
      return save({
        ...(event ? { id: event.id } : {}),
        title: values.title,
        description: values.description ?? '',
        allDay: values.allDay,
        fromDate: moment(values.fromDate),
        toDate: moment(values.toDate),
        ...audienceSpecOf(values),
      });
    },
    success: event ? 'Събитието е променено.' : 'Събитието е добавено.',
    onSaved: onClose,
  });
  const allDay = Form.useWatch('allDay', form) ?? false;
  const format = allDay ? 'DD.MM.YYYY' : 'DD.MM.YYYY HH:mm';

  const notBeforeStart = {
    validator: async (_rule: unknown, value: Dayjs | undefined) => {
      const from = form.getFieldValue('fromDate') as Dayjs | undefined;
      if (value && from && value.isBefore(from, allDay ? 'day' : 'minute')) throw new Error('Краят не може да е преди началото.');
    },
  };

  return (
    <Drawer title={event ? 'Редактиране на събитие' : 'Ново събитие'} open={open} onClose={onClose} size={640} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(event, day, allowAll)}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="title" label="Заглавие" required rules={[zodRule(fields.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="allDay" label="Цял ден" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="fromDate" label="Начало" rules={[required]} style={{ flex: '1 1 200px' }}>
            <DatePicker
              showTime={allDay ? false : { format: 'HH:mm', minuteStep: 5 }}
              format={format}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="toDate"
            label="Край"
            dependencies={['fromDate', 'allDay']}
            rules={[required, notBeforeStart]}
            style={{ flex: '1 1 200px' }}
          >
            <DatePicker
              showTime={allDay ? false : { format: 'HH:mm', minuteStep: 5 }}
              format={format}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Flex>
        <AudienceFields allowAll={allowAll} />
        <Form.Item name="description" label="Описание">
          <RichTextEditor aria-label="Описание" minHeight={160} />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Отказ</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
