import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ActivityClass,
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
const groups: ActivityClass[] = [
  {
    id: 3,
    name: 'Звездичка',
    students: [
      {
        id: 8,
        name: 'Ана Петрова',
        hasSpecialNeeds: false,
        enrolments: [
          {
            id: 41,
            activityId: 5,
            activityName: 'Народни танци',
            fromDate: '2026-10-01',
            toDate: null,
            discountName: 'Втори брат/сестра',
            discountPercent: '10.00',
          },
        ],
      },
      { id: 9, name: 'Борис Колев', hasSpecialNeeds: false, enrolments: [] },
      { id: 10, name: 'Вера Димова', hasSpecialNeeds: true, enrolments: [] },
    ],
  },
];

const api = (role: Role, ...stubs: RouteStub[]) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(activitiesRoutes.options, () => [
      { id: 5, name: 'Народни танци' },
      { id: 6, name: 'Шах' },
    ]),
    answer(activityEnrolmentsRoutes.classes, () => groups),
    ...stubs,
  );

describe('/activities/groups', () => {
  it('shows the activity’s groups and children and enrols the selected ones from a date', async () => {
    const calls = api(
      Role.Director,
      answer(activityEnrolmentsRoutes.enrol, () => ({ enrolled: 2 })),
    );
    renderArea(activityEnrolmentsArea, '/activities/groups?activityId=5');
    const ana = (await screen.findByText('Ана Петрова', {}, wait)).closest('div')!.parentElement!;
    expect(within(ana).getByText('Записано от 01.10.2026')).toBeDefined();
    expect(within(ana).getByText('Втори брат/сестра 10,00 %')).toBeDefined();
    expect(screen.getAllByText('Не е записано')).toHaveLength(2);
    expect(calls.some((call) => call.path === '/api/Activities/classes?activityId=5')).toBe(true);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('checkbox', { name: 'Борис Колев' }));
    await user.click(screen.getByRole('checkbox', { name: 'Вера Димова' }));
    expect(screen.getByText('Избрани деца: 2')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Запиши избраните' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText('Борис Колев и Вера Димова')).toBeDefined();
    const picker = within(dialog).getByLabelText('Записване от дата');
    await user.clear(picker);
    await user.type(picker, '01.11.2026{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Запиши' }));
    expect(await screen.findByText('Децата са записани.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/activities/students')!.body).toEqual({
      activityId: 5,
      fromDate: '2026-11-01',
      studentIds: [9, 10],
    });
  }, 60_000);

  it('enrols a whole group and shows the refusal naming the child', async () => {
    const calls = api(
      Role.Director,
      answer(activityEnrolmentsRoutes.enrol, () =>
        json(400, {
          statusCode: 400,
          message: 'Капацитетът на дейността е 12 деца: остава 1 свободно място.',
          errors: { studentIds: ['Капацитетът на дейността е 12 деца: остава 1 свободно място.'] },
        }),
      ),
    );
    renderArea(activityEnrolmentsArea, '/activities/groups?activityId=5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Запиши групата Звездичка' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText('Всички деца от група „Звездичка“, които още не са записани.')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Запиши' }));
    expect(await screen.findByText('Капацитетът на дейността е 12 деца: остава 1 свободно място.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/activities/students')!.body).toMatchObject({ activityId: 5, classId: 3 });
  }, 60_000);

  it('sets a provider’s default discount on a child’s enrolment', async () => {
    const calls = api(
      Role.Director,
      answer(activitiesRoutes.get, () => ({ providerId: 4 }) as never),
      answer(activityProvidersRoutes.defaultDiscounts, () => [
        { id: 1, kind: ProviderDiscountKind.SpecialEducationalNeeds, name: 'СОП', percent: 50 },
      ]),
      answer(activityEnrolmentsRoutes.discount, () => ({ enrolmentId: 41 })),
    );
    renderArea(activityEnrolmentsArea, '/activities/groups?activityId=5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Отстъпка за Ана Петрова' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByLabelText('Отстъпка на доставчика'));
    await user.click(await screen.findByText('СОП (50,00 %)', {}, wait));
    await waitFor(() => expect(within(dialog).getByLabelText('Процент')).toHaveProperty('value', '50.00'), wait);
    await user.click(within(dialog).getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Отстъпката е записана.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/activities/discounts')!.body).toEqual({
      activityId: 5,
      studentId: 8,
      discount: { name: 'СОП', percent: 50 },
    });
  }, 60_000);

  it('lets a teacher read the groups and a child’s history, without the director’s actions', async () => {
    api(
      Role.Teacher,
      answer(activityEnrolmentsRoutes.history, () => ({
        rowsCount: 2,
        result: [
          {
            id: 42,
            activityId: 5,
            activityName: 'Народни танци',
            studentId: 8,
            studentName: 'Ана Петрова',
            fromDate: '2026-11-01',
            toDate: null,
            discountName: null,
            discountPercent: null,
            createdBy: 'Мария Иванова',
            createdAt: '2026-10-30T08:00:00Z',
            updatedBy: 'Мария Иванова',
            updatedAt: '2026-10-30T08:00:00Z',
          },
          {
            id: 41,
            activityId: 5,
            activityName: 'Народни танци',
            studentId: 8,
            studentName: 'Ана Петрова',
            fromDate: '2026-09-15',
            toDate: '2026-10-15',
            discountName: null,
            discountPercent: null,
            createdBy: 'Мария Иванова',
            createdAt: '2026-09-14T08:00:00Z',
            updatedBy: 'Мария Иванова',
            updatedAt: '2026-10-10T08:00:00Z',
          },
        ],
      })),
    );
    renderArea(activityEnrolmentsArea, '/activities/groups?activityId=5');
    await screen.findByText('Ана Петрова', {}, wait);
    expect(screen.queryByRole('button', { name: /^Запиши групата/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'История на Ана Петрова' }));
    const drawer = await screen.findByRole('dialog', {}, wait);
    expect(await within(drawer).findByText('от 01.11.2026', {}, wait)).toBeDefined();
    expect(within(drawer).getByText('15.09.2026 – 15.10.2026')).toBeDefined();
  }, 60_000);
});
