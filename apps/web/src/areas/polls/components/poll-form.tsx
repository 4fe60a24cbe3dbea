import {
  Audience,
  createPollRequest,
  POLL_LIMITS,
  pollMessages,
  PollQuestionKind,
  pollQuestionKindLabels,
  type PollQuestionInput,
  Resource,
} from '@kg/contracts';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Select, Switch, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { AudienceFields, type AudienceValues, mayAddressAll } from '../../../shared/communication/audience-fields';
import { dayjs } from '../../../shared/dates/dates';
import { RichTextEditor } from '../../../shared/forms/rich-text/rich-text-editor';
import { useGetUserDataQuery } from '../../identity/api';
import { zodRule } from '../../../shared/forms/zod-rule';

export interface PollFormValues extends AudienceValues {
  title: string;
  description?: string;
  expirationTime: Dayjs;
  isAnonymous: boolean;
  questions: PollQuestionInput[];
}

const fields = createPollRequest.shape;
const required = { required: true, message: 'Полето е задължително.' };
const kindOptions = [PollQuestionKind.SingleChoice, PollQuestionKind.MultipleChoice, PollQuestionKind.FreeText].map((kind) => ({
  value: kind,
  label: pollQuestionKindLabels[kind],
}));
const emptyQuestion = (): PollQuestionInput => ({
  text: '',
  kind: PollQuestionKind.SingleChoice,
  isRequired: true,
  options: [{ text: '' }, { text: '' }],
});

/** A new poll's values; `allowAll`: the writer may ask the whole kindergarten (else it starts with their groups). */
export const newPollValues = (allowAll: boolean): Partial<PollFormValues> => ({
  audience: allowAll ? Audience.All : Audience.OnlyClasses,
  classIds: [],
  isAnonymous: false,
  expirationTime: dayjs().add(7, 'day').hour(18).minute(0).second(0).millisecond(0),
  questions: [emptyQuestion()],
});

/** The questions as the API takes them: a free-text question has no options. */
export const questionsOf = (values: PollFormValues): PollQuestionInput[] =>
  values.questions.map((question) => ({
    text: question.text,
    kind: question.kind,
    isRequired: question.isRequired ?? true,
    options: question.kind === PollQuestionKind.FreeText ? [] : (question.options ?? []),
  }));

const inFuture = {
  validator: async (_rule: unknown, value: Dayjs | undefined) => {
    if (value && !value.isAfter(dayjs())) throw new Error(pollMessages.expirationInPast);
  },
};

const atLeastTwo = {
  validator: async (_rule: unknown, options: unknown[] | undefined) => {
    if (!options || options.length < POLL_LIMITS.minOptions) throw new Error(pollMessages.optionsCount);
  },
};

function QuestionCard({ index, onRemove, canRemove }: { index: number; onRemove: () => void; canRemove: boolean }) {
  const kind = Form.useWatch<PollQuestionKind | undefined>(['questions', index, 'kind']);
  return (
    <Card
      size="small"
      title={`Въпрос ${index + 1}`}
      extra={
        canRemove && (
          <Button type="link" danger size="small" onClick={onRemove}>
            Премахни въпроса
          </Button>
        )
      }
    >
      <Form.Item name={[index, 'text']} label="Текст на въпроса" rules={[required, { max: 500 }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name={[index, 'kind']} label="Вид" rules={[required]} style={{ flex: '1 1 200px' }}>
          <Select options={kindOptions} aria-label={`Вид на въпрос ${index + 1}`} />
        </Form.Item>
        <Form.Item name={[index, 'isRequired']} label="Задължителен" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      {kind !== PollQuestionKind.FreeText && (
        <Form.List name={[index, 'options']} rules={[atLeastTwo]}>
          {(options, { add, remove }, { errors }) => (
            <Flex vertical gap={8}>
              {options.map((option, position) => (
                <Flex key={option.key} gap={8} align="start">
                  <Form.Item name={[option.name, 'text']} rules={[required, { max: 300 }]} style={{ flex: 1, marginBottom: 0 }}>
                    <Input
                      placeholder={`Отговор ${position + 1}`}
                      aria-label={`Въпрос ${index + 1}, отговор ${position + 1}`}
                      maxLength={300}
                    />
                  </Form.Item>
                  {options.length > POLL_LIMITS.minOptions && (
                    <Button type="link" danger onClick={() => remove(option.name)}>
                      Премахни
                    </Button>
                  )}
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              {options.length < POLL_LIMITS.maxOptions && (
                <Button type="dashed" onClick={() => add({ text: '' })}>
                  Добави отговор
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      )}
    </Card>
  );
}

interface PollFormProps {
  form: FormInstance<PollFormValues>;
  initialValues: Partial<PollFormValues>;
  /** Editing: the audience is fixed; the questions are fixed once somebody has voted. */
  mode: 'create' | 'edit';
  questionsLocked?: boolean;
  saving: boolean;
  onSubmit: (values: PollFormValues) => void;
  onCancel: () => void;
}

/** The fields of a poll: title, description, expiry, anonymity, audience and the questions (a dynamic list). */
export function PollForm({ form, initialValues, mode, questionsLocked, saving, onSubmit, onCancel }: PollFormProps) {
  const { message } = App.useApp();
  const access = useGetUserDataQuery().data?.access ?? [];
  return (
    <Form<PollFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onFinishFailed={() => void message.error('Проверете отбелязаните полета.')}
    >
      <Form.Item name="title" label="Заглавие" required rules={[zodRule(fields.title)]}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="description" label="Описание">
        <RichTextEditor aria-label="Описание" minHeight={120} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="expirationTime" label="Краен срок" rules={[required, inFuture]} style={{ flex: '1 1 220px' }}>
          <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="DD.MM.YYYY HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        {mode === 'create' && (
          <Form.Item
            name="isAnonymous"
            label="Анонимна"
            valuePropName="checked"
            tooltip="Имената на попълнилите не се показват в резултатите."
          >
            <Switch />
          </Form.Item>
        )}
      </Flex>
      {mode === 'create' && <AudienceFields allowAll={mayAddressAll(access, Resource.Polls)} />}
      {questionsLocked ? (
        <Alert type="info" showIcon title={pollMessages.questionsLocked} style={{ marginBottom: 16 }} />
      ) : (
        <Form.List name="questions">
          {(questions, { add, remove }) => (
            <Flex vertical gap={12} style={{ marginBottom: 16 }}>
              {questions.map((question) => (
                <QuestionCard
                  key={question.key}
                  index={question.name}
                  canRemove={questions.length > 1}
                  onRemove={() => remove(question.name)}
                />
              ))}
              {questions.length < POLL_LIMITS.questions && (
                <Button type="dashed" onClick={() => add(emptyQuestion())}>
                  Добави въпрос
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      )}
      <Flex gap={8} justify="end">
        <Button onClick={onCancel}>Отказ</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {mode === 'create' ? 'Публикувай' : 'Запази'}
        </Button>
      </Flex>
    </Form>
  );
}
