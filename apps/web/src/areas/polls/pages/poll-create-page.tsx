import { Resource } from '@kg/contracts';
import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { audienceSpecOf, mayAddressAll } from '../../../shared/communication/audience-fields';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useCreatePollMutation } from '../api';
import { newPollValues, PollForm, type PollFormValues, questionsOf } from '../components/poll-form';

/** /polls/create: a new poll to an audience; the server decides who is asked. */
export default function PollCreatePage() {
  const [create] = useCreatePollMutation();
  const navigate = useNavigate();
  const user = useGetUserDataQuery().data;
  const allowAll = mayAddressAll(user?.access ?? [], Resource.Polls);
  const { form, submit, saving } = useSaveForm({
    save: (values: PollFormValues) =>
      create({
        title: values.title,
        description: values.description ?? '',
        expirationTime: values.expirationTime.second(0).millisecond(0).format(),
        isAnonymous: values.isAnonymous ?? false,
        questions: questionsOf(values),
        ...audienceSpecOf(values),
      }),
    success: 'Анкетата е публикувана.',
    onSaved: (result) => void navigate(`/polls/${result.entityId}`),
  });

  // The first audience offered depends on who writes: wait for the signed-in user (loaded with the shell).
  if (!user) return <Card loading style={{ maxWidth: 900 }} />;
  return (
    <Card title={<PageTitle>Нова анкета</PageTitle>} style={{ maxWidth: 900 }}>
      <PollForm
        form={form}
        initialValues={newPollValues(allowAll)}
        mode="create"
        saving={saving}
        onSubmit={(values) => void submit(values)}
        onCancel={() => void navigate('/polls')}
      />
    </Card>
  );
}
