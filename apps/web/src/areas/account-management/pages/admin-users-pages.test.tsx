import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountManagementRoutes as routes,
  type AccountInfo,
  defaultAccess,
  geographyRoutes,
  identityRoutes,
  kindergartensAdminRoutes,
  type NationalAccountRow,
  Role,
  UserType,
  usersRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aMaster, renderArea } from '../../../test/render-app';
import { accountManagementMenu } from '../menu';
import { accountManagementArea } from '../routes';

const wait = { timeout: 10_000 };
const master = aMaster;

const account: AccountInfo = {
  id: 42,
  firstName: 'Калина',
  middleName: null,
  lastName: 'Стоянова',
  fullName: 'Калина Стоянова',
  email: 'kalina@test.bg',
  phone: '0888123456',
  identificationNumber: null,
  userType: UserType.Teacher,
  nationalRole: null,
  municipalityName: null,
  isActive: true,
  hasPassword: true,
  createdAt: '2026-09-01T10:00:00',
  memberships: [{ kindergartenId: 5, kindergartenName: 'ДГ № 5 „Детелина“', role: Role.Teacher, isActive: true }],
  staff: [
    {
      id: 9,
      kindergartenId: 5,
      kindergartenName: 'ДГ № 5 „Детелина“',
      firstName: 'Калина',
      middleName: null,
      lastName: 'Стоянова',
      fullName: 'Калина Стоянова',
      email: 'kalina@test.bg',
      phone: null,
    },
  ],
  parents: [],
};

const userData = answer(identityRoutes.getUserData, () => master);
const renderAt = (path: string) => renderArea(accountManagementArea, path);

