import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AttendanceMode,
  type AttendanceGroupOption,
  attendanceRoutes,
  ChildAttendanceStatus as S,
  childAttendanceStatusLabels,
  defaultAccess,
  identityRoutes,
  Role,
  statusesForMode,
  type StudentAttendanceDay,
  type StudentAttendanceMonth,
  type StudentAttendanceRow,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { sofiaDay } from '../../../shared/dates/dates';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { addDays, cellsOf, dayClosedReason, dayTally, defaultDay, fillDay, moveFocus, setCell } from '../grid-model';
import { attendanceArea } from '../routes';

const wait = { timeout: 10_000 };
const user = () => userEvent.setup({ delay: null });

const groupOf = (attendanceMode = AttendanceMode.FullDay): AttendanceGroupOption[] => [
  { id: 3, name: 'Пчелица', attendanceMode, ageType: 8, isOwn: true, yearFrom: '2026-09-15', yearTo: '2027-08-31' },
];

const OCTOBER = ['2026-10-01', '2026-10-02', '2026-10-03'];
/** 1–3 October 2026: Thursday, Friday, Saturday (a day off); `locked` closes 1 October by the module lock. */
const monthOf = ({
  canEdit = true,
  locked = false,
  dates = OCTOBER,
  mode = AttendanceMode.FullDay,
}: { canEdit?: boolean; locked?: boolean; dates?: string[]; mode?: AttendanceMode } = {}): StudentAttendanceMonth => {
  const off = (day: string) => day === '2026-10-03';
  const isLocked = (day: string) => off(day) || (locked && day === '2026-10-01');
  const cell = (forDate: string, type: S | null = null): StudentAttendanceDay => ({
    id: type === null ? null : 1,
    forDate,
    type,
    isDayOff: off(forDate),
    isDayLocked: isLocked(forDate),
    medicalNotes: [],
  });
  const row = (studentId: number, studentName: string, types: (S | null)[], extra: Partial<StudentAttendanceRow> = {}) => ({
    studentId,
    studentName,
    position: studentId,
    isGuest: false,
    inGroupFrom: dates[0]!,
    inGroupTo: dates.at(-1)!,
    maxAbsenceCount: 10,
    currentAbsenceCount: 2,
    absencesLocked: false,
    showFamilyAbsenceWarningMessage: false,
    studentAttendanceRequests: [],
    smp: null,
    attendances: dates.map((day, index) => cell(day, types[index] ?? null)),
    ...extra,
  });
  return {
    classId: 3,
    className: 'Пчелица',
    attendanceMode: mode,
    ageType: 8,
    month: Number(dates[0]!.slice(5, 7)),
    year: Number(dates[0]!.slice(0, 4)),
    canEdit,
    days: dates.map((forDate) => ({
      forDate,
      isDayOff: off(forDate),
      isDayLocked: isLocked(forDate),
      lockReason: off(forDate)
        ? '03.10.2026 е събота или неделя.'
        : isLocked(forDate)
          ? 'Присъствията са заключени до 01.10.2026.'
          : null,
      isFuture: false,
    })),
    rows: [
      row(1, 'Ана Колева', [S.Attendance, null]),
      row(2, 'Борис Петров', [null, null], {
        currentAbsenceCount: 10,
        showFamilyAbsenceWarningMessage: true,
        absencesLocked: true,
      }),
      // Left the group on 1 October: not listed on the later days.
      row(4, 'Веси Димова', [S.Attendance], { inGroupTo: '2026-10-01' }),
    ],
  };
};

const api = (role: Role, grid: StudentAttendanceMonth, groups = groupOf()) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(attendanceRoutes.groups, () => groups),
    answer(attendanceRoutes.month, (_call, params) =>
      params.groupId === '3' && Number(params.month) === grid.month && Number(params.year) === grid.year
        ? grid
        : json(404, { statusCode: 404, message: 'Търсеният ресурс не съществува.' }),
    ),
    answer(attendanceRoutes.save, () => ({ isSuccessful: true, entityId: null })),
  );

