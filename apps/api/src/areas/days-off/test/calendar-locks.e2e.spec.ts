import { aKindergarten, aSchoolYear } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { Db } from '../../../platform/database/db.service.js';
import { CalendarLocks, EntryModule } from '../services/calendar-locks.service.js';

// What the attendance, topics and staff-attendance areas ask before an entry: one service, real data, row-level security.
describe('CalendarLocks.isEntryLocked', () => {
  let t: TestApp;
  let kindergartenId: number;
  let groupId: number;
  let otherGroupId: number;
  const ask = (date: string, module: EntryModule, classId?: number) =>
    t.app
      .get(Db)
      .tenant({ userId: 0, kindergartenId, readableKindergartenIds: [], readAll: false, allKindergartens: false }, () =>
        t.app.get(CalendarLocks).isEntryLocked(kindergartenId, date, module, { classId }),
      );

  beforeAll(async () => {
    t = await startTestApp();
    kindergartenId = await aKindergarten(t.db);
    const period = await aSchoolYear(t.db, kindergartenId);
    const groups = await t.db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, 'Звездички', 1), ($1, $2, 'Слънца', 1) RETURNING id`,
      [kindergartenId, period],
    );
    [groupId, otherGroupId] = groups.rows.map((row) => row.id);
    await t.db.query(
      `INSERT INTO national_days_off (from_date, to_date, name, type) VALUES
         ('2026-12-24', '2026-12-26', 'Бъдни вечер и Рождество Христово', 0),
         ('2027-02-15', '2027-02-19', 'Национална ваканция', 3)`,
    );
    const other = await aKindergarten(t.db);
    await aSchoolYear(t.db, other);
    await t.db.query(
      `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, class_id, from_date, to_date, name, type) VALUES
         ($1, $2, NULL, '2026-11-02', '2026-11-02', 'Ден на народните будители (отработен)', 0),
         ($1, $2, $3, '2026-11-10', '2026-11-10', 'Ремонт на занималнята', 0),
         ($1, $2, NULL, '2026-11-16', '2026-11-20', 'Грипна ваканция', 2),
         ($1, $2, $3, '2026-11-23', '2026-11-27', 'Карантина', 1)`,
      [kindergartenId, period, groupId],
    );
    await t.db.query(
      `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, from_date, to_date, name, type)
       SELECT $1, id, '2026-10-05', '2026-10-05', 'Чужд ден', 0 FROM kindergarten_periods WHERE kindergarten_id = $1`,
      [other],
    );
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, 2, '2026-10-15')`, [
      kindergartenId,
    ]);
  });
  afterAll(() => t.close());

  it('locks attendance, topics and staff attendance on a national day off, with its name', async () => {
    for (const module of [EntryModule.ChildAttendances, EntryModule.StaffAttendances, EntryModule.Topics]) {
      expect(await ask('2026-12-25', module)).toEqual({
        locked: true,
        reason: '25.12.2026 е официален празник или неучебен ден: „Бъдни вечер и Рождество Христово“.',
      });
    }
  });

  it('locks on the kindergarten’s own day off and on a weekend', async () => {
    expect(await ask('2026-11-02', EntryModule.ChildAttendances)).toEqual({
      locked: true,
      reason: '02.11.2026 е неучебен ден на детската градина: „Ден на народните будители (отработен)“.',
    });
    expect(await ask('2026-10-10', EntryModule.ChildAttendances)).toEqual({
      locked: true,
      reason: '10.10.2026 е събота или неделя.',
    });
  });

  it('does not lock on vacation, flu vacation or quarantine', async () => {
    expect(await ask('2027-02-16', EntryModule.ChildAttendances)).toEqual({ locked: false, reason: null });
    expect(await ask('2026-11-17', EntryModule.ChildAttendances)).toEqual({ locked: false, reason: null });
    expect(await ask('2026-11-24', EntryModule.ChildAttendances, groupId)).toEqual({ locked: false, reason: null });
  });

  it('locks a group’s own day off only for that group', async () => {
    expect((await ask('2026-11-10', EntryModule.ChildAttendances, groupId)).reason).toBe(
      '10.11.2026 е неучебен ден на детската градина за група „Звездички“: „Ремонт на занималнята“.',
    );
    expect((await ask('2026-11-10', EntryModule.ChildAttendances, otherGroupId)).locked).toBe(false);
    expect((await ask('2026-11-10', EntryModule.StaffAttendances)).locked).toBe(false);
  });

  it('does not see another kindergarten’s days off', async () => {
    expect((await ask('2026-10-05', EntryModule.ChildAttendances)).locked).toBe(false);
  });

  it('locks a module up to and including its lock date', async () => {
    expect(await ask('2026-10-15', EntryModule.Topics)).toEqual({
      locked: true,
      reason: 'Модулът „Теми“ е заключен до 15.10.2026 включително.',
    });
    expect((await ask('2026-10-16', EntryModule.Topics)).locked).toBe(false);
    expect((await ask('2026-10-15', EntryModule.ChildAttendances)).locked).toBe(false);
  });

  it('lets storage and applications through on days off and weekends (they follow only their module lock)', async () => {
    expect((await ask('2026-12-25', EntryModule.StorageAndKitchen)).locked).toBe(false);
    expect((await ask('2026-10-10', EntryModule.AttendanceApplications)).locked).toBe(false);
  });

  it('lists the locked days of a range for a month grid', async () => {
    const days = await t.app
      .get(Db)
      .tenant({ userId: 0, kindergartenId, readableKindergartenIds: [], readAll: false, allKindergartens: false }, () =>
        t.app.get(CalendarLocks).lockedDays(kindergartenId, '2026-12-21', '2026-12-31', EntryModule.ChildAttendances),
      );
    expect([...days.keys()]).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27']);
  });
});
