import { PollFilter, pollFilterLabels, type PollRow } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { RealtimeEvent } from '@kg/contracts/realtime';
import { Button, Tabs, Tag } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useRealtimeEvent } from '../../../shared/realtime';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetPollsQuery } from '../api';

const sortable = ['expirationTime', 'creation'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const filters = [PollFilter.Active, PollFilter.Answered, PollFilter.Mine, PollFilter.Expired];
const emptyTexts: Record<PollFilter, string> = {
  [PollFilter.Active]: 'Няма активни анкети за вас.',
  [PollFilter.Answered]: 'Още не сте попълнили анкета.',
  [PollFilter.Mine]: 'Още не сте създали анкета.',
  [PollFilter.Expired]: 'Няма изтекли анкети.',
};

/** Where a poll stands for the reader: to fill in, filled in, or closed. */
export function PollStateTag({ poll }: { poll: Pick<PollRow, 'canVote' | 'votedAt' | 'expirationTime'> }) {
  if (poll.canVote) return <Tag color="red">Попълни</Tag>;
  if (poll.votedAt) return <Tag color="green">Попълнена</Tag>;
  if (poll.expirationTime && new Date(poll.expirationTime).getTime() <= Date.now()) return <Tag>Изтекла</Tag>;
  return null;
}

/** /polls: the polls addressed to me or written by me, by the four filters of spec 1 §3 (Poll filter). */
export default function PollsPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const type = filters.find((filter) => String(filter) === params.get('type')) ?? PollFilter.Active;
  const list = useGetPollsQuery({ ...pageQueryOf(paging, PAGE_SIZE), type });
  const access = useGetUserDataQuery().data?.access ?? [];
  useRealtimeEvent(RealtimeEvent.ReceivePoll, () => void list.refetch());

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<PollRow>['columns'] = [
    {
      title: 'Анкета',
      dataIndex: 'question',
      key: 'question',
      render: (question: string, poll) => <Link to={`/polls/${poll.id}`}>{question}</Link>,
    },
    {
      title: 'Краен срок',
      dataIndex: 'expirationTime',
      key: 'expirationTime',
      sorter: true,
      sortOrder: order('expirationTime'),
      render: (value: string | null) => (value ? formatDateTime(value) : 'без срок'),
    },
    {
      title: 'Създадена',
      dataIndex: 'createdAt',
      key: 'creation',
      sorter: true,
      sortOrder: order('creation'),
      render: (value: string) => formatDateTime(value),
    },
    { title: 'Състояние', key: 'state', render: (_value, poll) => <PollStateTag poll={poll} /> },
    ...(type === PollFilter.Mine
      ? [
          {
            title: 'Отговорили',
            key: 'votes',
            render: (_value: unknown, poll: PollRow) => `${poll.votesCount ?? 0} от ${poll.recipientsCount ?? 0}`,
          },
        ]
      : []),
  ];

  return (
    <ListPage<PollRow, SortColumn>
      title="Анкети и формуляри"
      actions={
        allows(access, Resource.Polls, 'create') && (
          <Link to="/polls/create">
            <Button type="primary">Нова анкета</Button>
          </Link>
        )
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText={emptyTexts[type]}
    >
      <Tabs
        activeKey={String(type)}
        onChange={(key) => update({ type: key === String(PollFilter.Active) ? undefined : key })}
        items={filters.map((filter) => ({ key: String(filter), label: pollFilterLabels[filter] }))}
      />
    </ListPage>
  );
}
