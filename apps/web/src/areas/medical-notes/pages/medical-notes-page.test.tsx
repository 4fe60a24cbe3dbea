import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  identityRoutes,
  type MedicalNoteRow,
  MedicalNoteStatus,
  medicalNotesRoutes,
  Role,
  type StudentGroup,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, type RouteStub, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { medicalNotesArea } from '../routes';

const wait = { timeout: 10_000 };
const groups: StudentGroup[] = [{ classId: 3, className: 'Пчелица', students: [{ id: 8, name: 'Галя Петрова' }] }];
const note = (values: Partial<MedicalNoteRow>): MedicalNoteRow => ({
  id: 21,
  studentId: 8,
  studentName: 'Галя Петрова',
  classId: 3,
  className: 'Пчелица',
  fromDate: '2026-10-05',
  toDate: '2026-10-09',
  days: 5,
  issuedOn: '2026-10-05',
  doctorName: 'д-р Петрова',
  noteNumber: '123',
  file: { id: 'a1b2', name: 'бележка.pdf' },
  status: MedicalNoteStatus.Pending,
  comment: null,
  createdById: 7,
  createdBy: 'Мария Иванова',
  createdAt: '2026-10-09T08:00:00Z',
  decidedBy: null,
  decidedAt: null,
  excusedDays: 0,
  ...values,
});

const api = (role: Role, rows: MedicalNoteRow[], ...stubs: RouteStub[]) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(studentsRoutes.grouped, () => groups),
    answer(medicalNotesRoutes.list, () => ({ result: rows, rowsCount: rows.length })),
    ...stubs,
  );

describe('/attendances/medical-notices', () => {
  it('lists the notes with their status and lets the director approve one, telling how many days were excused', async () => {
    const calls = api(
      Role.Director,
      [note({}), note({ id: 22, studentName: 'Борис Колев', status: MedicalNoteStatus.Annulled, comment: 'Грешка' })],
      answer(medicalNotesRoutes.approve, () => ({ excusedDays: 4 })),
    );
    renderArea(medicalNotesArea, '/attendances/medical-notices?status=0');
    const pending = (await screen.findByText('Галя Петрова', {}, wait)).closest('tr')!;
    expect(within(pending).getByText('Чака одобрение')).toBeDefined();
    expect(within(pending).getByText('05.10.2026 – 09.10.2026')).toBeDefined();
    expect(within(pending).getByText('Работни дни: 5')).toBeDefined();
    expect(within(pending).getByText('бележка.pdf')).toBeDefined();
    expect(screen.getByText('Анулирана')).toBeDefined();
    expect(
      calls.some((call) => call.path.startsWith('/api/StudentMedicalNotes/overview-models?') && call.path.includes('status=0')),
    ).toBe(true);

    const user = userEvent.setup({ delay: null });
    await user.click(within(pending).getByRole('button', { name: 'Одобри' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Одобри' }).length).toBe(2), wait);
    await user.click(screen.getAllByRole('button', { name: 'Одобри' }).at(-1)!);
    expect(await screen.findByText('Бележката е одобрена. Извинени отсъствия: 4.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/StudentMedicalNotes/approve')!.body).toEqual({ id: 21 });
  }, 60_000);

  it('asks for the annulment’s reason and shows the server’s refusal inside the dialog', async () => {
    const calls = api(
      Role.Director,
      [note({ status: MedicalNoteStatus.Approved, excusedDays: 4 })],
      answer(medicalNotesRoutes.annul, () => json(409, { statusCode: 409, message: 'Медицинската бележка вече е анулирана.' })),
    );
    renderArea(medicalNotesArea, '/attendances/medical-notices');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Анулирай' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Анулирай' }));
    expect(await within(dialog).findByText('Посочете причината за анулирането.', {}, wait)).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText('Причина'), { target: { value: 'Бележката е за друго дете.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Анулирай' }));
    expect(await within(dialog).findByText('Медицинската бележка вече е анулирана.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/StudentMedicalNotes/annul/21')!.body).toEqual({
      comment: 'Бележката е за друго дете.',
    });
  }, 60_000);

  it('lets a parent record a note for their child and withdraw their own pending note, without deciding', async () => {
    const calls = api(
      Role.Parent,
      [note({})],
      answer(medicalNotesRoutes.remove, () => new Response(null, { status: 204 })),
      answer(medicalNotesRoutes.save, () =>
        json(400, {
          statusCode: 400,
          message: 'Невалидни данни.',
          errors: { toDate: ['Една медицинска бележка покрива най-много 30 дни.'] },
        }),
      ),
    );
    renderArea(medicalNotesArea, '/attendances/medical-notices');
    const row = (await screen.findByText('Галя Петрова', {}, wait)).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Одобри' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Анулирай' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: 'Изтриване' }));
    await user.click(await screen.findByRole('button', { name: 'Изтрий' }, wait));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true), wait);

    await user.click(screen.getByRole('button', { name: 'Добави медицинска бележка' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).queryByLabelText('Група')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Запиши' }));
    // The child, the period and the doctor are required.
    await waitFor(() => expect(within(dialog).getAllByText('Полето е задължително.')).toHaveLength(3), wait);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 60_000);
});