const heading = (date: string) => screen.findByRole('heading', { level: 3, name: date }, wait);
const toggle = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => toggle(name).getAttribute('aria-pressed');
const posted = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body as { classId: number; cells: unknown[] });

// Each test drives a whole page through many taps: on a loaded 2-core machine one took 25 s.
describe('/attendances/management on a phone: the day view', { timeout: 60_000 }, () => {
  it('opens below md on the day view; „Всички присъстват“, then one absence by taps; saves what the grid saves for the same marks', async () => {
    setScreenWidth(390);
    const calls = api(Role.Teacher, monthOf());
    renderArea(attendanceArea, '/attendances/management?classId=3&day=2026-10-02');
    await heading('02.10.2026');
    expect(screen.getByText('петък')).toBeDefined();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ден: изглед по дни' }).getAttribute('aria-pressed')).toBe('true');
    // The child who left the group on 1 October is not a row of 2 October.
    const list = screen.getByRole('list', { name: 'Деца на 02.10.2026' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Ана Колева', 'Борис Петров']);
    expect(screen.getByText('Достигнат максимум: 10 от 10 дни по семейни причини')).toBeDefined();

    const u = user();
    await u.click(screen.getByRole('button', { name: 'Всички присъстват на 02.10.2026' }));
    expect(pressed('Ана Колева: Присъствие')).toBe('true');
    expect(pressed('Борис Петров: Присъствие')).toBe('true');
    expect(screen.getByText(/Присъстват:/).textContent).toBe('Присъстват: 2 · Отсъстват: 0 · Неотбелязани: 0');
    await u.click(toggle('Борис Петров: Отсъствие'));
    expect(pressed('Борис Петров: Отсъствие')).toBe('true');
    expect(pressed('Борис Петров: Присъствие')).toBe('false');
    expect(screen.getByText(/Присъстват:/).textContent).toBe('Присъстват: 1 · Отсъстват: 1 · Неотбелязани: 0');
    expect(screen.getByText('Незапазени промени: 2')).toBeDefined();

    await u.click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Запазени са 2 отбелязвания.', {}, wait)).toBeDefined();
    const [dayBody] = posted(calls);
    expect(dayBody).toEqual({
      classId: 3,
      cells: [
        { studentId: 1, forDate: '2026-10-02', type: S.Attendance },
        { studentId: 2, forDate: '2026-10-02', type: S.Absence },
      ],
    });

    // The same marks on the month grid (wide screen): ✓ of the day, then „о“ on Борис — the same request.
    cleanup();
    setScreenWidth(1366);
    const gridCalls = api(Role.Teacher, monthOf());
    renderArea(attendanceArea, '/attendances/management?classId=3&month=10&year=2026');
    const boris = await screen.findByRole('gridcell', { name: /^Борис Петров, 02.10.2026/ }, wait);
    await user().click(screen.getByRole('button', { name: 'Всички присъстват на 02.10.2026' }));
    fireEvent.keyDown(boris, { key: 'о' });
    await user().click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(posted(gridCalls)).toHaveLength(1), wait);
    expect(posted(gridCalls)[0]).toEqual(dayBody);
  }, 60_000);

  it('offers the statuses the grid offers behind „Друг“, as toggles that clear when pressed again; the family cap disables its status', async () => {
    setScreenWidth(360);
    api(Role.Teacher, monthOf({ mode: AttendanceMode.Hourly }), groupOf(AttendanceMode.Hourly));
    renderArea(attendanceArea, '/attendances/management?classId=3&view=day&day=2026-10-02');
    await heading('02.10.2026');
    const u = user();
    const more = toggle('Ана Колева: друг статус');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await u.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const others = within(screen.getByRole('group', { name: 'Ана Колева: други статуси' })).getAllByRole('button');
    // Every status of an hourly group but the two quick ones (the hourly ones included), nothing to clear yet.
    expect(others.map((button) => button.getAttribute('aria-label'))).toEqual(
      statusesForMode(AttendanceMode.Hourly)
        .filter((status) => status !== S.Attendance && status !== S.Absence)
        .map((status) => `Ана Колева: ${childAttendanceStatusLabels[status]}`),
    );
    expect(others.map((button) => button.getAttribute('aria-label'))).toContain('Ана Колева: Почасово присъствие – 1 час');
    for (const button of others) expect(button.getAttribute('aria-pressed')).toBe('false');
    await u.click(toggle('Ана Колева: Болест (медицинска бележка)'));
    expect(pressed('Ана Колева: Болест (медицинска бележка)')).toBe('true');
    expect(
      within(screen.getByRole('listitem', { name: 'Ана Колева' })).getByText('Болест (медицинска бележка)', { selector: 'span' }),
    ).toBeDefined();
    await u.click(toggle('Ана Колева: Болест (медицинска бележка)'));
    expect(pressed('Ана Колева: Болест (медицинска бележка)')).toBe('false');
    expect(within(screen.getByRole('listitem', { name: 'Ана Колева' })).getByText('Не е отбелязано')).toBeDefined();
    expect(screen.queryByText(/Незапазени промени/)).toBeNull();

    await u.click(toggle('Борис Петров: друг статус'));
    const capped = toggle('Борис Петров: Отсъствие по семейни причини – достигнат максимум');
    expect(capped.hasAttribute('disabled')).toBe(true);
  });

  it('shows a day off, a locked day and a reader without rights read-only, with the reason', async () => {
    setScreenWidth(390);
    api(Role.Teacher, monthOf({ locked: true }));
    renderArea(attendanceArea, '/attendances/management?classId=3&day=2026-10-03');
    await heading('03.10.2026');
    expect(screen.getByText('Почивен ден – не се отбелязва. 03.10.2026 е събота или неделя.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Всички присъстват/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /: (Присъствие|Отсъствие|друг статус)$/ })).toHaveLength(0);

    const u = user();
    await u.click(screen.getByRole('button', { name: 'Предишен ден' }));
    await heading('02.10.2026');
    expect(screen.getAllByRole('button', { name: /: Присъствие$/ })).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: 'Предишен ден' }));
    await heading('01.10.2026');
    expect(screen.getByText('Заключен ден – само преглед. Присъствията са заключени до 01.10.2026.')).toBeDefined();
    expect(screen.queryAllByRole('button', { name: /: Присъствие$/ })).toHaveLength(0);
    // Read-only still shows the marks.
    expect(within(screen.getByRole('listitem', { name: 'Ана Колева' })).getByText('Присъствие')).toBeDefined();

    cleanup();
    setScreenWidth(390);
    api(Role.Parent, monthOf({ canEdit: false }));
    renderArea(attendanceArea, '/attendances/management?classId=3&day=2026-10-02');
    await heading('02.10.2026');
    expect(screen.getByText(/Само преглед\. Нямате права/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /: Присъствие$/ })).toHaveLength(0);
  });

  it('asks before leaving a day with unsaved marks: „Остани“ keeps them, „Запази и продължи“ saves then moves', async () => {
    setScreenWidth(390);
    const calls = api(Role.Teacher, monthOf());
    renderArea(attendanceArea, '/attendances/management?classId=3&day=2026-10-02');
    await heading('02.10.2026');
    const u = user();
    await u.click(toggle('Ана Колева: Отсъствие'));
    await u.click(screen.getByRole('button', { name: 'Предишен ден' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText(/Отбелязванията за 02\.10\.2026 не са запазени \(1\)/)).toBeDefined();
    await u.click(within(dialog).getByRole('button', { name: 'Остани' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(pressed('Ана Колева: Отсъствие')).toBe('true');

    await u.click(screen.getByRole('button', { name: 'Предишен ден' }));
    await u.click(within(await screen.findByRole('dialog', {}, wait)).getByRole('button', { name: 'Запази и продължи' }));
    await heading('01.10.2026');
    expect(posted(calls)).toEqual([{ classId: 3, cells: [{ studentId: 1, forDate: '2026-10-02', type: S.Absence }] }]);
  });

  it('moves a day with a sideways swipe (left: the next day), not with a downward one', async () => {
    setScreenWidth(390);
    api(Role.Teacher, monthOf());
    renderArea(attendanceArea, '/attendances/management?classId=3&day=2026-10-02');
    await heading('02.10.2026');
    const swipe = (from: [number, number], to: [number, number]) => {
      const region = screen.getByRole('region');
      fireEvent.touchStart(region, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [280, 500]);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('02.10.2026');
    swipe([300, 200], [100, 220]);
    await heading('03.10.2026');
    swipe([100, 200], [300, 190]);
    await heading('02.10.2026');
  });

  it('switches to the month grid and back, keeping the day’s month', async () => {
    setScreenWidth(390);
    api(Role.Teacher, monthOf());
    renderArea(attendanceArea, '/attendances/management?classId=3&day=2026-10-02');
    await heading('02.10.2026');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Месец: изглед по месеци' }));
    expect(await screen.findByRole('grid', { name: 'Присъствия за месеца' }, wait)).toBeDefined();
    await u.click(screen.getByRole('button', { name: 'Ден: изглед по дни' }));
    await heading('01.10.2026');
  });
});

describe('the month grid on a wide screen', () => {
  it('is one Tab stop: arrows, Home/End and PageUp/PageDown move the focus; up from the first child reaches the day’s ✓; Space puts the palette’s status', async () => {
    setScreenWidth(1366);
    api(Role.Teacher, monthOf());
    renderArea(attendanceArea, '/attendances/management?classId=3&month=10&year=2026');
    const grid = await screen.findByRole('grid', { name: 'Присъствия за месеца' }, wait);
    const tabStops = () => [...grid.querySelectorAll<HTMLElement>('[tabindex="0"]')];
    const cell = (name: string, date: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name}, ${date}`) });
    // Today is not in October 2026: the one Tab stop is the first child's first day.
    expect(tabStops()).toEqual([cell('Ана Колева', '01.10.2026')]);
    // The other 8 cells and the two ✓ of the open days are reachable by the arrows only.
    expect(grid.querySelectorAll('[tabindex="-1"]').length).toBe(3 * 3 - 1 + 2);

    const u = user();
    // Tab leaves the grid from its one stop.
    cell('Ана Колева', '01.10.2026').focus();
    await u.tab();
    expect(grid.contains(document.activeElement)).toBe(false);
    cell('Ана Колева', '01.10.2026').focus();
    await u.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Ана Колева', '02.10.2026'));
    expect(tabStops()).toEqual([cell('Ана Колева', '02.10.2026')]);
    await u.keyboard('{End}');
    expect(document.activeElement).toBe(cell('Ана Колева', '03.10.2026'));
    await u.keyboard('{Home}');
    expect(document.activeElement).toBe(cell('Ана Колева', '01.10.2026'));
    await u.keyboard('{PageDown}');
    expect(document.activeElement).toBe(cell('Веси Димова', '01.10.2026'));
    await u.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(cell('Ана Колева', '01.10.2026'));
    await u.keyboard('{ArrowRight}{ArrowUp}');
    const fill = screen.getByRole('button', { name: 'Всички присъстват на 02.10.2026' });
    expect(document.activeElement).toBe(fill);
    expect(tabStops()).toEqual([fill]);
    // The day off has no ✓: moving right from the header steps down to the first child.
    await u.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Ана Колева', '03.10.2026'));

    // The palette's „о“, then Space and Enter on a cell do what a click does.
    await u.click(screen.getByRole('button', { name: 'о' }));
    cell('Борис Петров', '02.10.2026').focus();
    await u.keyboard(' ');
    expect(cell('Борис Петров', '02.10.2026').textContent).toBe('о');
    cell('Борис Петров', '03.10.2026').focus();
    await u.keyboard('{Enter}');
    expect(cell('Борис Петров', '03.10.2026').textContent).toBe('');
  });

  it('opens on the month with today: today’s column labelled „днес“, the Tab stop on today', async () => {
    setScreenWidth(1366);
    const today = sofiaDay();
    const dates = [addDays(today, -1), today].filter((day) => day.slice(0, 7) === today.slice(0, 7));
    const month = monthOf({ dates });
    api(Role.Teacher, month, [{ ...groupOf()[0]!, yearFrom: addDays(today, -300), yearTo: addDays(today, 60) }]);
    renderArea(attendanceArea, '/attendances/management?classId=3');
    const grid = await screen.findByRole('grid', { name: 'Присъствия за месеца' }, wait);
    const header = grid.querySelector('th[aria-current="date"]');
    expect(header?.textContent).toContain('днес');
    expect(header?.textContent).toContain(String(Number(today.slice(8))));
    const todays = screen.getByRole('gridcell', {
      name: new RegExp(`^Ана Колева, ${today.split('-').reverse().join('.')} \\(днес\\)`),
    });
    expect(todays.getAttribute('tabindex')).toBe('0');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });
});

describe('the day view’s rules', () => {
  const october = monthOf();
  it('moves calendar days across months and years, opens on today inside the school year', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(defaultDay('2026-09-15', '2027-08-31', '2026-11-26')).toBe('2026-11-26');
    expect(defaultDay('2026-09-15', '2027-08-31', '2026-09-01')).toBe('2026-09-15');
    expect(defaultDay('2026-09-15', '2027-08-31', '2027-09-10')).toBe('2027-08-31');
  });

  it('closes a day for a reader, on a lock, in the future; counts present, absent and unmarked children in the group', () => {
    expect(dayClosedReason(october, '2026-10-02', '2026-11-26')).toBeNull();
    expect(dayClosedReason(october, '2026-10-03', '2026-11-26')).toBe('03.10.2026 е събота или неделя.');
    expect(dayClosedReason(october, '2026-10-02', '2026-10-01')).toBe('Не се отбелязва присъствие за бъдещ ден.');
    expect(dayClosedReason(monthOf({ canEdit: false }), '2026-10-02', '2026-11-26')).toMatch(/Нямате права/);
    expect(dayTally(october, 0, new Map())).toEqual({ present: 2, absent: 0, unmarked: 1 });
    const marked = setCell(
      fillDay(october, 1, new Map(), '2026-11-26'),
      2,
      october.rows[1]!.attendances[1]!,
      S.AbsenceFamilyReason,
    );
    expect(dayTally(october, 1, marked)).toEqual({ present: 1, absent: 1, unmarked: 0 });
    expect(cellsOf(marked)).toEqual([
      { studentId: 1, forDate: '2026-10-02', type: S.Attendance },
      { studentId: 2, forDate: '2026-10-02', type: S.AbsenceFamilyReason },
    ]);
  });

  it('moves the grid focus inside its bounds, to the header only where the day has its ✓', () => {
    const size = { rows: 3, days: 31 };
    const open = () => true;
    const closed = () => false;
    expect(moveFocus('ArrowUp', false, { row: 0, day: 4 }, size, open)).toEqual({ row: -1, day: 4 });
    expect(moveFocus('ArrowUp', false, { row: 0, day: 4 }, size, closed)).toEqual({ row: 0, day: 4 });
    expect(moveFocus('ArrowDown', false, { row: 2, day: 4 }, size, open)).toEqual({ row: 2, day: 4 });
    expect(moveFocus('ArrowLeft', false, { row: 1, day: 0 }, size, open)).toEqual({ row: 1, day: 0 });
    expect(moveFocus('End', false, { row: 1, day: 3 }, size, open)).toEqual({ row: 1, day: 30 });
    expect(moveFocus('End', true, { row: 0, day: 3 }, size, open)).toEqual({ row: 2, day: 30 });
    expect(moveFocus('Home', false, { row: -1, day: 3 }, size, (day) => day !== 0)).toEqual({ row: 0, day: 0 });
    expect(moveFocus('PageDown', false, { row: 0, day: 3 }, size, open)).toEqual({ row: 2, day: 3 });
    expect(moveFocus('PageUp', false, { row: 2, day: 3 }, size, open)).toEqual({ row: 0, day: 3 });
    expect(moveFocus('a', false, { row: 2, day: 3 }, size, open)).toBeUndefined();
  });
});
