import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  identityRoutes,
  MenuAgeBand,
  type NormIndicator,
  type NormReport,
  nutritionNormsRoutes,
  Role,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { mealCalculationsArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const keeper = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Manciple,
  access: defaultAccess(Role.Manciple),
}));
const master = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Master,
  access: defaultAccess(Role.Master),
}));

const indicator = (values: Partial<NormIndicator> & Pick<NormIndicator, 'key' | 'label'>): NormIndicator => ({
  unit: 'g',
  average: null,
  norm: null,
  normDays: 0,
  comparedAverage: null,
  percentOfNorm: null,
  deviationPercent: null,
  outside: false,
  ...values,
});
const report: NormReport = {
  from: '2026-10-01',
  to: '2026-10-10',
  tolerancePercent: '10',
  groups: [{ id: 7, name: 'Мляко и млечни продукти' }],
  unattributed: [],
  bands: [
    {
      ageBand: MenuAgeBand.Junior,
      days: [{ forDate: '2026-10-05', children: 10, normId: 1, values: { energyKcal: '1377.48', protein: '41.20' } }],
      norms: [{ id: 1, effectiveFrom: '2019-11-05', citation: 'Наредба № 6 от 10.08.2011 г., Приложение № 1' }],
      indicators: [
        indicator({
          key: 'energyKcal',
          label: 'Енергия',
          unit: 'kcal',
          average: '1377.48',
          norm: '1250.00',
          normDays: 1,
          comparedAverage: '1377.48',
          percentOfNorm: '110.2',
          deviationPercent: '10.2',
          outside: true,
        }),
        indicator({
          key: 'protein',
          label: 'Белтъчини',
          average: '41.20',
          norm: '42.00',
          normDays: 1,
          percentOfNorm: '98.1',
          deviationPercent: '-1.9',
        }),
        indicator({ key: 'fat', label: 'Мазнини', average: '50.00' }),
        indicator({
          key: 'group:7',
          label: 'Мляко и млечни продукти',
          average: '154.65',
          norm: '400.00',
          normDays: 1,
          percentOfNorm: '38.7',
          deviationPercent: '-61.3',
          outside: true,
        }),
      ],
    },
  ],
};

describe('nutrition norms: the report and the master’s norms', () => {
  it(
    'the ten-day report on a phone: deviations in words and colour, the chart of % of the norm and the citation',
    async () => {
      setScreenWidth(375);
      const calls = stubRoutes(
        keeper,
        answer(nutritionNormsRoutes.report, () => report),
      );
      renderArea(
        mealCalculationsArea,
        `/storage/references/nutritional?from=2026-10-01&to=2026-10-10&band=${MenuAgeBand.Junior}`,
      );
      expect(await screen.findByRole('heading', { name: 'Анализ на храненето спрямо нормите' }, wait)).toBeDefined();
      const band = await screen.findByRole('region', { name: 'Първа и втора група (3–5 г.)' }, wait);
      expect(within(band).getAllByText('Над нормата').length).toBeGreaterThan(0);
      expect(within(band).getAllByText('Под нормата').length).toBeGreaterThan(0);
      expect(within(band).getAllByText('В нормата').length).toBeGreaterThan(0);
      expect(within(band).getAllByText('Нормата не е въведена').length).toBeGreaterThan(0);
      expect(within(band).getByRole('img', { name: /% от нормата по показатели/ })).toBeDefined();
      expect(within(band).getByText(/Норма в сила от 05\.11\.2019: Наредба № 6/)).toBeDefined();
      expect(
        calls.some(
          (call) => call.path.includes('from=2026-10-01') && call.path.includes('to=2026-10-10') && call.path.includes('band=2'),
        ),
      ).toBe(true);
    },
    SLOW,
  );

  it(
    'refuses a period longer than 31 days before asking the server',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(nutritionNormsRoutes.report, () => report),
      );
      renderArea(mealCalculationsArea, '/storage/references/nutritional?from=2026-10-01&to=2026-11-15');
      expect(await screen.findByText('Изберете период до 31 дни (десетдневка или месец).', undefined, wait)).toBeDefined();
      expect(calls.some((call) => call.path.includes('nutritional-norms'))).toBe(false);
    },
    SLOW,
  );

  it(
    'the master enters a norm: band, date, citation, energy and a product group, sent as decimal strings',
    async () => {
      setScreenWidth(1280);
      const user = userEvent.setup({ delay: null });
      const calls = stubRoutes(
        master,
        answer(nutritionNormsRoutes.list, () => ({ norms: [], groups: [{ id: 7, name: 'Мляко и млечни продукти' }] })),
        answer(nutritionNormsRoutes.create, () => ({ isSuccessful: true, entityId: 5 })),
        answer(nutritionNormsRoutes.get, () => ({
          id: 5,
          ageBand: MenuAgeBand.Senior,
          effectiveFrom: '2019-11-05',
          citation: 'Наредба № 6',
          energyKcal: '1250.50',
          protein: null,
          fat: null,
          carbohydrate: null,
          note: null,
          groups: [],
        })),
      );
      const router = renderArea(mealCalculationsArea, '/admin/nutrition-norms/create');
      expect(await screen.findByRole('heading', { name: 'Нова норма за хранене' }, wait)).toBeDefined();
      fireEvent.change(screen.getByLabelText('В сила от'), { target: { value: '2019-11-05' } });
      await user.click(screen.getByLabelText('Основание (акт, член или приложение, брой на ДВ)'));
      await user.paste('Наредба № 6 от 10.08.2011 г., Приложение № 1 (ДВ бр. 87/2019)');
      await user.type(screen.getByLabelText('Енергия, kcal на ден'), '1250,5');
      await user.click(screen.getByRole('button', { name: 'Добави група' }));
      fireEvent.mouseDown(screen.getByLabelText('Група 1'));
      fireEvent.click(await screen.findByTitle('Мляко и млечни продукти', undefined, wait));
      await user.type(screen.getByLabelText('Грамове 1'), '400');
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/nutrition-norms/5'), wait);
      const sent = calls.find((call) => call.method === 'POST')!.body;
      expect(sent).toEqual({
        ageBand: MenuAgeBand.Senior,
        effectiveFrom: '2019-11-05',
        citation: 'Наредба № 6 от 10.08.2011 г., Приложение № 1 (ДВ бр. 87/2019)',
        energyKcal: '1250.50',
        protein: null,
        fat: null,
        carbohydrate: null,
        note: null,
        groups: [{ categoryId: 7, grams: '400.00' }],
      });
    },
    SLOW,
  );
});
