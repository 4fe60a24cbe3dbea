import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activitiesRoutes,
  type ActivityDetails,
  type ActivityOverviewRow,
  ActivityPriceModel,
  activityProvidersRoutes,
  classesRoutes,
  defaultAccess,
  identityRoutes,
  Role,
  teachersRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, type RouteStub, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { activitiesArea } from '../routes';

const wait = { timeout: 10_000 };

const row = (values: Partial<ActivityOverviewRow> = {}): ActivityOverviewRow => ({
  id: 5,
  name: 'Народни танци',
  activityTypeId: 2,
  activityTypeName: 'Танци',
  providerId: 3,
  providerName: 'Студио „Ритъм“',
  teacherName: 'Елена Колева',
  groups: [
    { id: 11, name: 'Звездичка' },
    { id: 12, name: 'Пчелица' },
  ],
  schedule: [
    { dayOfWeek: 2, startsAt: '16:00', endsAt: '16:45' },
    { dayOfWeek: 4, startsAt: '16:00', endsAt: '16:45' },
  ],
  priceModel: ActivityPriceModel.MonthlyFlat,
  priceCents: 2280,
  minimumCents: null,
  capacity: 20,
  enrolledCount: 7,
  activeFrom: '2026-09-15',
  activeTo: null,
  isActive: true,
  ...values,
});

const details: ActivityDetails = {
  id: 5,
  providerId: 3,
  providerName: 'Студио „Ритъм“',
  activityTypeId: 2,
  activityTypeName: 'Танци',
  name: 'Народни танци',
  description: 'В салона.',
  teacherId: 9,
  teacherName: 'Елена Колева',
  providerTeacherName: null,
  groups: [{ id: 12, name: 'Пчелица' }],
  schedule: [{ dayOfWeek: 2, startsAt: '16:00', endsAt: '16:45' }],
  capacity: 20,
  priceModel: ActivityPriceModel.MonthlyWithMinimum,
  priceCents: 550,
  minimumCents: 2000,
  activeFrom: '2026-09-15',
  activeTo: '2027-06-30',
  enrollmentRequestsEnabled: true,
  delistmentEnabled: false,
  enrolledCount: 3,
  hasHistory: true,
};

const api = (role: Role, ...stubs: RouteStub[]) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(activitiesRoutes.types, () => [
      { id: 2, name: 'Танци' },
      { id: 4, name: 'Футбол' },
    ]),
    answer(activityProvidersRoutes.list, () => ({
      result: [
        {
          id: 3,
          name: 'Студио „Ритъм“',
          eik: '121212128',
          vatRegistered: false,
          contactName: null,
          phone: null,
          email: null,
          kindergartensCount: 1,
        },
      ],
      rowsCount: 1,
    })),
    answer(classesRoutes.list, () => [
      { id: 11, name: 'Звездичка', isForSubstitution: false, kindergartenId: 2, kindergartenName: 'ДГ', classType: 2 },
      { id: 12, name: 'Пчелица', isForSubstitution: false, kindergartenId: 2, kindergartenName: 'ДГ', classType: 2 },
    ]),
    answer(teachersRoutes.forActivities, () => [{ id: 9, name: 'Елена Колева', occupation: 'Учител' }]),
    ...stubs,
  );

describe('/activities/management', () => {
  it('lists the activities with groups, hours, price and places, searches through the URL and deletes after asking', async () => {
    setScreenWidth(1280);
    const calls = api(
      Role.Director,
      answer(activitiesRoutes.list, () => ({
        result: [
          row(),
          row({ id: 6, name: 'Английски', isActive: false, capacity: null, enrolledCount: 0, activeTo: '2026-06-30' }),
        ],
        rowsCount: 2,
      })),
      answer(activitiesRoutes.remove, () => new Response(null, { status: 204 })),
    );
    const router = renderArea(activitiesArea, '/activities/management');
    const link = await screen.findByRole('link', { name: 'Народни танци' }, wait);
    expect(link.getAttribute('href')).toBe('/activities/management/5');
    const first = link.closest('tr')!;
    expect(within(first).getByText('Звездичка, Пчелица')).toBeDefined();
    expect(within(first).getByText('Вт 16:00–16:45, Чт 16:00–16:45')).toBeDefined();
    expect(within(first).getByText(/22,80\s€ на месец/)).toBeDefined();
    expect(within(first).getByText('7 от 20')).toBeDefined();
    expect(within(first).getByText('от 15.09.2026')).toBeDefined();
    expect(within(first).getByText('Текуща')).toBeDefined();
    const second = screen.getByRole('link', { name: 'Английски' }).closest('tr')!;
    expect(within(second).getByText('Неактивна')).toBeDefined();
    expect(within(second).getByText('0 записани')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Нова дейност' }).getAttribute('href')).toBe('/activities/management/create');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Търсене по наименование' }), 'тан{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=%D1%82%D0%B0%D0%BD'), wait);
    await waitFor(() => expect(calls.some((call) => call.path.includes('search=%D1%82%D0%B0%D0%BD'))).toBe(true), wait);
    await user.click(screen.getByRole('checkbox', { name: 'Само текущите' }));
    await waitFor(() => expect(calls.some((call) => call.path.includes('onlyActive=true'))).toBe(true), wait);

    await user.click(
      within(screen.getByRole('link', { name: 'Народни танци' }).closest('tr')!).getByRole('button', { name: 'Изтриване' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Изтрий' }, wait));
    await waitFor(
      () => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/activities/5')).toBe(true),
      wait,
    );
  }, 60_000);

  it('shows each activity as a card on a phone and nothing to change for a teacher who only reads', async () => {
    setScreenWidth(375);
    api(
      Role.Teacher,
      answer(activitiesRoutes.list, () => ({ result: [row()], rowsCount: 1 })),
    );
    renderArea(activitiesArea, '/activities/management');
    const link = await screen.findByRole('link', { name: 'Народни танци' }, wait);
    const card = link.closest('li')!;
    expect(within(card).getByText('Танци · Студио „Ритъм“')).toBeDefined();
    expect(within(card).getByText('Групи: Звездичка, Пчелица')).toBeDefined();
    expect(within(card).getByText('Деца: 7 от 20 · от 15.09.2026')).toBeDefined();
    expect(screen.queryByRole('columnheader', { name: 'Групи' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изтриване' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Нова дейност' })).toBeNull();
  }, 60_000);

  it('shows the empty state, with the filter kept from the URL', async () => {
    setScreenWidth(1280);
    const calls = api(
      Role.Director,
      answer(activitiesRoutes.list, () => ({ result: [], rowsCount: 0 })),
    );
    renderArea(activitiesArea, '/activities/management?onlyActive=true');
    expect(await screen.findByText('Няма дейности по избраните критерии.', {}, wait)).toBeDefined();
    expect((screen.getByRole('checkbox', { name: 'Само текущите' }) as HTMLInputElement).checked).toBe(true);
    expect(
      calls.some((call) => call.path.startsWith('/api/Activities/overview-models?') && call.path.includes('onlyActive=true')),
    ).toBe(true);
  }, 60_000);
});

