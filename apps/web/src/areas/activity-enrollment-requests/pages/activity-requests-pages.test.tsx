import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ActivityEnrollmentRequestRow,
  activityEnrollmentRequestsRoutes as routes,
  ActivityPriceModel,
  ActivityRequestStatus,
  defaultAccess,
  identityRoutes,
  type RequestableActivity,
  RequestKind,
  Role,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answer, json, type RouteStub, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import type { FakeHubSocket } from '../../../shared/realtime/fake-hub-socket';
import type * as RealtimeConnectionModuleNs from '../../../shared/realtime/realtime-connection';
import { activityEnrollmentRequestsArea } from '../routes';

type RealtimeConnectionModule = typeof RealtimeConnectionModuleNs;

// The app's realtime connection over a fake socket: the test plays the server's pushes.
const hub = vi.hoisted(() => ({ socket: null as FakeHubSocket | null }));
vi.mock('../../../shared/realtime/realtime-connection', async (importOriginal) => {
  const original = await importOriginal<RealtimeConnectionModule>();
  const { fakeSockets } = await import('../../../shared/realtime/fake-hub-socket');
  const sockets = fakeSockets();
  const realtime = new original.RealtimeConnection(sockets.open);
  realtime.start('token-1');
  hub.socket = sockets.last();
  return { ...original, realtime };
});

const wait = { timeout: 20_000 };
const text = (value: string) => value.replace(/\s/g, ' ');

const row = (values: Partial<ActivityEnrollmentRequestRow>): ActivityEnrollmentRequestRow => ({
  id: 31,
  studentId: 8,
  studentName: 'Ива Петрова',
  classId: 3,
  className: 'Звездички',
  activityId: 5,
  activityName: 'Народни танци',
  providerName: 'Танц ООД',
  priceModel: ActivityPriceModel.MonthlyFlat,
  priceCents: 2280,
  changeType: RequestKind.Enroll,
  status: ActivityRequestStatus.Waiting,
  fromDate: '2026-12-01',
  parentNote: 'Моля',
  requestedById: 9,
  requestedBy: 'Петър Петров',
  requestedAt: '2026-11-20T08:00:00Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  ...values,
});

const activity = (values: Partial<RequestableActivity>): RequestableActivity => ({
  id: 5,
  name: 'Народни танци',
  typeName: 'Танци',
  providerName: 'Танц ООД',
  priceModel: ActivityPriceModel.MonthlyFlat,
  priceCents: 2280,
  minimumCents: null,
  activeFrom: '2026-09-15',
  activeTo: null,
  enrolled: false,
  delistmentEnabled: true,
  enrollmentRequestsEnabled: true,
  waitingRequestId: null,
  ...values,
});

const api = (role: Role, rows: ActivityEnrollmentRequestRow[], ...stubs: RouteStub[]) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(studentsRoutes.grouped, () => [{ classId: 3, className: 'Звездички', students: [] }]),
    answer(routes.list, () => ({ result: rows, rowsCount: rows.length })),
    ...stubs,
  );

