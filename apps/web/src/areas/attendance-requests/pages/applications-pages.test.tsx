import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ApplicationsReference,
  ApplicationType,
  type AttendanceRequestRow,
  attendanceRequestsFamilyLimitsRoutes,
  attendanceRequestsReferenceRoutes,
  attendanceRequestsRoutes,
  defaultAccess,
  GroupAgeType,
  identityRoutes,
  RequestStatus,
  Role,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, type RouteStub, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { attendanceRequestsArea } from '../routes';

const wait = { timeout: 10_000 };
const pending: AttendanceRequestRow = {
  id: 41,
  type: ApplicationType.FamilyReasonAbsence,
  studentId: 7,
  studentName: 'Ива Петрова',
  classId: 3,
  className: 'Пчелички',
  fromDate: '2026-12-07',
  toDate: '2026-12-09',
  workingDays: 3,
  reason: 'Семейно пътуване',
  status: RequestStatus.Pending,
  requestedById: 9,
  requestedBy: 'Петър Петров',
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
};

const api = (role: Role, rows: AttendanceRequestRow[] = [pending], ...extra: RouteStub[]) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(studentsRoutes.grouped, () => [{ classId: 3, className: 'Пчелички', students: [] }]),
    answer(attendanceRequestsRoutes.list, () => ({ result: rows, rowsCount: rows.length })),
    answer(attendanceRequestsFamilyLimitsRoutes.list, () => [
      { ageType: GroupAgeType.KindergartenPGGroups, maxDays: 10, validFrom: null, isDefault: true, history: [] },
    ]),
    answer(attendanceRequestsRoutes.save, () => ({ isSuccessful: true, entityId: 41 })),
    answer(attendanceRequestsRoutes.remove, () => new Response(null, { status: 204 })),
    ...extra,
  );

describe('/attendances/applications', () => {
  it('lets the director reject a pending request only with a comment, and shows the family-absence caps', async () => {
    const calls = api(Role.Director);
    renderArea(attendanceRequestsArea, '/attendances/applications');
    const row = (await screen.findByText('Ива Петрова', {}, wait)).closest('tr')!;
    expect(within(row).getByText('Чака одобрение')).toBeDefined();
    expect(within(row).getByText('07.12.2026 – 09.12.2026')).toBeDefined();
    expect(await screen.findByText('Лимити за отсъствия по семейни причини', {}, wait)).toBeDefined();
    expect(screen.getByText('По подразбиране')).toBeDefined();

    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: 'Отхвърли' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Отхвърли' }));
    expect(await within(dialog).findByText('Полето е задължително.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Причина за отказа'), { target: { value: 'Няма основание' } });
    await user.click(within(dialog).getByRole('button', { name: 'Отхвърли' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      id: 41,
      status: RequestStatus.Rejected,
      comment: 'Няма основание',
    });
    expect(await screen.findByText('Заявлението е отхвърлено.', {}, wait)).toBeDefined();
  }, 30_000);

  it('lets a parent withdraw a pending request after confirming, without deciding it', async () => {
    const calls = api(Role.Parent);
    renderArea(attendanceRequestsArea, '/attendances/applications/personal-reasons');
    const row = (await screen.findByText('Ива Петрова', {}, wait)).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Одобри' })).toBeNull();
    expect(screen.queryByText('Лимити за отсъствия по семейни причини')).toBeNull();
    expect(screen.getByRole('button', { name: 'Отсъствие по семейни причини' })).toBeDefined();

    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: 'Изтриване' }));
    await user.click(await screen.findByRole('button', { name: 'Изтрий' }, wait));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true), wait);
    expect(await screen.findByText('Заявлението е оттеглено.', {}, wait)).toBeDefined();
  }, 30_000);

  it('shows the empty state when there are no requests', async () => {
    api(Role.Parent, []);
    renderArea(attendanceRequestsArea, '/attendances/applications');
    expect(await screen.findByText('Няма заявления по избраните критерии.', {}, wait)).toBeDefined();
  }, 30_000);
});

describe('/attendances/applications/personal-reasons/create', () => {
  it('shows the child’s remaining family-reason days and refuses to file without dates and reason', async () => {
    const calls = api(
      Role.Parent,
      [],
      answer(attendanceRequestsRoutes.children, () => [{ id: 7, name: 'Ива Петрова', className: 'Пчелички' }]),
      answer(attendanceRequestsRoutes.preview, () => ({ workingDays: 0, cap: 10, used: 6, pending: 2, remaining: 2 })),
    );
    renderArea(attendanceRequestsArea, '/attendances/applications/personal-reasons/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', {}, wait));
    await user.click(await screen.findByText('Ива Петрова (Пчелички)', {}, wait));
    expect(await screen.findByText('2 от 10 (използвани 6, в чакащи заявления 2)', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.path === '/api/StudentAttendances/request-preview?studentId=7&type=1')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Подай заявлението' }));
    await waitFor(() => expect(screen.getAllByText('Полето е задължително.')).toHaveLength(2), wait);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 30_000);
});

describe('/attendances/references/summer-attendances-requests', () => {
  it('shows the totals by status and the children declared per week', async () => {
    const reference: ApplicationsReference = {
      rows: [{ ...pending, type: ApplicationType.Attendance, fromDate: '2027-06-28', toDate: '2027-07-02', reason: null }],
      totals: [
        { status: RequestStatus.Pending, requests: 1, workingDays: 5 },
        { status: RequestStatus.Approved, requests: 0, workingDays: 0 },
        { status: RequestStatus.Rejected, requests: 0, workingDays: 0 },
      ],
      weeks: [{ weekStart: '2027-06-28', weekEnd: '2027-07-04', children: 1 }],
    };
    const calls = api(
      Role.Director,
      [],
      answer(attendanceRequestsReferenceRoutes.reference, () => reference),
    );
    renderArea(attendanceRequestsArea, '/attendances/references/summer-attendances-requests?status=0');
    expect(await screen.findByText('28.06.2027 – 04.07.2027', {}, wait)).toBeDefined();
    expect(screen.getByText('28.06.2027 – 02.07.2027')).toBeDefined();
    expect(screen.getByText('заявл. · 5 дни')).toBeDefined();
    expect(calls.some((call) => call.path === '/api/AttendanceReferences/applications?type=2&status=0')).toBe(true);
    expect(screen.getByRole('button', { name: /Експорт в Excel/ })).toBeDefined();
  }, 30_000);
});
