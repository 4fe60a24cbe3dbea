import { App, Card, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { audienceSpecOf } from '../../../shared/communication/audience-fields';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useCreatePollMutation } from '../api';
import { newPollValues, PollForm, type PollFormValues, questionsOf, showPollErrors } from '../components/poll-form';

/** /polls/create: a new poll to an audience; the server decides who is asked. */
export default function PollCreatePage() {
  usePageTitle('Нова анкета');
  const [form] = Form.useForm<PollFormValues>();
  const [create, { isLoading }] = useCreatePollMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const submit = async (values: PollFormValues): Promise<void> => {
    const result = await create({
      title: values.title,
      description: values.description ?? '',
      expirationTime: values.expirationTime.second(0).millisecond(0).format(),
      isAnonymous: values.isAnonymous ?? false,
      questions: questionsOf(values),
      ...audienceSpecOf(values),
    });
    if (result.error) return showPollErrors(form, result.error, message.error);
    void message.success('Анкетата е публикувана.');
    void navigate(`/polls/${result.data.entityId}`);
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Нова анкета
        </Typography.Title>
      }
      style={{ maxWidth: 900 }}
    >
      <PollForm
        form={form}
        initialValues={newPollValues()}
        mode="create"
        saving={isLoading}
        onSubmit={(values) => void submit(values)}
        onCancel={() => void navigate('/polls')}
      />
    </Card>
  );
}
