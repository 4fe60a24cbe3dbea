import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Audience,
  defaultAccess,
  type LoggedInUser,
  identityRoutes,
  type MessageDetails,
  type MessageOverview,
  messagesRoutes,
  Role,
  UserType,
} from '@kg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/dates/dates';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { aDirector, renderArea } from '../../test/render-app';
import { messagesArea } from './routes';

const wait = { timeout: 10_000 };
const director = { ...aDirector, access: defaultAccess(Role.Director) } as LoggedInUser;
const parent = { ...aDirector, id: 9, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) } as LoggedInUser;
const teacherPerson = { id: 4, name: 'Елена Петрова', userType: UserType.Teacher };

const unread: MessageOverview = {
  id: 5,
  title: 'Разходка в парка',
  excerpt: 'Утре излизаме в 10 ч.',
  creationTime: '2026-11-20T08:05:00Z',
  seenByCurrentUser: false,
  numberOfUnseenReplies: 0,
  createdBy: teacherPerson,
  isAuthor: false,
  isDirect: false,
  audience: Audience.OnlyClasses,
  recipientsCount: null,
};
const mine: MessageOverview = {
  ...unread,
  id: 6,
  title: 'Родителска среща',
  seenByCurrentUser: true,
  numberOfUnseenReplies: 2,
  isAuthor: true,
  recipientsCount: 12,
  createdBy: { id: 7, name: 'Мария Иванова', userType: UserType.Teacher },
};

const authored: MessageDetails = {
  id: 6,
  title: 'Родителска среща',
  content: '<p>В <b>четвъртък</b></p><img src=x onerror=alert(1)>',
  creationTime: '2026-11-20T08:05:00Z',
  updateTime: '2026-11-20T08:05:00Z',
  createdBy: { id: 7, name: 'Мария Иванова', userType: UserType.Teacher },
  isAuthor: true,
  isDirect: false,
  seenByCurrentUser: true,
  numberOfUnseenReplies: 1,
  recipients: { audience: Audience.OnlyClasses, classes: [{ id: 3, name: 'Пчелички' }], people: [], count: 12, seenCount: 5 },
  conversations: [
    {
      user: { id: 21, name: 'Иван Георгиев', userType: UserType.Parent },
      replies: [
        {
          id: 31,
          content: '<p>Ще дойдем.</p>',
          createdBy: { id: 21, name: 'Иван Георгиев', userType: UserType.Parent },
          creationTime: '2026-11-20T09:00:00Z',
          isMine: false,
        },
      ],
    },
  ],
  canDelete: true,
  attachments: [
    {
      id: '0b7e2c1a-4f5d-4e8a-9c3b-2a1d6e7f8a90',
      fileName: 'Програма.pdf',
      contentType: 'application/pdf',
      size: 150_000,
      downloadPath: 'files/0b7e2c1a-4f5d-4e8a-9c3b-2a1d6e7f8a90',
    },
  ],
};

