import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Allergen,
  defaultAccess,
  Gender,
  IdentifierType,
  identityRoutes,
  makeEgn,
  Role,
  type StudentDetails,
  type StudentHealth,
  studentCareMessages,
  studentsCareRoutes,
  studentsCertificateRoutes,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { studentsArea } from '../routes';

const wait = { timeout: 10_000 };

const kid: StudentDetails = {
  id: 7,
  firstName: 'Калоян',
  middleName: 'Петров',
  lastName: 'Иванов',
  fullName: 'Калоян Петров Иванов',
  birthDate: '2021-03-04',
  gender: Gender.Male,
  hasSpecialNeeds: false,
  isDetached: false,
  leaveDate: null,
  classId: 3,
  className: 'Пчелица',
  identifierType: IdentifierType.EGN,
  identifier: makeEgn({ year: 2021, month: 3, day: 4 }, Gender.Male, 1),
  address: null,
  placements: [],
  parents: [],
};

const health: StudentHealth = {
  studentId: 7,
  allergens: [Allergen.Peanuts],
  foodRestrictions: null,
  healthNotes: 'Астма',
  updatedAt: '2026-11-20T08:30:00Z',
  updatedBy: 'Мария Иванова',
};

const as = (role: Role) =>
  answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) }));

/** The record's calls answered; the care calls with an empty record unless given. */
function stubRecord(role: Role, extra: ReturnType<typeof answer>[] = []) {
  // The extra answers come first: among routes of the same shape the first stub answers.
  return stubRoutes(
    ...extra,
    as(role),
    answer(studentsRoutes.grouped, () => [{ classId: 3, className: 'Пчелица', students: [] }]),
    answer(studentsRoutes.get, () => kid),
    answer(studentsCertificateRoutes.list, () => ({ result: [], rowsCount: 0 })),
    answer(studentsCareRoutes.health, () => health),
    answer(studentsCareRoutes.pickupPeople, () => []),
    answer(studentsCareRoutes.photoInfo, () => ({ photo: null })),
  );
}

