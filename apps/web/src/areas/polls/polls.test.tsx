import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Audience,
  defaultAccess,
  identityRoutes,
  type LoggedInUser,
  type PollDetails,
  PollQuestionKind,
  type PollRow,
  pollsRoutes,
  Role,
} from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/dates/dates';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { aDirector, renderArea } from '../../test/render-app';
import { pollsArea } from './routes';

const wait = { timeout: 10_000 };
const director = { ...aDirector, access: defaultAccess(Role.Director) } as LoggedInUser;
const parent = { ...aDirector, id: 9, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) } as LoggedInUser;

const row: PollRow = {
  id: 5,
  question: 'Екскурзия до зоопарка',
  expirationTime: '2026-11-27T16:00:00Z',
  createdAt: '2026-11-20T08:00:00Z',
  canVote: true,
  votedAt: null,
  isMine: false,
  recipientsCount: null,
  votesCount: null,
};

const open: PollDetails = {
  id: 5,
  title: 'Екскурзия до зоопарка',
  description: '<p>Моля, отговорете.</p>',
  expirationTime: '2026-11-27T16:00:00Z',
  createdAt: '2026-11-20T08:00:00Z',
  isAnonymous: false,
  authorName: 'Мария Иванова',
  audience: Audience.OnlyClasses,
  classIds: [3],
  userIds: [],
  audienceText: 'Само групите: Пчелички',
  isMine: false,
  isExpired: false,
  canVote: true,
  votedAt: null,
  canManage: false,
  canSeeResults: false,
  recipientsCount: 3,
  votesCount: 0,
  questions: [
    {
      id: 11,
      text: 'Ще дойде ли детето?',
      kind: PollQuestionKind.SingleChoice,
      isRequired: true,
      options: [
        { id: 21, text: 'Да' },
        { id: 22, text: 'Не' },
      ],
      myOptionIds: [],
      myText: null,
    },
  ],
};

describe('polls and forms', () => {
  // ProseMirror measures the selection; jsdom has no layout.
  beforeAll(() => {
    const emptyRects = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    document.elementFromPoint ??= () => null;
    Range.prototype.getClientRects ??= emptyRects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });

  it('lists the active polls with their expiry and a "Попълни" badge, and switches to my polls', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => director),
      answer(pollsRoutes.list, (call) =>
        call.path.includes('type=3') ? { result: [], rowsCount: 0 } : { result: [row], rowsCount: 1 },
      ),
    );
    renderArea(pollsArea, '/polls');
    const link = await screen.findByRole('link', { name: 'Екскурзия до зоопарка' }, wait);
    const tableRow = link.closest('tr')!;
    expect(within(tableRow).getByText('Попълни')).toBeDefined();
    expect(within(tableRow).getByText(formatDateTime(row.expirationTime))).toBeDefined();
    expect(screen.getByRole('link', { name: 'Нова анкета' })).toBeDefined();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Мои' }));
    expect(await screen.findByText('Още не сте създали анкета.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.path.startsWith('/api/Polls?') && call.path.includes('type=3'))).toBe(true);
  }, 30_000);

  it('lets a parent vote once and then shows the results with counts and percentages', async () => {
    let current = open;
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => parent),
      answer(pollsRoutes.get, () => current),
      answer(pollsRoutes.vote, () => {
        current = {
          ...open,
          canVote: false,
          canSeeResults: true,
          votedAt: '2026-11-21T09:30:00Z',
          votesCount: 1,
          questions: [
            {
              ...open.questions[0]!,
              myOptionIds: [21],
              answeredCount: 1,
              options: [
                { id: 21, text: 'Да', count: 1, percent: 100 },
                { id: 22, text: 'Не', count: 0, percent: 0 },
              ],
            },
          ],
        };
        return json(204);
      }),
    );
    renderArea(pollsArea, '/polls/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Да' }, wait));
    await user.click(screen.getByRole('button', { name: 'Изпрати отговорите' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      pollId: 5,
      answers: [{ questionId: 11, optionIds: [21] }],
    });
    expect(await screen.findByText('1 (100,0 %)', {}, wait)).toBeDefined();
    expect(screen.getByText('Вашият отговор')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Изпрати отговорите' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изтриване' })).toBeNull();
  }, 30_000);

  it('creates a poll for the chosen audience with its questions and options', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => director),
      answer(pollsRoutes.create, () => ({ isSuccessful: true, entityId: 8 })),
      answer(pollsRoutes.get, () => ({ ...open, id: 8, canVote: false, canManage: true, canSeeResults: true, isMine: true })),
    );
    renderArea(pollsArea, '/polls/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Заглавие' }, wait), { target: { value: 'Празник' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Текст на въпроса' }), { target: { value: 'Кой ден?' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Въпрос 1, отговор 1' }), { target: { value: 'Петък' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Въпрос 1, отговор 2' }), { target: { value: 'Събота' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Публикувай' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Празник',
      isAnonymous: false,
      audience: Audience.All,
      classIds: [],
      userIds: [],
      questions: [
        {
          text: 'Кой ден?',
          kind: PollQuestionKind.SingleChoice,
          isRequired: true,
          options: [{ text: 'Петък' }, { text: 'Събота' }],
        },
      ],
    });
    expect(await screen.findByText('Анкетата е публикувана.', {}, wait)).toBeDefined();
  }, 30_000);
});