describe('messages', () => {
  // ProseMirror measures the selection; jsdom has no layout.
  beforeAll(() => {
    const emptyRects = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    document.elementFromPoint ??= () => null;
    Range.prototype.getClientRects ??= emptyRects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });

  it('lists sent and received messages, unread in bold with a dot, filters unread and marks all read', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => director),
      answer(messagesRoutes.list, (call) =>
        call.path.includes('unreadOnly=true') ? { result: [unread], rowsCount: 1 } : { result: [unread, mine], rowsCount: 2 },
      ),
      answer(messagesRoutes.setAllSeen, () => json(204)),
    );
    renderArea(messagesArea, '/messages');
    const link = await screen.findByRole('link', { name: 'Разходка в парка' }, wait);
    expect(link.style.fontWeight).toBe('600');
    const row = link.closest('tr')!;
    expect(within(row).getByLabelText('Непрочетено')).toBeDefined();
    expect(within(row).getByText('Елена Петрова')).toBeDefined();
    expect(within(row).getByText(formatDateTime(unread.creationTime))).toMatchObject({ textContent: /^20\.11\.2026 \d+:05$/ });
    const own = screen.getByRole('link', { name: 'Родителска среща' }).closest('tr')!;
    expect(within(own).getByText('2 нови отговора')).toBeDefined();
    expect(within(own).getByText('Вие → 12 получатели')).toBeDefined();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Непрочетени' }));
    await waitFor(() => expect(calls.some((call) => call.path.includes('unreadOnly=true'))).toBe(true), wait);
    await user.click(screen.getByRole('button', { name: 'Маркирай всички като прочетени' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Messages/setAllSeen')).toBe(true), wait);
    expect(await screen.findByText('Всички съобщения са отбелязани като прочетени.', {}, wait)).toBeDefined();
  }, 30_000);

  it('lets a parent write only to chosen staff members', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => parent),
      answer(messagesRoutes.recipients, () => [{ id: 4, name: 'Елена Петрова', role: Role.Teacher }]),
      answer(messagesRoutes.create, () => ({ isSuccessful: true, entityId: 8 })),
      answer(messagesRoutes.get, () => ({ ...authored, id: 8, conversations: [] })),
      answer(messagesRoutes.setSeen, () => json(204)),
    );
    renderArea(messagesArea, '/messages/create');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Заглавие' }, wait), { target: { value: 'Въпрос' } });
    expect(screen.queryByRole('radio', { name: 'Всички' })).toBeNull();
    expect(screen.getByRole('button', { name: /Прикачи файлове/ })).toBeDefined();
    await user.click(screen.getByLabelText('Получатели'));
    await user.click(await screen.findByText('Елена Петрова (Учител)', {}, wait));
    const editor = await screen.findByRole('textbox', { name: 'Съдържание' }, wait);
    await user.click(editor);
    await user.keyboard('!');
    await user.click(screen.getByRole('button', { name: 'Изпрати' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Въпрос',
      content: '<p>!</p>',
      audience: null,
      classIds: [],
      userIds: [4],
      fileIds: [],
    });
    expect(await screen.findByText('Съобщението е изпратено.', {}, wait)).toBeDefined();
  }, 30_000);

  it('opens a message as seen, shows it safely with its conversations, answers one and deletes only after confirmation', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => director),
      answer(messagesRoutes.get, () => authored),
      answer(messagesRoutes.setSeen, () => json(204)),
      answer(messagesRoutes.reply, () => ({ isSuccessful: true, entityId: 32 })),
      answer(messagesRoutes.remove, () => json(204)),
      answer(messagesRoutes.list, () => ({ result: [], rowsCount: 0 })),
    );
    const router = renderArea(messagesArea, '/messages/6');
    expect((await screen.findByText('четвъртък', {}, wait)).tagName).toBe('B');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('5 от 12 получатели')).toBeDefined();
    const attachments = within(screen.getByRole('region', { name: 'Прикачени файлове' }));
    expect(attachments.getByText('Програма.pdf')).toBeDefined();
    expect(attachments.getByText('146 KB')).toBeDefined();
    expect(attachments.getByRole('button', { name: 'Изтегли Програма.pdf' })).toBeDefined();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Messages/6/setSeen')).toBe(true), wait);

    const user = userEvent.setup();
    await user.click(screen.getByText('Иван Георгиев (1)'));
    expect(await screen.findByText('Ще дойдем.', {}, wait)).toBeDefined();
    fireEvent.change(screen.getByLabelText('Отговор'), { target: { value: 'Благодаря <3' } });
    await user.click(screen.getByRole('button', { name: 'Изпрати отговор' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Messages/reply/6')).toBe(true), wait);
    expect(calls.find((call) => call.path === '/api/Messages/reply/6')?.body).toEqual({
      content: '<p>Благодаря &lt;3</p>',
      threadUserId: 21,
    });

    await user.click(screen.getByRole('button', { name: 'Изтриване' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Изтрий' }, wait));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'), wait);
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/Messages/6')).toBe(true);
  }, 30_000);
});
