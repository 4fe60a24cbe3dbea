import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ActivityProviderRow,
  activityProvidersRoutes,
  defaultAccess,
  identityRoutes,
  PaymentProviderConfigurationFlags as Flags,
  Role,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aMaster, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { activityProvidersMenu } from '../menu';
import { activityProvidersArea } from '../routes';

const wait = { timeout: 20_000 };
/** The machine runs four engineers' tests at once: a page test may take long. */
const SLOW = 60_000;
const userData = answer(identityRoutes.getUserData, () => aMaster);

const horo: ActivityProviderRow = {
  id: 4,
  name: '„Танцова школа Хоро“ ООД',
  eik: '204691033',
  vatRegistered: true,
  contactName: 'Десислава Маринова',
  phone: '+359 888 123 456',
  email: 'horo@demo.test',
  kindergartensCount: 2,
  configurationFlags: Flags.EPayIdSet | Flags.EPaySecretSet,
  errorMessage: 'Грешен подпис на известие',
  errorAt: '2026-11-20T10:15:00Z',
};
const champion: ActivityProviderRow = {
  ...horo,
  id: 5,
  name: '„Спортен клуб Шампион“',
  eik: '204691040',
  configurationFlags: Flags.NotConfigured,
  errorMessage: null,
  errorAt: null,
};

describe('/admin/activities/providers', () => {
  it('is in the master’s admin section only', () => {
    const items = (role: Role) =>
      buildMenu(activityProvidersMenu, {
        role,
        access: defaultAccess(role),
        isRouted: () => true,
        hasRoute: () => true,
      }).flatMap((section) => section.items);
    expect(items(Role.Master)[0]?.children?.map((item) => item.path)).toEqual([
      '/admin/activities/providers',
      '/admin/activities/activities',
    ]);
    expect(items(Role.Director)).toEqual([]);
  });

  it(
    'lists the providers with their ePay bits as tags and the error status, and clears an error',
    async () => {
      const calls = stubRoutes(
        answer(activityProvidersRoutes.list, () => ({ result: [horo, champion], rowsCount: 2 })),
        answer(activityProvidersRoutes.resetErrorStatus, () => new Response(null, { status: 204 })),
        userData,
      );
      setScreenWidth(1280);
      renderArea(activityProvidersArea, '/admin/activities/providers');
      const link = (await screen.findAllByRole('link', { name: '„Танцова школа Хоро“ ООД' }, wait))[0];
      expect(link.getAttribute('href')).toBe('/admin/activities/providers/4');
      expect(screen.getAllByText('Въведен КИН в ePay').length).toBeGreaterThan(0);
      expect(screen.getAllByText('Въведен таен ключ за ePay').length).toBeGreaterThan(0);
      expect(screen.getAllByText('Не е конфигуриран').length).toBeGreaterThan(0);
      expect(screen.getAllByText('Грешен подпис на известие').length).toBeGreaterThan(0);

      const user = userEvent.setup({ delay: null });
      await user.click(screen.getAllByRole('button', { name: 'Изчисти грешката' })[0]);
      const dialog = await screen.findByRole('tooltip', undefined, wait);
      await user.click(within(dialog).getByRole('button', { name: 'Изчисти' }));
      await waitFor(
        () =>
          expect(
            calls.some((call) => call.method === 'POST' && call.path.endsWith('/activity-provider/reset-error-status/4')),
          ).toBe(true),
        wait,
      );
    },
    SLOW,
  );

  it(
    'asks before deleting a provider and shows the refusal when activities use it',
    async () => {
      const calls = stubRoutes(
        answer(activityProvidersRoutes.list, () => ({ result: [champion], rowsCount: 1 })),
        answer(
          activityProvidersRoutes.remove,
          () =>
            new Response(
              JSON.stringify({ statusCode: 409, message: 'Доставчикът не може да бъде изтрит: има дейности с този доставчик.' }),
              {
                status: 409,
                headers: { 'Content-Type': 'application/json' },
              },
            ),
        ),
        userData,
      );
      setScreenWidth(375);
      renderArea(activityProvidersArea, '/admin/activities/providers');
      const user = userEvent.setup({ delay: null });
      // On a phone each provider is one card with its actions.
      expect(await screen.findByText('ЕИК 204691040', undefined, wait)).toBeDefined();
      await user.click((await screen.findAllByRole('button', { name: 'Изтриване' }, wait))[0]);
      await user.click(within(await screen.findByRole('tooltip', undefined, wait)).getByRole('button', { name: 'Изтрий' }));
      expect(
        await screen.findByText('Доставчикът не може да бъде изтрит: има дейности с този доставчик.', undefined, wait),
      ).toBeDefined();
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/administration/ActivityManagement/activity-provider/5',
      ]);
    },
    SLOW,
  );

  it(
    'searches by name or ЕИК through the URL',
    async () => {
      const calls = stubRoutes(
        answer(activityProvidersRoutes.list, () => ({ result: [], rowsCount: 0 })),
        userData,
      );
      const router = renderArea(activityProvidersArea, '/admin/activities/providers');
      expect(await screen.findByText('Няма доставчици по избраните критерии.', undefined, wait)).toBeDefined();
      await userEvent.type(screen.getByRole('searchbox', { name: 'Търсене по име или ЕИК' }), '2046{Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?search=2046'), wait);
      await waitFor(() => expect(calls.some((call) => call.path.includes('search=2046'))).toBe(true), wait);
    },
    SLOW,
  );
});