describe('the child’s record: care sections and dangerous actions', () => {
  it('shows photo, allergies, pickup people; relocation and delisting stay closed behind their buttons', async () => {
    stubRecord(Role.Director);
    renderArea(studentsArea, '/kids/records/7');
    expect(await screen.findByText('Алергии, хранене и здраве', {}, wait)).toBeDefined();
    expect(screen.getByText('Снимка')).toBeDefined();
    expect(screen.getByText('Лица, които могат да вземат детето')).toBeDefined();
    expect(await screen.findByText('Няма въведени лица. Детето се предава само на родителите му.', {}, wait)).toBeDefined();
    expect(((await screen.findByLabelText('5. Фъстъци и продукти от тях', {}, wait)) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Здравни бележки') as HTMLTextAreaElement).value).toBe('Астма');
    expect(screen.getByText(/^Последна промяна: 20\.11\.2026 \d+:30, Мария Иванова$/)).toBeDefined();
    // Nothing of the dangerous forms is open: no leave date, no certificate form.
    expect(screen.queryByLabelText('Дата на напускане')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Издаване на удостоверение' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Отписване…' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Издаване…' })).toBeDefined();
  }, 60_000);

  it('delists only after the user picks the date and confirms the sentence that names it', async () => {
    const calls = stubRecord(Role.Director, [answer(studentsRoutes.detach, () => ({ isSuccessful: true, entityId: 7 }))]);
    renderArea(studentsArea, '/kids/records/7');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Отписване…' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Отписване на Калоян Петров Иванов' }, wait);
    expect((within(dialog).getByLabelText('Дата на напускане') as HTMLInputElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Продължи' }));
    expect(await within(dialog).findByText('Изберете датата на напускане.', {}, wait)).toBeDefined();
    await user.type(within(dialog).getByLabelText('Дата на напускане'), '20.11.2026{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Продължи' }));
    expect(
      (
        await screen.findAllByText(
          'Калоян Петров Иванов ще бъде отписано от детската градина на 20.11.2026. Продължаване?',
          {},
          wait,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(calls.some((call) => call.path.endsWith('/detach'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Отпиши' }));
    await waitFor(
      () => expect(calls.find((call) => call.path.endsWith('/detach'))?.body).toEqual({ leaveDate: '2026-11-20' }),
      wait,
    );
    expect(await screen.findByText('Детето е отписано.', {}, wait)).toBeDefined();
  }, 60_000);

  it('saves the allergens by number with the other food restrictions', async () => {
    const calls = stubRecord(Role.Director, [answer(studentsCareRoutes.saveHealth, () => ({ isSuccessful: true, entityId: 7 }))]);
    renderArea(studentsArea, '/kids/records/7');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('7. Мляко и млечни продукти (включително лактоза)', {}, wait));
    await user.type(screen.getByLabelText('Други хранителни ограничения'), 'Без свинско');
    await user.click(screen.getByRole('button', { name: 'Запази алергиите и бележките' }));
    await waitFor(
      () =>
        expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/health'))?.body).toEqual({
          allergens: [Allergen.Peanuts, Allergen.Milk],
          foodRestrictions: 'Без свинско',
          healthNotes: 'Астма',
        }),
      wait,
    );
  }, 60_000);

  it('checks a pickup person’s phone and identity card in Bulgarian before adding them', async () => {
    const calls = stubRecord(Role.Director, [
      answer(studentsCareRoutes.savePickupPerson, () => ({ isSuccessful: true, entityId: 31 })),
    ]);
    renderArea(studentsArea, '/kids/records/7');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Добави лице, което може да взема детето' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.type(within(dialog).getByLabelText('Име и фамилия'), 'Иванка Петрова');
    await user.type(within(dialog).getByLabelText('Роднинска или друга връзка'), 'баба');
    await user.type(within(dialog).getByLabelText('Телефон'), '12345');
    await user.type(within(dialog).getByLabelText('Номер на лична карта'), '12A');
    await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
    expect(await within(dialog).findByText(studentCareMessages.phone, {}, wait)).toBeDefined();
    expect(await within(dialog).findByText(studentCareMessages.idCard, {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Телефон'));
    await user.type(within(dialog).getByLabelText('Телефон'), '0888 123 456');
    await user.clear(within(dialog).getByLabelText('Номер на лична карта'));
    await user.type(within(dialog).getByLabelText('Номер на лична карта'), '645123789');
    await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
    await waitFor(
      () =>
        expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
          fullName: 'Иванка Петрова',
          relation: 'баба',
          phone: '0888 123 456',
          idCardNumber: '645123789',
        }),
      wait,
    );
  }, 60_000);

  it('keeps the health section and its call away from a role that may not read health data', async () => {
    const calls = stubRecord(Role.ResourceSpecialist);
    renderArea(studentsArea, '/kids/records/7');
    expect(await screen.findByText('Лица, които могат да вземат детето', {}, wait)).toBeDefined();
    expect(screen.queryByText('Алергии, хранене и здраве')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/health'))).toBe(false);
    // Without the right to edit the child: no delisting and no adding of people.
    expect(screen.queryByRole('button', { name: 'Отписване…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добави лице, което може да взема детето' })).toBeNull();
  }, 60_000);

  it('shows the photo with its recorded consent and deletes it only after the withdrawal is confirmed', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:kid-photo');
    URL.revokeObjectURL = vi.fn();
    const calls = stubRecord(Role.Director, [
      answer(studentsCareRoutes.photoInfo, () => ({
        photo: {
          contentType: 'image/png',
          consentGivenBy: 'Мария Иванова (майка)',
          recordedBy: 'Елена Петрова',
          consentAt: '2026-11-20T08:30:00Z',
        },
      })),
      answer(
        studentsCareRoutes.photo,
        () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } }),
      ),
      answer(studentsCareRoutes.withdrawPhotoConsent, () => new Response(null, { status: 204 })),
    ]);
    renderArea(studentsArea, '/kids/records/7');
    expect(
      await screen.findByText(/^Съгласие от Мария Иванова \(майка\), записано от Елена Петрова на 20\.11\.2026/, {}, wait),
    ).toBeDefined();
    expect(((await screen.findByRole('img', { name: 'Снимка на Калоян Петров Иванов' }, wait)) as HTMLImageElement).src).toBe(
      'blob:kid-photo',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Оттегли съгласието' }));
    expect(await screen.findByText('Снимката ще бъде изтрита окончателно. Продължаване?', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Оттегли и изтрий' }));
    await waitFor(
      () => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/Students/7/photo')).toBe(true),
      wait,
    );
  }, 60_000);

  it('records a photo only with the consent of a parent or guardian', async () => {
    stubRecord(Role.Director);
    renderArea(studentsArea, '/kids/records/7');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Добави снимка' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Снимка на детето' }, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
    expect(await within(dialog).findByText(studentCareMessages.consentRequired, {}, wait)).toBeDefined();
    expect(await within(dialog).findByText(studentCareMessages.consentConfirm, {}, wait)).toBeDefined();
    expect(await within(dialog).findByText('Полето е задължително.', {}, wait)).toBeDefined();
  }, 60_000);
});
