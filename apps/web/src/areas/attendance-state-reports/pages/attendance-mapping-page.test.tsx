import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  attendanceStateReportsAdminRoutes as routes,
  ChildAttendanceStatus as S,
  type NeispuoAttendanceMapping,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { neispuoAdminArea } from '../admin-routes';

const wait = { timeout: 10_000 };
const lines: NeispuoAttendanceMapping[] = [
  { status: S.Absence, neispuoType: 2, neispuoReason: null, updatedAt: '2026-11-01T10:00:00Z' },
  { status: S.Excused, neispuoType: 3, neispuoReason: 3, updatedAt: '2026-11-01T10:00:00Z' },
  { status: S.Vacancy, neispuoType: null, neispuoReason: null, updatedAt: '2026-11-01T10:00:00Z' },
];

const pick = async (label: string, option: string): Promise<void> => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, wait);
  fireEvent.click(options[options.length - 1]!);
};

describe('/admin/neispuo/attendances', () => {
  it('asks for a reason when a status becomes an excused absence and saves only the changed line', async () => {
    const calls = stubRoutes(
      answer(routes.mappings, () => lines),
      answer(routes.saveMappings, () => lines),
    );
    renderArea(neispuoAdminArea, '/admin/neispuo/attendances');
    await screen.findByText('Отсъствие', {}, wait);
    await pick('Вид за Ваканция', 'Извинено отсъствие');
    expect(await screen.findByText('Посочете причината на извиненото отсъствие.', {}, wait)).toBeDefined();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Поправете отбелязаните редове.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await pick('Причина за Ваканция', 'Други причини');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      items: [{ status: S.Vacancy, neispuoType: 3, neispuoReason: 3 }],
    });
    expect(await screen.findByText('Запазено е съответствието на 1 статус.', {}, wait)).toBeDefined();
  });

  it('shows the error when the mapping cannot be read', async () => {
    stubRoutes(answer(routes.mappings, () => json(403, { statusCode: 403, message: 'Нямате права за това действие.' })));
    renderArea(neispuoAdminArea, '/admin/neispuo/attendances');
    expect(await screen.findByText('Нямате права за това действие.', {}, wait)).toBeDefined();
  });
});
