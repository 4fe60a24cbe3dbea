import { type PollDetails, PollQuestionKind, pollsRoutes } from '@kg/contracts';
import { RealtimeEvent } from '@kg/contracts/realtime';
import { Alert, App, Button, Card, Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { RichTextView } from '../../../shared/communication/rich-text-view';
import { dayjs, formatDateTime } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { LoadError } from '../../../shared/list';
import { useRealtimeEvent } from '../../../shared/realtime';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDeletePollMutation, useGetPollQuery, useUpdatePollMutation } from '../api';
import { PollForm, type PollFormValues, questionsOf } from '../components/poll-form';
import { PollResults } from '../components/poll-results';
import { PollVoteForm } from '../components/poll-vote-form';
import { PollStateTag } from './polls-page';

function EditPollDrawer({ poll, open, onClose }: { poll: PollDetails; open: boolean; onClose: () => void }) {
  const [update] = useUpdatePollMutation();
  const locked = poll.votesCount > 0;
  const { form, submit, saving } = useSaveForm({
    save: (values: PollFormValues) =>
      update({
        id: poll.id,
        title: values.title,
        description: values.description ?? '',
        expirationTime: values.expirationTime.second(0).millisecond(0).format(),
        ...(locked ? {} : { questions: questionsOf(values) }),
      }),
    success: 'Анкетата е променена.',
    onSaved: onClose,
  });
  return (
    <Drawer title="Редактиране на анкета" open={open} onClose={onClose} size={720} destroyOnHidden>
      <PollForm
        form={form}
        mode="edit"
        questionsLocked={locked}
        initialValues={{
          title: poll.title,
          description: poll.description,
          expirationTime: poll.expirationTime ? dayjs(poll.expirationTime) : dayjs().add(7, 'day'),
          questions: poll.questions.map((question) => ({
            text: question.text,
            kind: question.kind,
            isRequired: question.isRequired,
            options: question.kind === PollQuestionKind.FreeText ? [] : question.options.map((option) => ({ text: option.text })),
          })),
        }}
        saving={saving}
        onSubmit={(values) => void submit(values)}
        onCancel={onClose}
      />
    </Drawer>
  );
}

/** /polls/:id: the poll, its voting form while the reader may vote, then the results when they may see them. */
export default function PollPage() {
  const id = Number(useParams().id);
  const poll = useGetPollQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const [remove, removing] = useDeletePollMutation();
  const [editing, setEditing] = useState(false);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const row = poll.currentData;
  useRealtimeEvent(RealtimeEvent.ReceivePoll, () => void poll.refetch());

  const destroy = async (target: PollDetails): Promise<void> => {
    const result = await remove(target.id);
    if (result.error) return void message.error(errorMessage(result.error));
    void message.success(`Анкетата „${target.title}“ е изтрита.`);
    void navigate('/polls');
  };

  if (poll.isError) {
    const status = (poll.error as { status?: number } | undefined)?.status;
    return status === 404 ? (
      <Alert type="error" showIcon title="Анкетата не е намерена или не е за вас." />
    ) : (
      <LoadError list={poll} />
    );
  }
  if (!row) return <Skeleton active />;

  return (
    <Card
      title={<PageTitle>{row.title}</PageTitle>}
      extra={
        row.canManage && (
          <Flex gap={8} wrap>
            <DownloadButton path={routePath(pollsRoutes.pdf, { params: { id: row.id } })}>PDF</DownloadButton>
            <DownloadButton path={routePath(pollsRoutes.excel, { params: { id: row.id } })}>Excel</DownloadButton>
            <Button onClick={() => setEditing(true)}>Редактиране</Button>
            <Popconfirm
              title="Изтриване на анкета"
              description={`Да изтрия ли „${row.title}“ с всички отговори?`}
              okText="Изтрий"
              cancelText="Отказ"
              okButtonProps={{ danger: true }}
              onConfirm={() => destroy(row)}
            >
              <Button danger loading={removing.isLoading}>
                Изтриване
              </Button>
            </Popconfirm>
          </Flex>
        )
      }
      style={{ maxWidth: 900 }}
    >
      <Flex vertical gap={16}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Краен срок">
            {row.expirationTime ? formatDateTime(row.expirationTime) : 'без срок'} <PollStateTag poll={row} />
          </Descriptions.Item>
          <Descriptions.Item label="Автор">{row.authorName}</Descriptions.Item>
          {row.canManage && <Descriptions.Item label="До">{row.audienceText}</Descriptions.Item>}
          {row.canSeeResults && (
            <Descriptions.Item label="Отговорили">
              {row.votesCount} от {row.recipientsCount}
            </Descriptions.Item>
          )}
          {row.isAnonymous && <Descriptions.Item label="Анонимна">Да — имената не се показват</Descriptions.Item>}
        </Descriptions>
        {row.description ? <RichTextView html={row.description} /> : null}
        {row.canVote ? (
          <PollVoteForm poll={row} />
        ) : row.canSeeResults ? (
          <>
            {row.votedAt && <Alert type="success" showIcon title={`Попълнихте анкетата на ${formatDateTime(row.votedAt)}.`} />}
            <PollResults poll={row} />
          </>
        ) : (
          <Alert type="info" showIcon title="Резултатите се виждат след попълване или след крайния срок." />
        )}
      </Flex>
      {row.canManage && <EditPollDrawer poll={row} open={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}
