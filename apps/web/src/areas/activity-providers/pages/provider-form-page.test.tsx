import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ActivityProviderDetails,
  activityProvidersRoutes,
  identityRoutes,
  kindergartensAdminRoutes,
  PaymentProviderConfigurationFlags as Flags,
  ProviderDiscountKind,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aMaster, renderArea } from '../../../test/render-app';
import { activityProvidersArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const userData = answer(identityRoutes.getUserData, () => aMaster);
const institutions = answer(kindergartensAdminRoutes.overview, () => ({ result: [], rowsCount: 0 }));
const URL_TEXT = 'http://127.0.0.1:3000/api/activities/payments/epay-notification/6f1c2a7e-0000-4000-8000-000000000001';

const horo: ActivityProviderDetails = {
  id: 4,
  name: '„Танцова школа Хоро“ ООД',
  eik: '204691033',
  vatRegistered: true,
  address: 'гр. Пловдив, ул. „Капитан Райчо“ 15',
  iban: 'BG20UNCR70001523456781',
  bankName: 'УниКредит Булбанк',
  contactName: 'Десислава Маринова',
  phone: '+359 888 123 456',
  email: 'horo@demo.test',
  kindergartens: [{ id: 1, name: 'ДГ „Слънце“' }],
  discounts: [{ id: 9, kind: ProviderDiscountKind.Siblings, name: 'Второ дете', percent: 10 }],
  epayMin: '8460012345',
  hasSecret: true,
  configurationFlags: Flags.EPayIdSet | Flags.EPaySecretSet,
  notificationUrl: URL_TEXT,
  errorMessage: null,
  errorAt: null,
};

describe('/admin/activities/providers/:id and /create', () => {
  it(
    'shows the secret only as „Въведен“, copies the notification URL, and keeps the secret when the field stays empty',
    async () => {
      const calls = stubRoutes(
        answer(activityProvidersRoutes.get, () => horo),
        answer(activityProvidersRoutes.save, () => ({ isSuccessful: true, entityId: 4 })),
        answer(activityProvidersRoutes.list, () => ({ result: [], rowsCount: 0 })),
        institutions,
        userData,
      );
      const router = renderArea(activityProvidersArea, '/admin/activities/providers/4');
      expect(await screen.findByText('Въведен', undefined, wait)).toBeDefined();
      expect((screen.getByLabelText(/Таен ключ в ePay/) as HTMLInputElement).value).toBe('');
      expect((screen.getByRole('textbox', { name: 'Адрес за известия от ePay' }) as HTMLInputElement).value).toBe(URL_TEXT);
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button', { name: 'Копирай адреса за известия' }));
      await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(URL_TEXT), wait);

      await user.click(screen.getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/activities/providers'), wait);
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        id: 4,
        name: '„Танцова школа Хоро“ ООД',
        eik: '204691033',
        vatRegistered: true,
        address: 'гр. Пловдив, ул. „Капитан Райчо“ 15',
        iban: 'BG20UNCR70001523456781',
        bankName: 'УниКредит Булбанк',
        contactName: 'Десислава Маринова',
        phone: '+359 888 123 456',
        email: 'horo@demo.test',
        epayMin: '8460012345',
        epaySecret: null,
        kindergartenIds: [1],
        discounts: [{ kind: ProviderDiscountKind.Siblings, name: 'Второ дете', percent: 10 }],
      });
    },
    SLOW,
  );

  it(
    'checks the ЕИК and IBAN before sending, and shows the server’s field message',
    async () => {
      const calls = stubRoutes(
        answer(activityProvidersRoutes.save, () =>
          json(400, {
            statusCode: 400,
            message: 'Невалидни данни.',
            errors: { eik: ['Вече има доставчик с този ЕИК/БУЛСТАТ.'] },
          }),
        ),
        institutions,
        userData,
      );
      renderArea(activityProvidersArea, '/admin/activities/providers/create');
      const user = userEvent.setup({ delay: null });
      change(await screen.findByLabelText('Наименование', undefined, wait), 'Ново ООД');
      change(screen.getByLabelText('ЕИК/БУЛСТАТ'), '121396124');
      change(screen.getByLabelText('Адрес'), 'гр. София');
      change(screen.getByLabelText('IBAN'), 'BG80BNBG96611020345679');
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      expect(
        await screen.findByText('Невалиден ЕИК/БУЛСТАТ: въведете 9 или 13 цифри с вярна контролна цифра.', undefined, wait),
      ).toBeDefined();
      expect(await screen.findByText(/^Невалиден IBAN/, undefined, wait)).toBeDefined();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      change(screen.getByLabelText('ЕИК/БУЛСТАТ'), '121396123');
      change(screen.getByLabelText('IBAN'), 'bg80 bnbg 9661 1020 3456 78');
      change(screen.getByLabelText(/Таен ключ в ePay/), 'нова-тайна');
      await user.click(screen.getByRole('button', { name: 'Добави отстъпка' }));
      change(screen.getByLabelText('Процент'), '12,5');
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      expect(await screen.findByText('Вече има доставчик с този ЕИК/БУЛСТАТ.', undefined, wait)).toBeDefined();
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        eik: '121396123',
        iban: 'bg80 bnbg 9661 1020 3456 78',
        epaySecret: 'нова-тайна',
        epayMin: null,
        kindergartenIds: [],
        discounts: [{ kind: ProviderDiscountKind.Siblings, name: 'Братя и сестри', percent: 12.5 }],
      });
    },
    SLOW,
  );
});
