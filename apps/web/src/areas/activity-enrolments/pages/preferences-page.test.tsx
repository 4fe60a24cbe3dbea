import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ActivityClass,
  type ActivityEnrolment,
  activitiesRoutes,
  activityEnrolmentsRoutes,
  activityProvidersRoutes,
  defaultAccess,
  identityRoutes,
  ProviderDiscountKind,
  Role,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, type RouteStub, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { activityEnrolmentsArea } from '../routes';

const wait = { timeout: 10_000 };

const enrolment = (id: number, discount?: [string, string]): ActivityEnrolment => ({
  id,
  activityId: 5,
  activityName: 'Народни танци',
  fromDate: '2026-10-01',
  toDate: null,
  discountName: discount?.[0] ?? null,
  discountPercent: discount?.[1] ?? null,
});

/** Ана (siblings' discount), Борис (СОП, none), Галя (СОП, the СОП discount), Дими (none); Вера is not enrolled. */
const groups: ActivityClass[] = [
  {
    id: 3,
    name: 'Звездичка',
    students: [
      { id: 8, name: 'Ана Петрова', hasSpecialNeeds: false, enrolments: [enrolment(41, ['Втори брат/сестра', '10.00'])] },
      { id: 9, name: 'Борис Колев', hasSpecialNeeds: true, enrolments: [enrolment(42)] },
      { id: 10, name: 'Вера Димова', hasSpecialNeeds: false, enrolments: [] },
    ],
  },
  {
    id: 4,
    name: 'Слънце',
    students: [
      { id: 11, name: 'Галя Иванова', hasSpecialNeeds: true, enrolments: [enrolment(43, ['СОП', '50.00'])] },
      { id: 12, name: 'Дими Стоев', hasSpecialNeeds: false, enrolments: [enrolment(44)] },
    ],
  },
];

const api = (role: Role, ...stubs: RouteStub[]) =>
  stubRoutes(
    // A test's own stubs first: the first route that matches answers.
    ...stubs,
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(activitiesRoutes.options, () => [
      { id: 5, name: 'Народни танци' },
      { id: 6, name: 'Шах' },
    ]),
    answer(activityEnrolmentsRoutes.classes, () => groups),
    answer(activitiesRoutes.get, () => ({ providerId: 4 }) as never),
    answer(activityProvidersRoutes.defaultDiscounts, () => [
      { id: 1, kind: ProviderDiscountKind.Siblings, name: 'Втори брат/сестра', percent: 10 },
      { id: 2, kind: ProviderDiscountKind.SpecialEducationalNeeds, name: 'СОП', percent: 50 },
    ]),
    answer(activityEnrolmentsRoutes.discount, () => ({ enrolmentId: 1 })),
  );

/** The children's lines now on the page, in order. */
const shownChildren = (): string[] => screen.queryAllByRole('group').map((line) => line.getAttribute('aria-label')!);