describe('/activities/management/:id and /create', () => {
  it('opens an activity with its values and sends them back as cents and times', async () => {
    setScreenWidth(1280);
    const calls = api(
      Role.Director,
      answer(activitiesRoutes.get, () => details),
      answer(activitiesRoutes.save, () => ({ isSuccessful: true, entityId: 5 })),
      answer(activitiesRoutes.list, () => ({ result: [], rowsCount: 0 })),
    );
    const router = renderArea(activitiesArea, '/activities/management/5');
    expect(await screen.findByRole('heading', { name: 'Народни танци' }, wait)).toBeDefined();
    expect((screen.getByLabelText('Наименование') as HTMLInputElement).value).toBe('Народни танци');
    expect((screen.getByLabelText('Цена за посещение (€)') as HTMLInputElement).value).toBe('5.50');
    // The minimum's field appears once the watched price model has its value: a render after the heading's.
    expect(((await screen.findByLabelText('Месечен минимум (€)', undefined, wait)) as HTMLInputElement).value).toBe('20.00');
    expect((screen.getByLabelText('Активна до') as HTMLInputElement).value).toBe('30.06.2027');
    expect((screen.getByRole('textbox', { name: 'Начало, ред 1' }) as HTMLInputElement).value).toBe('16:00');

    const user = userEvent.setup({ delay: null });
    const price = screen.getByLabelText('Цена за посещение (€)');
    await user.clear(price);
    await user.type(price, '6,2');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/management'), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 5,
      providerId: 3,
      activityTypeId: 2,
      name: 'Народни танци',
      description: 'В салона.',
      teacherId: 9,
      providerTeacherName: null,
      classIds: [12],
      schedule: [{ dayOfWeek: 2, startsAt: '16:00', endsAt: '16:45' }],
      capacity: 20,
      priceModel: ActivityPriceModel.MonthlyWithMinimum,
      priceCents: 620,
      minimumCents: 2000,
      activeFrom: '2026-09-15',
      activeTo: '2027-06-30',
      enrollmentRequestsEnabled: true,
      delistmentEnabled: false,
    });
  }, 60_000);

  it('shows the server’s field message under the field', async () => {
    setScreenWidth(1280);
    const calls = api(
      Role.Director,
      answer(activitiesRoutes.get, () => details),
      answer(activitiesRoutes.save, () =>
        json(400, {
          statusCode: 400,
          message: 'Доставчикът не работи в тази детска градина.',
          errors: { providerId: ['Доставчикът не работи в тази детска градина.'] },
        }),
      ),
    );
    renderArea(activitiesArea, '/activities/management/5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Запази' }, wait));
    expect((await screen.findAllByText('Доставчикът не работи в тази детска градина.', {}, wait)).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  }, 60_000);

  it('requires the provider, type, name, teacher, groups, hours, price and start before sending', async () => {
    setScreenWidth(1280);
    const calls = api(Role.Director);
    renderArea(activitiesArea, '/activities/management/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Запази' }, wait));
    expect(await screen.findByText('Изберете поне една група.', {}, wait)).toBeDefined();
    // Provider, type, name, teacher, day, start, end, price and start date.
    await waitFor(() => expect(screen.getAllByText('Полето е задължително.')).toHaveLength(9), wait);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 60_000);
});