describe('the master administrator’s account pages', () => {
  it('shows the account pages only to the master, in the admin section', () => {
    const context = (role: Role) => ({
      role,
      access: defaultAccess(role),
      isRouted: (path: string) => path.startsWith('/admin/user/'),
      hasRoute: () => true,
    });
    const items = (role: Role) => buildMenu(accountManagementMenu, context(role)).flatMap((section) => section.items);
    expect(items(Role.Master)[0]?.children?.map((item) => item.path)).toEqual([
      '/admin/user/account',
      '/admin/user/activation',
      '/admin/user/info',
      '/admin/user/mon',
      '/admin/user/municipal',
    ]);
    expect(items(Role.Director)).toEqual([]);
    expect(items(Role.Administrator)).toEqual([]);
  });

  it('finds an account from the URL, shows its kindergartens and records, and detaches a membership after confirmation', async () => {
    const calls = stubRoutes(
      answer(routes.accountInfo, () => ({ accounts: [account] })),
      answer(routes.detachAccount, () => ({ isSuccessful: true, entityId: 42 })),
      userData,
    );
    renderAt('/admin/user/account?q=kalina@test.bg');
    await waitFor(() => expect(screen.getAllByText('Калина Стоянова')).toHaveLength(2), wait);
    expect(calls.some((call) => call.path === '/api/AccountManagement/account-info?searchTerm=kalina%40test.bg')).toBe(true);
    const memberships = screen.getByText('Премахни от градината').closest('tr')!;
    expect(within(memberships).getByText('Учител')).toBeDefined();
    const staff = screen.getByRole('region', { name: 'Записи като служител на Калина Стоянова' });
    expect(within(staff).getByText('ДГ № 5 „Детелина“')).toBeDefined();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Премахни от градината' }));
    expect(await screen.findByText(/Записите на служител и родител остават/, {}, wait)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Премахни' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/AccountManagement/detach-account')).toBe(true), wait);
    expect(calls.find((call) => call.path === '/api/AccountManagement/detach-account')?.body).toEqual({
      userId: 42,
      kindergartenId: 5,
    });
    expect(await screen.findByText('Акаунтът е премахнат от детската градина.', {}, wait)).toBeDefined();
  }, 30_000);

  it('refreshes a found account’s profile in its open tabs (CacheManagement invalidate) with a success toast', async () => {
    const calls = stubRoutes(
      answer(routes.accountInfo, () => ({ accounts: [account] })),
      answer(kindergartensAdminRoutes.invalidateUserData, () => ({ isSuccessful: true, entityId: 42 })),
      userData,
    );
    renderAt('/admin/user/account?q=kalina@test.bg');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Опресни профила' }, wait));
    expect(
      await screen.findByText('Профилът на Калина Стоянова ще бъде опреснен в отворените му прозорци.', {}, wait),
    ).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/CacheManagement/user-profile-data-cache/invalidate/42',
    ]);
  }, 30_000);

  it('shows the server’s refusal when the account to refresh no longer exists', async () => {
    stubRoutes(
      answer(routes.accountInfo, () => ({ accounts: [account] })),
      answer(kindergartensAdminRoutes.invalidateUserData, () =>
        json(404, { statusCode: 404, message: 'Потребителят не е намерен.' }),
      ),
      userData,
    );
    renderAt('/admin/user/account?q=kalina@test.bg');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Опресни профила' }, wait));
    expect(await screen.findByText('Потребителят не е намерен.', {}, wait)).toBeDefined();
  }, 30_000);

  it('says when nothing is found and asks for at least 3 characters', async () => {
    stubRoutes(
      answer(routes.accountInfo, () => ({ accounts: [] })),
      userData,
    );
    renderAt('/admin/user/activation');
    expect(await screen.findByText(/поне 3 символа/, {}, wait)).toBeDefined();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Имейл, телефон или ЕГН' }), 'nobody@test.bg{Enter}');
    expect(await screen.findByText('Няма акаунт с „nobody@test.bg“.', {}, wait)).toBeDefined();
  }, 30_000);

  it('sends the activation link again to an account that never chose a password', async () => {
    const sent = 'Профилът още не е активиран: изпратихме отново писмо с връзка за активиране.';
    const calls = stubRoutes(
      answer(routes.accountInfo, () => ({ accounts: [{ ...account, isActive: false, hasPassword: false }] })),
      answer(routes.resetPassword, () => ({ message: sent })),
      userData,
    );
    renderAt('/admin/user/activation?q=0888123456');
    expect(await screen.findByText('Чака активиране', {}, wait)).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Изпрати отново връзка за активиране' }));
    expect(await screen.findByText(sent, {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/AccountManagement/reset-password')?.body).toEqual({ userId: 42 });
  }, 30_000);

  it('deactivates an activated account after confirmation (identity/change-activation)', async () => {
    const calls = stubRoutes(
      answer(routes.accountInfo, () => ({ accounts: [account] })),
      answer(usersRoutes.changeAccountActivation, () => new Response(null, { status: 204 })),
      userData,
    );
    renderAt('/admin/user/activation?q=kalina@test.bg');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Деактивирай акаунта' }, wait));
    expect(await screen.findByText(/Влизането ще бъде спряно веднага/, {}, wait)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Деактивирай' }));
    expect(await screen.findByText('Акаунтът е деактивиран.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/identity/change-activation')?.body).toEqual({ userId: 42, isActive: false });
  }, 30_000);

  it('saves an account’s details, showing the server’s refusal of a taken e-mail', async () => {
    const calls = stubRoutes(
      answer(routes.accountInfo, () => ({ accounts: [account] })),
      answer(routes.updateAccountInfo, () =>
        json(409, { statusCode: 409, message: 'Този имейл адрес вече се използва от друг профил.' }),
      ),
      userData,
    );
    renderAt('/admin/user/info?q=kalina@test.bg');
    const form = await screen.findByRole('form', { name: 'Данни на Калина Стоянова' }, wait);
    const user = userEvent.setup({ delay: null });
    const email = within(form).getByLabelText('Имейл');
    await user.clear(email);
    await user.type(email, 'taken@test.bg');
    expect(await screen.findByText(/текущите сесии на акаунта ще бъдат прекратени/, {}, wait)).toBeDefined();
    await user.type(within(form).getByLabelText('ЕГН/ЛНЧ'), '123');
    expect(await within(form).findByText('Моля, въведете валидно ЕГН или ЛНЧ.', {}, wait)).toBeDefined();
    await user.clear(within(form).getByLabelText('ЕГН/ЛНЧ'));
    await user.click(within(form).getByRole('button', { name: 'Запази данните на акаунта' }));
    expect(await screen.findByText('Този имейл адрес вече се използва от друг профил.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/AccountManagement/update-account-info')?.body).toMatchObject({
      id: 42,
      firstName: 'Калина',
      lastName: 'Стоянова',
      email: 'taken@test.bg',
    });
  }, 30_000);

  it('lists municipality accounts with their municipality and invites a new one into a chosen municipality', async () => {
    const row: NationalAccountRow = {
      id: 3,
      firstName: 'Борис',
      middleName: null,
      lastName: 'Ангелов',
      fullName: 'Борис Ангелов',
      email: 'angelov@obshtina.bg',
      phone: null,
      isActive: true,
      hasPassword: true,
      municipalityId: 22,
      municipalityName: 'Пловдив',
      regionName: 'Пловдив',
      createdAt: '2026-10-01T09:00:00',
    };
    const calls = stubRoutes(
      answer(routes.municipalityAccounts, () => ({ result: [row], rowsCount: 1 })),
      answer(routes.inviteMunicipality, () => ({ isSuccessful: true, entityId: 4 })),
      answer(geographyRoutes.areas, () => ({ result: [{ id: 16, name: 'Пловдив', code: 'PDV' }], rowsCount: 1 })),
      answer(geographyRoutes.districts, () => ({
        result: [
          { id: 22, name: 'Пловдив', code: 'PDV22', areaId: 16 },
          { id: 23, name: 'Асеновград', code: 'PDV01', areaId: 16 },
        ],
        rowsCount: 2,
      })),
      userData,
    );
    renderAt('/admin/user/municipal');
    const listed = (await screen.findByText('Борис Ангелов', {}, wait)).closest('tr')!;
    expect(within(listed).getByText('Пловдив (обл. Пловдив)')).toBeDefined();
    expect(within(listed).getByText('01.10.2026')).toBeDefined();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Покани служител на община' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Изпрати покана' }));
    await waitFor(() => expect(within(dialog).getAllByText('Полето е задължително.').length).toBeGreaterThanOrEqual(3), wait);

    await user.type(within(dialog).getByLabelText('Име'), 'Ана');
    await user.type(within(dialog).getByLabelText('Фамилия'), 'Ангелова');
    await user.type(within(dialog).getByLabelText('Имейл'), 'ana@obshtina.bg');
    await user.click(within(dialog).getByLabelText('Община'));
    await user.click(await screen.findByTitle('Асеновград', {}, wait));
    await user.click(within(dialog).getByRole('button', { name: 'Изпрати покана' }));
    expect(await screen.findByText('Поканата е изпратена на ana@obshtina.bg.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/AccountManagement/invite-municipality-account')?.body).toEqual({
      firstName: 'Ана',
      lastName: 'Ангелова',
      email: 'ana@obshtina.bg',
      municipalityId: 23,
    });
  }, 60_000);
});
