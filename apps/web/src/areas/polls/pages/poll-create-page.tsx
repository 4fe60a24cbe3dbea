import { Resource } from '@kg/contracts';
import { App, Card, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { audienceSpecOf, mayAddressAll } from '../../../shared/communication/audience-fields';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useCreatePollMutation } from '../api';
import { newPollValues, PollForm, type PollFormValues, questionsOf, showPollErrors } from '../components/poll-form';

/** /polls/create: a new poll to an audience; the server decides who is asked. */
export default function PollCreatePage() {
  usePageTitle('Нова анкета');
  const [form] = Form.useForm<PollFormValues>();
  const [create, { isLoading }] = useCreatePollMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useGetUserDataQuery().data;
  const allowAll = mayAddressAll(user?.access ?? [], Resource.Polls);

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

  // The first audience offered depends on who writes: wait for the signed-in user (loaded with the shell).
  if (!user) return <Card loading style={{ maxWidth: 900 }} />;
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
        initialValues={newPollValues(allowAll)}
        mode="create"
        saving={isLoading}
        onSubmit={(values) => void submit(values)}
        onCancel={() => void navigate('/polls')}
      />
    </Card>
  );
}
