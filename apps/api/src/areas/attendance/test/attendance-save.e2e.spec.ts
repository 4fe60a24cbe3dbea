import { ChildAttendanceStatus as S, Role } from '@kg/contracts';
import { migrations } from '@kg/migrations';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { anAttendanceMonth, type AttendanceMonth } from '../../../../test/attendance-month.js';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

/**
 * The save made cheaper (docs/attendance.md "Speed", migrations/1795300032000-AttendanceSaveTriggers.ts): the same audit
 * rows, one data-version bump per transaction, and no write for a cell saved as it is stored.
 */
describe('POST /api/StudentAttendances: what a save writes besides the cells', () => {
  let t: TestApp;
  let director: Member;
  let month: AttendanceMonth;
  const day = '2026-10-27';
  const version = async (): Promise<bigint> =>
    BigInt((await t.db.query(`SELECT data_version($1, 'attendance')::text AS v`, [director.kindergartenId])).rows[0].v);
  const rowsOf = async (studentIds: number[]): Promise<Map<number, Record<string, unknown>>> => {
    const { rows } = await t.db.query(
      `SELECT student_id, to_jsonb(a) AS data FROM student_attendances a WHERE a.student_id = ANY($1::int[]) AND a.for_date = $2`,
      [studentIds, day],
    );
    return new Map(rows.map((row: { student_id: number; data: Record<string, unknown> }) => [row.student_id, row.data]));
  };
  const auditSince = async (lastId: string) =>
    (
      await t.db.query(
        `SELECT user_id, kindergarten_id, action, entity, entity_id, before, after, request_id
           FROM audit_log WHERE entity = 'student_attendances' AND id > $1 ORDER BY entity_id`,
        [lastId],
      )
    ).rows;
  const lastAuditId = async (): Promise<string> =>
    (await t.db.query(`SELECT coalesce(max(id), 0)::text AS id FROM audit_log`)).rows[0].id;
  const save = (cells: { studentId: number; type: S | null }[]) =>
    request(t.http)
      .post('/api/StudentAttendances')
      .set(director.auth)
      .send({ classId: month.classId, cells: cells.map((cell) => ({ ...cell, forDate: day })) })
      .expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    month = await anAttendanceMonth(t.db, director.kindergartenId);
  });
  afterAll(() => t.close());

  it('records one audit row per written cell, as the row trigger always did, and bumps the version once', async () => {
    const [ana, boris, viktor, , , elena] = month.students.map((student) => student.id);
    const stored = await rowsOf([ana!, boris!, viktor!, elena!]);
    expect(stored.get(ana!)).toMatchObject({ type: S.Attendance });
    expect(stored.get(boris!)).toMatchObject({ type: S.Attendance });
    expect(stored.get(viktor!)).toMatchObject({ type: S.Attendance });
    expect(stored.has(elena!)).toBe(false);
    const fromAudit = await lastAuditId();
    const fromVersion = await version();

    await save([
      { studentId: ana!, type: S.Absence },
      { studentId: boris!, type: S.Attendance },
      { studentId: viktor!, type: null },
      { studentId: elena!, type: S.Attendance },
    ]);

    const written = await rowsOf([ana!, boris!, viktor!, elena!]);
    expect(written.get(ana!)).toMatchObject({ type: S.Absence, updated_by: director.user.id });
    // Saved as stored: not written again (same row, same author and time).
    expect(written.get(boris!)).toEqual(stored.get(boris!));
    expect(written.has(viktor!)).toBe(false);
    const audit = await auditSince(fromAudit);
    // The audit leaves out updated_at (migrations/1795300014000-ChildAttendance.ts).
    const audited = (row: Record<string, unknown> | undefined) => {
      const { updated_at: _, ...rest } = row!;
      return rest;
    };
    const who = { user_id: director.user.id, kindergarten_id: director.kindergartenId, entity: 'student_attendances' };
    expect(audit).toEqual(
      [
        {
          ...who,
          action: 'update',
          entity_id: String(stored.get(ana!)!.id),
          before: audited(stored.get(ana!)),
          after: audited(written.get(ana!)),
        },
        {
          ...who,
          action: 'delete',
          entity_id: String(stored.get(viktor!)!.id),
          before: audited(stored.get(viktor!)),
          after: null,
        },
        {
          ...who,
          action: 'insert',
          entity_id: String(written.get(elena!)!.id),
          before: null,
          after: audited(written.get(elena!)),
        },
      ]
        .map((row) => ({ ...row, request_id: expect.any(String) }))
        .sort((a, b) => a.entity_id.localeCompare(b.entity_id)),
    );
    expect(new Set(audit.map((row) => row.request_id)).size).toBe(1);
    expect(await version()).toBe(fromVersion + 1n);
  });

  it('writes nothing, audits nothing and keeps the version for a save of cells as they are stored', async () => {
    const [ana, boris] = month.students.map((student) => student.id);
    await save([{ studentId: ana!, type: S.Excused }]);
    const stored = await rowsOf([ana!, boris!]);
    const fromAudit = await lastAuditId();
    const fromVersion = await version();
    await save([
      { studentId: ana!, type: S.Excused },
      { studentId: boris!, type: S.Attendance },
    ]);
    expect(await rowsOf([ana!, boris!])).toEqual(stored);
    expect(await auditSince(fromAudit)).toEqual([]);
    expect(await version()).toBe(fromVersion);
  });

  it('bumps the version of a transaction whose first write was rolled back to a savepoint', async () => {
    const [ana, boris] = month.students.map((student) => student.id);
    const fromVersion = await version();
    const client = await t.db.connect();
    try {
      await client.query('BEGIN');
      await client.query('SAVEPOINT first');
      await client.query(`UPDATE student_attendances SET type = $3 WHERE student_id = $1 AND for_date = $2`, [
        ana,
        day,
        S.Vacancy,
      ]);
      await client.query('ROLLBACK TO SAVEPOINT first');
      await client.query(`UPDATE student_attendances SET type = $3 WHERE student_id = $1 AND for_date = $2`, [
        boris,
        day,
        S.Vacancy,
      ]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await version()).toBe(fromVersion + 1n);
    const cells = await rowsOf([ana!, boris!]);
    expect(cells.get(ana!)).toMatchObject({ type: S.Excused });
    expect(cells.get(boris!)).toMatchObject({ type: S.Vacancy });
  });

  it('undoes and redoes its migration', async () => {
    const runner = { query: (sql: string) => t.db.query(sql) } as unknown as QueryRunner;
    const Migration = migrations.find((candidate) => candidate.name === 'AttendanceSaveTriggers1795300032000')!;
    const triggers = async () =>
      (
        await t.db.query(
          `SELECT tgname FROM pg_trigger WHERE tgrelid = 'student_attendances'::regclass AND tgname LIKE '%version%' ORDER BY 1`,
        )
      ).rows.map((row: { tgname: string }) => row.tgname);
    await new Migration().down(runner);
    expect(await triggers()).toEqual(['student_attendances_attendance_version']);
    await new Migration().up(runner);
    expect(await triggers()).toEqual([
      'student_attendances_attendance_version',
      'student_attendances_attendance_version_delete',
      'student_attendances_attendance_version_insert',
    ]);
    const fromVersion = await version();
    await save([{ studentId: month.students[0]!.id, type: S.Attendance }]);
    expect(await version()).toBe(fromVersion + 1n);
  });
});