describe('/activities/applications', () => {
  it('the director sees the waiting request with its price, approves it with a note, and reads a refusal in the dialog', async () => {
    let refuse = true;
    const calls = api(
      Role.Director,
      [row({}), row({ id: 32, studentName: 'Боби Колев', status: ActivityRequestStatus.Canceled, decisionNote: 'Няма места' })],
      answer(routes.changeStatus, () =>
        refuse ? json(400, { statusCode: 400, message: 'Капацитетът на дейността е 10 деца и няма свободни места.' }) : json(204),
      ),
    );
    renderArea(activityEnrollmentRequestsArea, '/activities/applications/enrollment');
    const waiting = (await screen.findByText('Ива Петрова', {}, wait)).closest('tr')!;
    expect(within(waiting).getByText('Чака одобрение')).toBeDefined();
    expect(within(waiting).getByText(/01\.12\.2026/)).toBeDefined();
    expect(text(within(waiting).getByText(/22,80/).textContent!)).toBe('22,80 € на месец');
    expect(within(waiting).getByText('Танц ООД')).toBeDefined();
    expect(screen.getByText('Бележка: Няма места')).toBeDefined();
    expect(
      calls.some(
        (call) => call.path.startsWith('/api/Activities/enrollment-requests/overview?') && call.path.includes('changeType=0'),
      ),
    ).toBe(true);
    // Decided requests offer no decision.
    expect(screen.getAllByRole('button', { name: 'Одобри' }).length).toBe(1);

    const user = userEvent.setup({ delay: null });
    await user.click(within(waiting).getByRole('button', { name: 'Одобри' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.type(within(dialog).getByLabelText('Бележка към родителя'), 'Добре дошли');
    await user.click(within(dialog).getByRole('button', { name: 'Одобри' }));
    expect(await within(dialog).findByText('Капацитетът на дейността е 10 деца и няма свободни места.', {}, wait)).toBeDefined();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Одобри' }));
    expect(await screen.findByText('Заявлението е одобрено.', {}, wait)).toBeDefined();
    const sent = calls.filter((call) => call.path === '/api/Activities/enrollment-requests/change-status');
    expect(sent.map((call) => call.body)).toEqual([
      { id: 31, status: ActivityRequestStatus.Approved, note: 'Добре дошли' },
      { id: 31, status: ActivityRequestStatus.Approved, note: 'Добре дошли' },
    ]);
  }, 60_000);

  it('a parent sees the decision live: the list loads again and the decision is shown', async () => {
    let status = ActivityRequestStatus.Waiting;
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) })),
      answer(routes.list, () => ({ result: [row({ status })], rowsCount: 1 })),
    );
    renderArea(activityEnrollmentRequestsArea, '/activities/applications/enrollment');
    expect(await screen.findByText('Чака одобрение', {}, wait)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Одобри' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Оттегли' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Ново заявление' }).getAttribute('href')).toBe(
      '/activities/applications/enrollment/create',
    );
    const loads = calls.filter((call) => call.path.startsWith('/api/Activities/enrollment-requests/overview')).length;

    status = ActivityRequestStatus.Approved;
    act(() =>
      hub.socket!.push('activityEnrollmentRequestChanged', {
        id: 31,
        status: ActivityRequestStatus.Approved,
        text: 'Заявлението за записване на Ива Петрова в „Народни танци“ от 01.12.2026 е одобрено.',
      }),
    );
    expect(await screen.findByText('Одобрено', {}, wait)).toBeDefined();
    expect(
      await screen.findByText('Заявлението за записване на Ива Петрова в „Народни танци“ от 01.12.2026 е одобрено.', {}, wait),
    ).toBeDefined();
    expect(calls.filter((call) => call.path.startsWith('/api/Activities/enrollment-requests/overview')).length).toBeGreaterThan(
      loads,
    );
  }, 60_000);

  it('a parent files an enrolment request: picks the child, sees the provider and price, sends the date and note', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) })),
      answer(routes.studentEnrollment, () => [
        { studentId: 8, studentName: 'Ива Петрова', className: 'Звездички', activities: [], requests: [] },
      ]),
      answer(routes.activities, () => [
        activity({}),
        activity({ id: 6, name: 'Английски', enrolled: true }),
        activity({ id: 7, name: 'Футбол', waitingRequestId: 40 }),
      ]),
      answer(routes.create, () => ({ id: 41 })),
      answer(routes.list, () => ({ result: [], rowsCount: 0 })),
    );
    const router = renderArea(activityEnrollmentRequestsArea, '/activities/applications/enrollment/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Подай заявлението' }, wait));
    expect((await screen.findAllByText('Полето е задължително.', {}, wait)).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByLabelText('Дете'));
    await user.click(await screen.findByText('Ива Петрова (Звездички)', {}, wait));
    await activitiesLoaded(calls);
    await user.click(screen.getByLabelText('Дейност'));
    // Only what may be asked for: not the activity the child is in, nor one with a waiting request.
    const option = await screen.findByText(/Народни танци — 22,80/, {}, wait);
    expect(screen.queryByText(/Английски/)).toBeNull();
    expect(screen.queryByText(/Футбол/)).toBeNull();
    await user.click(option);
    expect(await screen.findByText('Танц ООД', {}, wait)).toBeDefined();
    fireEvent.change(screen.getByLabelText('Бележка'), { target: { value: ' Моля ' } });
    // Enter in the date field commits the date and submits the form.
    await user.type(screen.getByLabelText('Начална дата'), '01.12.2099{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/applications/enrollment'), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      studentId: 8,
      activityId: 5,
      changeType: RequestKind.Enroll,
      fromDate: '2099-12-01',
      note: 'Моля',
    });
  }, 60_000);

  it('the removal page lists delistment requests and offers a parent the activities the child may leave', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) })),
      answer(routes.list, () => ({ result: [row({ changeType: RequestKind.Delist })], rowsCount: 1 })),
      answer(routes.studentEnrollment, () => [
        { studentId: 8, studentName: 'Ива Петрова', className: 'Звездички', activities: [], requests: [] },
      ]),
      answer(routes.activities, () => [
        activity({ name: 'Народни танци' }),
        activity({ id: 6, name: 'Английски', enrolled: true }),
        activity({ id: 9, name: 'Плуване', enrolled: true, delistmentEnabled: false }),
      ]),
    );
    renderArea(activityEnrollmentRequestsArea, '/activities/applications/removal');
    expect(await screen.findByText(/Дата на отписване: 01\.12\.2026/, {}, wait)).toBeDefined();
    expect(calls.some((call) => call.path.includes('changeType=2'))).toBe(true);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Заявление за отписване' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByLabelText('Дете'));
    await user.click(await screen.findByText('Ива Петрова (Звездички)', {}, wait));
    await activitiesLoaded(calls);
    await user.click(within(dialog).getByLabelText('Дейност'));
    expect(await screen.findByText(/Английски — 22,80/, {}, wait)).toBeDefined();
    expect(screen.queryByText(/Народни танци —/)).toBeNull();
    expect(screen.queryByText(/Плуване/)).toBeNull();
  }, 60_000);
});

/**
 * Waits until the child's activities have arrived and the activity field stopped loading: antd's option list, opened
 * while still empty, is not filled in later in jsdom (no layout for its virtual list), so the test opens it after.
 */
async function activitiesLoaded(calls: { path: string }[]): Promise<void> {
  await waitFor(
    () => expect(calls.some((call) => call.path.startsWith('/api/Activities/enrollment-requests/activities'))).toBe(true),
    wait,
  );
  await waitFor(() => {
    const field = screen.getByLabelText('Дейност').closest('.ant-select');
    expect(field && within(field as HTMLElement).queryByLabelText('loading')).toBeNull();
  }, wait);
}