/** Picks `option` in the antd select labelled `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option, {}, wait);
  await user.click(options[options.length - 1]!);
}

const discountCall = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/activities/discounts').map((call) => call.body);

describe('/activities/preferences', () => {
  it('lists the enrolled children with their discount and filters by preferences, СОП and group', async () => {
    const calls = api(Role.Director);
    const router = renderArea(activityEnrolmentsArea, '/activities/preferences?activityId=5');
    await screen.findByText('Ана Петрова', {}, wait);
    expect(shownChildren()).toEqual(['Ана Петрова', 'Борис Колев', 'Галя Иванова', 'Дими Стоев']);
    expect(screen.queryByText('Вера Димова')).toBeNull();
    expect(screen.getByText('Записани деца: 4, с преференции: 2')).toBeDefined();
    const ana = screen.getByRole('group', { name: 'Ана Петрова' });
    expect(within(ana).getByText('Втори брат/сестра 10,00 %')).toBeDefined();
    expect(within(screen.getByRole('group', { name: 'Борис Колев' })).getByText('СОП')).toBeDefined();
    expect(within(screen.getByRole('group', { name: 'Борис Колев' })).getByText('Без преференции')).toBeDefined();
    expect(calls.some((call) => call.path === '/api/Activities/classes?activityId=5')).toBe(true);

    const user = userEvent.setup({ delay: null });
    await choose(user, 'Преференции', 'С преференции');
    await waitFor(() => expect(shownChildren()).toEqual(['Ана Петрова', 'Галя Иванова']), wait);
    expect(router.state.location.search).toContain('preferences=with');

    await choose(user, 'СОП', 'Със СОП');
    await waitFor(() => expect(shownChildren()).toEqual(['Галя Иванова']), wait);
    expect(screen.getByText('Записани деца: 4, с преференции: 2; показани: 1')).toBeDefined();

    await choose(user, 'Преференции', 'Без преференции');
    await waitFor(() => expect(shownChildren()).toEqual(['Борис Колев']), wait);

    await choose(user, 'СОП', 'Без СОП');
    await waitFor(() => expect(shownChildren()).toEqual(['Дими Стоев']), wait);
    expect(router.state.location.search).toContain('sop=without');

    await choose(user, 'Група', 'Звездичка');
    expect(await screen.findByText('Няма деца, които отговарят на филтрите.', {}, wait)).toBeDefined();
    expect(router.state.location.search).toContain('classId=3');
  }, 60_000);

  it('reads the filters from the URL', async () => {
    api(Role.Director);
    renderArea(activityEnrolmentsArea, '/activities/preferences?activityId=5&classId=4&sop=with');
    await screen.findByText('Галя Иванова', {}, wait);
    expect(shownChildren()).toEqual(['Галя Иванова']);
  }, 60_000);

  it('sets one of the provider’s default discounts with one click', async () => {
    const calls = api(Role.Director);
    renderArea(activityEnrolmentsArea, '/activities/preferences?activityId=5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Отстъпка за Борис Колев' }, wait));
    await user.click(await screen.findByText('СОП (50,00 %)', {}, wait));
    expect(await screen.findByText('Борис Колев: отстъпката „СОП“ е записана.', {}, wait)).toBeDefined();
    expect(discountCall(calls)).toEqual([{ activityId: 5, studentId: 9, discount: { name: 'СОП', percent: 50 } }]);
    expect(calls.some((call) => call.path === '/api/Activities/default-provider-student-discounts?providerId=4')).toBe(true);
  }, 60_000);

  it('validates a custom discount before sending it', async () => {
    const calls = api(Role.Director);
    renderArea(activityEnrolmentsArea, '/activities/preferences?activityId=5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Отстъпка за Дими Стоев' }, wait));
    await user.click(await screen.findByText('Друга отстъпка…', {}, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText('Дими Стоев')).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
    // Both fields' messages: antd shows each field's as its validation ends, so wait for the two, not the first.
    await waitFor(() => expect(within(dialog).getAllByText('Полето е задължително.')).toHaveLength(2), wait);

    await user.type(within(dialog).getByLabelText('Име на отстъпката'), 'Общинска програма');
    const percent = within(dialog).getByLabelText('Процент');
    await user.type(percent, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
    const range = 'Отстъпката трябва да е повече от 0 и най-много 100 процента.';
    expect(await within(dialog).findByText(range, {}, wait)).toBeDefined();
    await user.clear(percent);
    await user.type(percent, '100,5');
    await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
    expect(await within(dialog).findByText(range, {}, wait)).toBeDefined();
    await user.clear(percent);
    await user.type(percent, '12,555');
    expect(percent).toHaveProperty('value', '12.55');
    expect(discountCall(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Отстъпката е записана.', {}, wait)).toBeDefined();
    expect(discountCall(calls)).toEqual([
      { activityId: 5, studentId: 12, discount: { name: 'Общинска програма', percent: 12.55 } },
    ]);
  }, 60_000);

  it('clears a child’s discount (null) and shows the refusal of a failed save', async () => {
    let refuse = false;
    const calls = api(
      Role.Director,
      answer(activityEnrolmentsRoutes.discount, () =>
        refuse ? json(400, { statusCode: 400, message: 'Галя Иванова няма текущо записване в дейността.' }) : { enrolmentId: 41 },
      ),
    );
    renderArea(activityEnrolmentsArea, '/activities/preferences?activityId=5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Отстъпка за Ана Петрова' }, wait));
    await user.click(await screen.findByText('Без отстъпка', {}, wait));
    expect(await screen.findByText('Ана Петрова: отстъпката е премахната.', {}, wait)).toBeDefined();
    expect(discountCall(calls)).toEqual([{ activityId: 5, studentId: 8, discount: null }]);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Отстъпка за Галя Иванова' }));
    const menus = await screen.findAllByText('Без отстъпка', {}, wait);
    await user.click(menus[menus.length - 1]!);
    expect(await screen.findByText('Галя Иванова няма текущо записване в дейността.', {}, wait)).toBeDefined();
    expect(discountCall(calls)[1]).toEqual({ activityId: 5, studentId: 11, discount: null });
  }, 60_000);

  it('shows a teacher the preferences without the actions', async () => {
    api(Role.Teacher);
    renderArea(activityEnrolmentsArea, '/activities/preferences?activityId=5');
    await screen.findByText('Ана Петрова', {}, wait);
    expect(screen.queryByRole('button', { name: /^Отстъпка за/ })).toBeNull();
    expect(screen.getByText('Преференциите се задават от директора.')).toBeDefined();
  }, 60_000);

  it('shows the empty, no-children and error states', async () => {
    api(
      Role.Director,
      answer(activityEnrolmentsRoutes.classes, (call) =>
        call.path.includes('activityId=6')
          ? json(500, { statusCode: 500, message: 'Възникна грешка.' })
          : [{ ...groups[0]!, students: [groups[0]!.students[2]!] }],
      ),
    );
    const router = renderArea(activityEnrolmentsArea, '/activities/preferences');
    expect(
      await screen.findByText('Изберете дейност, за да видите записаните деца и техните преференции.', {}, wait),
    ).toBeDefined();
    await router.navigate('/activities/preferences?activityId=5');
    expect(await screen.findByText('В дейността няма записани деца.', {}, wait)).toBeDefined();
    await router.navigate('/activities/preferences?activityId=6');
    expect(await screen.findByRole('button', { name: 'Опитай отново' }, wait)).toBeDefined();
  }, 60_000);
});
