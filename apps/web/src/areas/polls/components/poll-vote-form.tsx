import { type PollDetails, pollMessages, PollQuestionKind, type VotePollRequest } from '@kg/contracts';
import { Button, Checkbox, Flex, Form, Input, Radio, Space } from 'antd';
import { withFormNames } from '../../../shared/communication/form-names';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { useVotePollMutation } from '../api';

type Values = Record<string, number | number[] | string | undefined>;

/** The form's field of an answer's message: `answers.7` is the question field `q7`. */
const answerField = (name: string): string => (name.startsWith('answers.') ? `q${name.slice('answers.'.length)}` : name);

/** The voting form, shown while the reader may still vote (canVote): one field per question. */
export function PollVoteForm({ poll }: { poll: PollDetails }) {
  const [vote] = useVotePollMutation();
  const { form, submit, saving } = useSaveForm({
    save: async (values: Values) => {
      const body: VotePollRequest = {
        pollId: poll.id,
        answers: poll.questions.map((question) => {
          const value = values[`q${question.id}`];
          if (question.kind === PollQuestionKind.FreeText)
            return { questionId: question.id, optionIds: [], text: (value as string | undefined) ?? '' };
          const optionIds = value === undefined ? [] : Array.isArray(value) ? value : [value as number];
          return { questionId: question.id, optionIds };
        }),
      };
      return withFormNames(await vote(body), answerField);
    },
    success: 'Благодарим! Отговорите ви са записани.',
  });

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      {poll.questions.map((question, index) => {
        const rules = question.isRequired
          ? [
              {
                required: true,
                message:
                  question.kind === PollQuestionKind.MultipleChoice ? pollMessages.multipleChoice : pollMessages.requiredMissing,
              },
            ]
          : [];
        const label = `${index + 1}. ${question.text}`;
        return (
          <Form.Item key={question.id} name={`q${question.id}`} label={label} rules={rules}>
            {question.kind === PollQuestionKind.SingleChoice ? (
              <Radio.Group aria-label={question.text}>
                <Space direction="vertical">
                  {question.options.map((option) => (
                    <Radio key={option.id} value={option.id}>
                      {option.text}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            ) : question.kind === PollQuestionKind.MultipleChoice ? (
              <Checkbox.Group aria-label={question.text}>
                <Space direction="vertical">
                  {question.options.map((option) => (
                    <Checkbox key={option.id} value={option.id}>
                      {option.text}
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            ) : (
              <Input.TextArea aria-label={question.text} maxLength={2000} showCount autoSize={{ minRows: 2, maxRows: 8 }} />
            )}
          </Form.Item>
        );
      })}
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={saving}>
          Изпрати отговорите
        </Button>
      </Flex>
    </Form>
  );
}
