import { ChildAttendanceStatus as S, Role } from '@kg/contracts';
import { migrations } from '@kg/migrations';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { anAttendanceMonth, type AttendanceMonth } from '../../../../test/attendance-month.js';
import { aChild, aGroup, aSignedInMember, aSignedInParentOf, aSignedInTeacherOf } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { VersionedCache } from '../../../platform/cache/index.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;
interface Grid {
  etag: string;
  body: {
    canEdit: boolean;
    days: { forDate: string; isDayLocked: boolean; lockReason: string | null }[];
    rows: {
      studentId: number;
      studentName: string;
      attendances: { forDate: string; type: S | null; medicalNotes: unknown[] }[];
      studentAttendanceRequests: { id: number; status: number }[];
    }[];
  };
}

/** The grid is answered from the versioned cache (docs/attendance.md "Speed"): never stale, never another viewer's. */
describe('/api/StudentAttendances/{groupId}/{month}/{year} from the versioned cache', () => {
  let t: TestApp;
  let director: Member;
  let month: AttendanceMonth;
  let cache: VersionedCache;
  const path = () => `/api/StudentAttendances/${month.classId}/10/2026`;
  const grid = async (member: Member, ifNoneMatch?: string): Promise<Grid> => {
    const call = request(t.http).get(path()).set(member.auth);
    const response = await (ifNoneMatch ? call.set('If-None-Match', ifNoneMatch) : call).expect(200);
    return { etag: response.headers.etag as string, body: response.body };
  };
  const rowOf = (answer: Grid, studentId: number) => answer.body.rows.find((row) => row.studentId === studentId)!;
  const cellOf = (answer: Grid, studentId: number, day: string) =>
    rowOf(answer, studentId).attendances.find((cell) => cell.forDate === day)!;
  const version = async (kindergartenId: number): Promise<bigint> =>
    BigInt((await t.db.query(`SELECT data_version($1, 'attendance')::text AS v`, [kindergartenId])).rows[0].v);

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    month = await anAttendanceMonth(t.db, director.kindergartenId);
    cache = t.app.get(VersionedCache);
  });
  afterAll(() => t.close());

  it('answers an unchanged grid from the cache with its ETag, 304 on If-None-Match, 200 with the new data after a change', async () => {
    const first = await grid(director);
    const misses = cache.stats.misses;
    const again = await grid(director);
    expect(again.etag).toBe(first.etag);
    expect(again.body).toEqual(first.body);
    expect(cache.stats.misses).toBe(misses);
    const notModified = await request(t.http).get(path()).set(director.auth).set('If-None-Match', first.etag).expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers['cache-control']).toBe('private, no-cache');
    const zipped = await request(t.http).get(path()).set(director.auth).set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(first.body);
    const plain = await request(t.http).get(path()).set(director.auth).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(first.body);

    const ana = month.students[0]!;
    await request(t.http)
      .post('/api/StudentAttendances')
      .set(director.auth)
      .send({ classId: month.classId, cells: [{ studentId: ana.id, forDate: '2026-10-05', type: S.Absence }] })
      .expect(200);
    const changed = await grid(director, first.etag);
    expect(changed.etag).not.toBe(first.etag);
    expect(cellOf(changed, ana.id, '2026-10-05').type).toBe(S.Absence);
  });

  it('sees every change another area writes: an approved request, an approved medical note, a move, a day off, a lock, a rename', async () => {
    const [, boris, viktor, galya, , zhana] = month.students;
    const { rows: period } = await t.db.query(`SELECT period_id FROM classes WHERE id = $1`, [month.classId]);
    const changes: [string, () => Promise<unknown>, (answer: Grid) => void][] = [
      [
        'an approved family-reason request',
        () =>
          t.db.query(
            `INSERT INTO student_attendance_requests (kindergarten_id, period_id, student_id, type, from_date, to_date, status, decided_at)
             VALUES ($1, $2, $3, 1, '2026-10-26', '2026-10-27', 1, now())`,
            [director.kindergartenId, period[0].period_id, galya!.id],
          ),
        (answer) => expect(rowOf(answer, galya!.id).studentAttendanceRequests).toEqual([expect.objectContaining({ status: 1 })]),
      ],
      [
        'an approved medical note',
        () =>
          t.db.query(
            `INSERT INTO student_medical_notes (kindergarten_id, student_id, from_date, to_date, doctor_name, status)
             VALUES ($1, $2, '2026-10-19', '2026-10-23', 'Д-р Петрова', 1)`,
            [director.kindergartenId, boris!.id],
          ),
        (answer) => expect(cellOf(answer, boris!.id, '2026-10-20').medicalNotes).toHaveLength(1),
      ],
      [
        'a child moved to another group',
        async () => {
          const other = await aGroup(t.db, director.kindergartenId);
          await t.db.query(`UPDATE student_classes SET to_date = '2026-10-15' WHERE student_id = $1`, [zhana!.id]);
          await t.db.query(
            `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, '2026-10-16')`,
            [director.kindergartenId, zhana!.id, other],
          );
        },
        (answer) => expect(rowOf(answer, zhana!.id)).toMatchObject({ inGroupTo: '2026-10-15' }),
      ],
      [
        'a new day off of the kindergarten',
        () =>
          t.db.query(
            `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, from_date, to_date, name, type)
             VALUES ($1, $2, '2026-10-30', '2026-10-30', 'Ден на градината', 0)`,
            [director.kindergartenId, period[0].period_id],
          ),
        (answer) => expect(answer.body.days.find((day) => day.forDate === '2026-10-30')!.isDayLocked).toBe(true),
      ],
      [
        'a national day off',
        () =>
          t.db.query(
            `INSERT INTO national_days_off (from_date, to_date, name, type) VALUES ('2026-10-29', '2026-10-29', 'Проба', 0)`,
          ),
        (answer) => expect(answer.body.days.find((day) => day.forDate === '2026-10-29')!.lockReason).toContain('Проба'),
      ],
      [
        'a module lock',
        () =>
          t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, 1, '2026-10-09')`, [
            director.kindergartenId,
          ]),
        (answer) => expect(answer.body.days.find((day) => day.forDate === '2026-10-08')!.lockReason).toContain('заключен'),
      ],
      [
        'a renamed child',
        () => t.db.query(`UPDATE students SET first_name = 'Вилиана' WHERE id = $1`, [viktor!.id]),
        (answer) => expect(rowOf(answer, viktor!.id).studentName).toMatch(/^Вилиана /),
      ],
    ];
    try {
      for (const [what, change, check] of changes) {
        const before = await grid(director);
        await change();
        const after = await grid(director, before.etag);
        expect({ what, changed: after.etag !== before.etag }).toEqual({ what, changed: true });
        check(after);
      }
    } finally {
      await t.db.query(`DELETE FROM national_days_off WHERE name = 'Проба'`);
      await t.db.query(`DELETE FROM module_locks WHERE kindergarten_id = $1`, [director.kindergartenId]);
    }
  });

  it('renaming a guest child at home changes the host’s grid', async () => {
    const home = await aSignedInMember(t, Role.Director);
    const guest = await aChild(t.db, home.kindergartenId, { firstName: 'Гостенка' });
    await t.db.query(
      `INSERT INTO guest_placements (kindergarten_id, class_id, student_id, home_kindergarten_id, from_date, to_date)
       VALUES ($1, $2, $3, $4, '2026-10-12', '2026-10-16')`,
      [director.kindergartenId, month.classId, guest.id, home.kindergartenId],
    );
    const before = await grid(director);
    expect(rowOf(before, guest.id).studentName).toMatch(/^Гостенка /);
    await t.db.query(`UPDATE students SET first_name = 'Гергана' WHERE id = $1`, [guest.id]);
    expect(rowOf(await grid(director), guest.id).studentName).toMatch(/^Гергана /);
  });

  it('never gives a teacher’s answer to a parent or the other way round', async () => {
    const teacher = await aSignedInTeacherOf(t, director.kindergartenId, month.classId);
    const child = month.students[1]!;
    const parent = await aSignedInParentOf(t, director.kindergartenId, child.id);
    const ofTeacher = await grid(teacher);
    const ofParent = await grid(parent);
    const ofTeacherAgain = await grid(teacher);
    expect(ofParent.body.rows.map((row) => row.studentId)).toEqual([child.id]);
    expect(ofParent.body.canEdit).toBe(false);
    expect(ofTeacher.body.rows.length).toBeGreaterThan(1);
    expect(ofTeacher.body.canEdit).toBe(true);
    expect(ofTeacherAgain.body).toEqual(ofTeacher.body);
    expect(new Set([ofTeacher.etag, ofParent.etag, (await grid(director)).etag]).size).toBe(3);
    // The parent's ETag does not open the teacher's copy, nor the other way round.
    await request(t.http).get(path()).set(teacher.auth).set('If-None-Match', ofParent.etag).expect(200);
    await request(t.http).get(path()).set(parent.auth).set('If-None-Match', ofTeacher.etag).expect(200);
    // Taken off the group, the teacher (who reads every group) may no longer write it: the cached copy is not used.
    await t.db.query(`DELETE FROM class_teachers WHERE class_id = $1`, [month.classId]);
    const afterwards = await grid(teacher, ofTeacher.etag);
    expect(afterwards.body.canEdit).toBe(false);
    // Nor may the parent whose child left the parent's record.
    await t.db.query(`DELETE FROM student_parents WHERE student_id = $1`, [child.id]);
    await request(t.http)
      .get(path())
      .set({ ...parent.auth, 'If-None-Match': ofParent.etag })
      .expect(404);
  });

  it('bumps the version once per committed transaction and not at all for a rolled-back one', async () => {
    const start = await version(director.kindergartenId);
    const client = await t.db.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE students SET middle_name = 'Проба' WHERE kindergarten_id = $1`, [director.kindergartenId]);
      await client.query('ROLLBACK');
      expect(await version(director.kindergartenId)).toBe(start);
      await client.query('BEGIN');
      await client.query(`UPDATE students SET middle_name = 'Иванова' WHERE kindergarten_id = $1`, [director.kindergartenId]);
      await client.query(`UPDATE classes SET name = name WHERE kindergarten_id = $1`, [director.kindergartenId]);
      expect(await version(director.kindergartenId)).toBe(start);
      await client.query('COMMIT');
      expect(await version(director.kindergartenId)).toBe(start + 1n);
      // The app role reads versions only through data_version() and never writes them.
      await client.query('SET ROLE kg_app');
      await expect(client.query(`SELECT * FROM data_versions`)).rejects.toThrow(/permission denied/);
    } finally {
      await client.query('RESET ROLE');
      client.release();
    }
  });

  it('undoes and redoes its migration', async () => {
    const runner = { query: (sql: string) => t.db.query(sql) } as unknown as QueryRunner;
    const DataVersions = migrations.find((candidate) => candidate.name === 'DataVersions1795300023000')!;
    const migration = new DataVersions();
    // A later migration adds topics with the same trigger function: undone first, redone after.
    const CommunicationSpeed = migrations.find((candidate) => candidate.name === 'CommunicationSpeed1795300031000')!;
    const topics = new CommunicationSpeed();
    await topics.down(runner);
    await migration.down(runner);
    expect((await t.db.query(`SELECT to_regclass('data_versions') AS t`)).rows[0].t).toBeNull();
    await migration.up(runner);
    await topics.up(runner);
    await t.db.query(`UPDATE classes SET name = name WHERE id = $1`, [month.classId]);
    expect(await version(director.kindergartenId)).toBeGreaterThan(0n);
  });
});
