import { screen, within } from '@testing-library/react';
import {
  activitiesRoutes,
  ActivityPriceModel,
  defaultAccess,
  identityRoutes,
  type ParentActivityItem,
  Role,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { activitiesArea } from '../routes';

const wait = { timeout: 10_000 };
const PATH = '/activities/parents/providers';

const football: ParentActivityItem = {
  id: 4,
  name: 'Футбол',
  description: 'На двора на градината.',
  activityTypeName: 'Спорт',
  provider: { name: 'Спортен клуб „Победа“', phone: '0888123456', email: 'info@pobeda.bg' },
  teacherName: 'Иван Петров',
  schedule: [{ dayOfWeek: 3, startsAt: '10:00', endsAt: '10:40' }],
  priceModel: ActivityPriceModel.MonthlyWithMinimum,
  priceCents: 600,
  minimumCents: 2400,
  activeFrom: '2026-09-15',
  activeTo: '2027-06-30',
  isEnrolled: true,
  enrollmentRequestsEnabled: true,
  delistmentEnabled: true,
};

const parent = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Parent,
  access: defaultAccess(Role.Parent),
}));

describe(PATH, () => {
  it('shows each child’s offered activities with the provider’s contacts and the price, and a clear empty state', async () => {
    const calls = stubRoutes(
      parent,
      answer(activitiesRoutes.forParents, () => [
        { studentId: 1, studentName: 'Яна Петрова', classId: 12, className: 'Пчелица', activities: [football] },
        { studentId: 2, studentName: 'Иво Петров', classId: 11, className: 'Звездичка', activities: [] },
        { studentId: 3, studentName: 'Ема Петрова', classId: null, className: null, activities: [] },
      ]),
    );
    renderArea(activitiesArea, PATH);
    const yana = await screen.findByRole('region', { name: 'Яна Петрова, група „Пчелица“' }, wait);
    expect(within(yana).getByText('Футбол')).toBeDefined();
    expect(within(yana).getByText('Записано')).toBeDefined();
    expect(within(yana).getByText('Ср 10:00–10:40')).toBeDefined();
    expect(within(yana).getByText(/6,00\s€ за посещение, минимум 24,00\s€ на месец/)).toBeDefined();
    expect(within(yana).getByText('15.09.2026 – 30.06.2027')).toBeDefined();
    expect(within(yana).getByRole('link', { name: '0888123456' }).getAttribute('href')).toBe('tel:0888123456');
    expect(within(yana).getByRole('link', { name: 'info@pobeda.bg' }).getAttribute('href')).toBe('mailto:info@pobeda.bg');
    const ivo = screen.getByRole('region', { name: 'Иво Петров, група „Звездичка“' });
    expect(within(ivo).getByText('За групата на детето днес не се предлагат допълнителни дейности.')).toBeDefined();
    const ema = screen.getByRole('region', { name: 'Ема Петрова' });
    expect(within(ema).getByText('Детето не е в група днес, затова няма предлагани дейности.')).toBeDefined();
    expect(calls.some((call) => call.path === '/api/activities/parents')).toBe(true);
  }, 60_000);

  it('says so when no child is linked to the account', async () => {
    stubRoutes(
      parent,
      answer(activitiesRoutes.forParents, () => []),
    );
    renderArea(activitiesArea, PATH);
    expect(await screen.findByText('Няма деца, свързани с вашия профил в тази детска градина.', {}, wait)).toBeDefined();
  }, 60_000);

  it('shows a failed load with a retry', async () => {
    stubRoutes(
      parent,
      answer(activitiesRoutes.forParents, () => json(500, { statusCode: 500, message: 'Възникна грешка.' })),
    );
    renderArea(activitiesArea, PATH);
    expect(await screen.findByRole('button', { name: 'Опитай отново' }, wait)).toBeDefined();
  }, 60_000);
});
