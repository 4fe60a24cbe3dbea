import {
  anthropometricsRoutes,
  ApplicationType,
  attendanceRequestsRoutes,
  attendanceRoutes,
  ChildAttendanceStatus,
  classesRoutes,
  dashboardsRoutes,
  fillPath,
  Gender,
  IdentifierType,
  medicalNotesRoutes,
  Resource,
  Role,
  type RouteDefinition,
  studentsGuestRoutes,
  studentsRoutes,
  todayInBulgaria,
} from '@kg/contracts';
import request from 'supertest';
import {
  aChild,
  aGrant,
  aGroup,
  aKindergarten,
  aMedicalNote,
  anAttendanceRequest,
  aSchoolYear,
  aSignedInMember,
  aSignedInParentOf,
  aSignedInTeacherOf,
  aTeacherRecordIn,
  aUserGroup,
  builtInGroupId,
  schoolYearsHolding,
} from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * Who reaches which group or child (platform/access/reach.ts, docs/access-model.md), area by area, answered by the API.
 *
 * One kindergarten with two groups — A, which the teacher and the resource specialist teach and where the parent's
 * child is, and B — and another kindergarten with a group and a child. Each actor asks about the record of their own
 * group or child (A, its child), of the other group or child of the same kindergarten (B, its child), and of the other
 * kindergarten's group or child.
 *
 * - director: the built-in defaults (RCUD): everything of the kindergarten;
 * - teacher: the built-in defaults, upper-case R on these resources — she reads every group and child of the
 *   kindergarten, and writes (lower-case c/u) only in the groups she teaches;
 * - parent: lower-case r (and c on notes and requests): only their own child;
 * - specialist: a resource specialist whose built-in group the director narrowed to lower-case rights on the same
 *   resources: the teacher's rule for reading too (only the groups they teach and the children now placed in them).
 *
 * A record out of reach answers 404 when the caller may use the call at all, and 403 where the area refuses the write
 * of a record it showed (a teacher's edit in another group); a caller without the permission gets 403 from the guard
 * before anything is looked up — also for another kindergarten's records. Another kindergarten's record otherwise is
 * always 404.
 */

type Actor = 'director' | 'teacher' | 'parent' | 'specialist';
type Target = 'own' | 'other' | 'foreign';
/** A status, or for a list 200 with the target shown (`listed`) or not (`hidden`). */
type Outcome = 200 | 403 | 404 | 'listed' | 'hidden';

const ACTORS: readonly Actor[] = ['director', 'teacher', 'parent', 'specialist'];
const TARGETS: readonly Target[] = ['own', 'other', 'foreign'];

interface World {
  auth: Record<Actor, Record<string, string>>;
  groups: Record<Target, number>;
  children: Record<Target, { id: number; identifier: string }>;
  notes: Record<Target, number>;
  requests: Record<Target, number>;
  /** A guest child's placement in each group (the foreign one: a child of this kindergarten placed over there). */
  guests: Record<Target, number>;
  /** A child of the own group whom only the hand-written move case below changes. */
  mover: { id: number; identifier: string };
}

interface Args {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

interface Probe {
  kind: 'group' | 'child';
  route: RouteDefinition;
  args: (w: World, target: Target) => Args;
  /** For a list: whether the answer shows the target. */
  shows?: (body: unknown, w: World, target: Target) => boolean;
  /** Per actor, the outcome for the own, the other and the foreign target. */
  expected: Record<Actor, [Outcome, Outcome, Outcome]>;
}

/** The n-th (0-based) Monday–Friday day from the 1st of the month `month` (1–12) of `year` on. */
function weekday(year: number, month: number, n: number): string {
  const days: string[] = [];
  for (let day = new Date(Date.UTC(year, month - 1, 1)); days.length <= n; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days[n]!;
}

/**
 * Working days from a week after today (the tests' clock, Sofia) on, leaving out weekends, the winter holidays (20
 * December – 6 January) and the days between two school years (1–14 September): a parent's request must be for future
 * days. The kindergartens get the school years that hold them (schoolYearsHolding) besides the data's 2026/27.
 */
const futureDays: string[] = (() => {
  const days: string[] = [];
  const day = new Date(`${todayInBulgaria()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  for (; days.length < 40; day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10);
    const winter = iso.slice(5) >= '12-20' || iso.slice(5) <= '01-06';
    const betweenYears = iso.slice(5) >= '09-01' && iso.slice(5) < '09-15';
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !winter && !betweenYears) days.push(iso);
  }
  return days;
})();
let futureUsed = 0;
const aFutureDay = (): string => futureDays[futureUsed++]!;

/** Days of the notes recorded by the matrix: one a call, so that no two notes of a child overlap. */
let notesRecorded = 0;
const aNoteDay = (): string => weekday(2026, 9, 11 + notesRecorded++);

const rowsOf = (body: unknown): { studentId?: number; id?: number }[] =>
  Array.isArray(body) ? body : ((body as { result?: []; rows?: [] }).result ?? (body as { rows: [] }).rows ?? []);

const everyone = (outcome: Outcome): [Outcome, Outcome, Outcome] => [outcome, outcome, outcome];

const probes: Record<string, Probe> = {
  // ---- Students: the record, the list, an edit, the child's dashboard ----
  'Students GET Students/:id': {
    kind: 'child',
    route: studentsRoutes.get,
    args: (w, target) => ({ params: { id: w.children[target].id } }),
    expected: { director: [200, 200, 404], teacher: [200, 200, 404], parent: [200, 404, 404], specialist: [200, 404, 404] },
  },
  'Students GET Students/overview-models': {
    kind: 'child',
    route: studentsRoutes.list,
    args: () => ({ query: { pageSize: 500 } }),
    shows: (body, w, target) => rowsOf(body).some((row) => row.id === w.children[target].id),
    expected: {
      director: ['listed', 'listed', 'hidden'],
      teacher: ['listed', 'listed', 'hidden'],
      parent: ['listed', 'hidden', 'hidden'],
      specialist: ['listed', 'hidden', 'hidden'],
    },
  },
  'Students POST Students (edit)': {
    kind: 'child',
    route: studentsRoutes.save,
    args: (w, target) => ({
      body: {
        id: w.children[target].id,
        firstName: 'Мария',
        middleName: 'Иванова',
        lastName: 'Петрова',
        identifierType: IdentifierType.EGN,
        identifier: w.children[target].identifier,
        gender: Gender.Female,
        birthDate: '2021-05-10',
        address: 'ул. „Матрица“ № 1',
      },
    }),
    // The parent has no update on Students: the guard answers 403 whatever the child.
    expected: { director: [200, 200, 404], teacher: [200, 403, 404], parent: everyone(403), specialist: [200, 403, 404] },
  },
  'Dashboards GET dashboards/student-parent-user/:studentId': {
    kind: 'child',
    route: dashboardsRoutes.studentDashboard,
    args: (w, target) => ({ params: { studentId: w.children[target].id } }),
    expected: { director: [200, 200, 404], teacher: [200, 200, 404], parent: [200, 404, 404], specialist: [200, 404, 404] },
  },

  'Students GET Students/guest-student/:id': {
    kind: 'group',
    route: studentsGuestRoutes.get,
    args: (w, target) => ({ params: { id: w.guests[target] } }),
    // Guest placements are the staff's: a parent is refused (403) whatever the group.
    expected: { director: [200, 200, 404], teacher: [200, 200, 404], parent: everyone(403), specialist: [200, 404, 404] },
  },
  'Students POST Students/guest-student (edit)': {
    kind: 'group',
    route: studentsGuestRoutes.save,
    args: (w, target) => ({
      body: { id: w.guests[target], classId: w.groups[target], fromDate: '2026-11-02', toDate: '2026-11-13', note: 'Матрица' },
    }),
    expected: { director: [200, 200, 404], teacher: [200, 403, 404], parent: everyone(403), specialist: [200, 403, 404] },
  },

  // ---- Classes ----
  'Classes GET Classes/:id': {
    kind: 'group',
    route: classesRoutes.get,
    args: (w, target) => ({ params: { id: w.groups[target] } }),
    // A parent has no right on Classes.
    expected: { director: [200, 200, 404], teacher: [200, 200, 404], parent: everyone(403), specialist: [200, 404, 404] },
  },
  'Classes GET Classes': {
    kind: 'group',
    route: classesRoutes.list,
    args: () => ({}),
    shows: (body, w, target) => rowsOf(body).some((row) => row.id === w.groups[target]),
    expected: {
      director: ['listed', 'listed', 'hidden'],
      teacher: ['listed', 'listed', 'hidden'],
      parent: everyone(403),
      specialist: ['listed', 'hidden', 'hidden'],
    },
  },

  // ---- StudentAttendances: the monthly grid and its save ----
  'StudentAttendances GET StudentAttendances/:groupId/:month/:year': {
    kind: 'group',
    route: attendanceRoutes.month,
    args: (w, target) => ({ params: { groupId: w.groups[target], month: 10, year: 2026 } }),
    expected: { director: [200, 200, 404], teacher: [200, 200, 404], parent: [200, 404, 404], specialist: [200, 404, 404] },
  },
  'StudentAttendances POST StudentAttendances': {
    kind: 'group',
    route: attendanceRoutes.save,
    args: (w, target) => ({
      body: {
        classId: w.groups[target],
        cells: [{ studentId: w.children[target].id, forDate: '2026-10-01', type: ChildAttendanceStatus.Attendance }],
      },
    }),
    // The parent has neither create nor update on StudentAttendances.
    expected: { director: [200, 200, 404], teacher: [200, 403, 404], parent: everyone(403), specialist: [200, 403, 404] },
  },

  // ---- StudentAnthropometrics: a child's history, a group's sheet, a save ----
  'StudentAnthropometrics GET StudentAnthropometrics?studentId': {
    kind: 'child',
    route: anthropometricsRoutes.list,
    args: (w, target) => ({ query: { studentId: w.children[target].id } }),
    expected: { director: [200, 200, 404], teacher: [200, 200, 404], parent: [200, 404, 404], specialist: [200, 404, 404] },
  },
  'StudentAnthropometrics GET StudentAnthropometrics?classId&date': {
    kind: 'group',
    route: anthropometricsRoutes.list,
    args: (w, target) => ({ query: { classId: w.groups[target], date: '2026-10-01' } }),
    shows: (body, w, target) => rowsOf(body).some((row) => row.studentId === w.children[target].id),
    expected: {
      director: ['listed', 'listed', 404],
      teacher: ['listed', 'listed', 404],
      parent: ['listed', 'hidden', 404],
      specialist: ['listed', 'hidden', 404],
    },
  },
  'StudentAnthropometrics POST StudentAnthropometrics': {
    kind: 'child',
    route: anthropometricsRoutes.save,
    args: (w, target) => ({
      body: { measuredOn: '2026-10-02', items: [{ studentId: w.children[target].id, heightCm: '104.5', weightKg: '18.2' }] },
    }),
    expected: { director: [200, 200, 404], teacher: [200, 403, 404], parent: everyone(403), specialist: [200, 403, 404] },
  },

  // ---- StudentMedicalNotes: a note, the list, recording one ----
  'StudentMedicalNotes GET StudentMedicalNotes/:id': {
    kind: 'child',
    route: medicalNotesRoutes.get,
    args: (w, target) => ({ params: { id: w.notes[target] } }),
    expected: { director: [200, 200, 404], teacher: [200, 200, 404], parent: [200, 404, 404], specialist: [200, 404, 404] },
  },
  'StudentMedicalNotes GET StudentMedicalNotes/overview-models?studentId': {
    kind: 'child',
    route: medicalNotesRoutes.list,
    args: (w, target) => ({ query: { studentId: w.children[target].id } }),
    shows: (body, w, target) => rowsOf(body).some((row) => row.studentId === w.children[target].id),
    expected: {
      director: ['listed', 'listed', 'hidden'],
      teacher: ['listed', 'listed', 'hidden'],
      parent: ['listed', 'hidden', 'hidden'],
      specialist: ['listed', 'hidden', 'hidden'],
    },
  },
  'StudentMedicalNotes POST StudentMedicalNotes (new)': {
    kind: 'child',
    route: medicalNotesRoutes.save,
    args: (w, target) => {
      const day = aNoteDay();
      return { body: { studentId: w.children[target].id, fromDate: day, toDate: day, doctorName: 'д-р Матрица' } };
    },
    // Lower-case c (the teacher, the specialist, the parent) reaches only their own child: another child is 404.
    expected: { director: [200, 200, 404], teacher: [200, 404, 404], parent: [200, 404, 404], specialist: [200, 404, 404] },
  },

  // ---- Attendance requests (AttendanceApplications): the list, the printed form, a parent's request ----
  'AttendanceRequests GET StudentAttendances/applications?studentId': {
    kind: 'child',
    route: attendanceRequestsRoutes.list,
    args: (w, target) => ({ query: { studentId: w.children[target].id } }),
    shows: (body, w, target) => rowsOf(body).some((row) => row.studentId === w.children[target].id),
    expected: {
      director: ['listed', 'listed', 'hidden'],
      teacher: ['listed', 'listed', 'hidden'],
      parent: ['listed', 'hidden', 'hidden'],
      specialist: ['listed', 'hidden', 'hidden'],
    },
  },
  'AttendanceRequests GET StudentAttendances/attendance-request-form/:id': {
    kind: 'child',
    route: attendanceRequestsRoutes.form,
    args: (w, target) => ({ params: { id: w.requests[target] } }),
    expected: { director: [200, 200, 404], teacher: [200, 200, 404], parent: [200, 404, 404], specialist: [200, 404, 404] },
  },
  'AttendanceRequests POST StudentAttendances/parent-request': {
    kind: 'child',
    route: attendanceRequestsRoutes.file,
    args: (w, target) => {
      const day = aFutureDay();
      return {
        body: {
          studentId: w.children[target].id,
          type: ApplicationType.FamilyReasonAbsence,
          fromDate: day,
          toDate: day,
          reason: 'Семейни причини',
        },
      };
    },
    // Neither the teacher nor the specialist may file (no create on AttendanceApplications).
    expected: { director: [200, 200, 404], teacher: everyone(403), parent: [200, 404, 404], specialist: everyone(403) },
  },
};

const TARGET_NAMES: Record<Probe['kind'], Record<Target, string>> = {
  group: { own: 'own group', other: 'other group of the kindergarten', foreign: 'group of another kindergarten' },
  child: { own: 'own child', other: 'other child of the kindergarten', foreign: 'child of another kindergarten' },
};

const cases = Object.entries(probes).flatMap(([probe, { kind, expected }]) =>
  ACTORS.flatMap((actor) =>
    TARGETS.map((target, index) => ({
      probe,
      actor,
      target,
      targetName: TARGET_NAMES[kind][target],
      outcome: expected[actor][index]!,
    })),
  ),
);

describe('reach matrix: who reaches which group or child', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp();
    const kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    const own = await aGroup(t.db, kindergartenId, 'Калинки');
    const other = await aGroup(t.db, kindergartenId, 'Мечета');
    const ownChild = await aChild(t.db, kindergartenId, { classId: own, firstName: 'Ана' });
    const otherChild = await aChild(t.db, kindergartenId, { classId: other, firstName: 'Борислава' });

    const elsewhere = await aKindergarten(t.db);
    await aSchoolYear(t.db, elsewhere);
    const foreign = await aGroup(t.db, elsewhere, 'Звездици');
    const foreignChild = await aChild(t.db, elsewhere, { classId: foreign, firstName: 'Вяра' });
    await schoolYearsHolding(t.db, kindergartenId, futureDays);
    await schoolYearsHolding(t.db, elsewhere, futureDays);

    const director = await aSignedInMember(t, Role.Director, kindergartenId);
    const teacher = await aSignedInTeacherOf(t, kindergartenId, own);
    const parent = await aSignedInParentOf(t, kindergartenId, ownChild.id);
    const specialist = await aSignedInMember(t, Role.ResourceSpecialist, kindergartenId);
    await aTeacherRecordIn(t.db, kindergartenId, specialist.user.id, own);
    await aUserGroup(t, director.auth, {
      id: await builtInGroupId(t, director.auth, Role.ResourceSpecialist),
      name: 'Ресурсен специалист',
      grants: [
        aGrant(Resource.Students, 'ru'),
        aGrant(Resource.Classes, 'r'),
        aGrant(Resource.StudentAttendances, 'rcu'),
        aGrant(Resource.StudentAnthropometrics, 'rcud'),
        aGrant(Resource.StudentMedicalNotes, 'rc'),
        aGrant(Resource.AttendanceApplications, 'r'),
      ],
    });

    /** A guest placement of `studentId` (of `home`) in the group `classId` of `host`. */
    const aGuest = async (host: number, classId: number, studentId: number, home: number): Promise<number> => {
      const { rows } = await t.db.query(
        `INSERT INTO guest_placements (kindergarten_id, class_id, student_id, home_kindergarten_id, from_date, to_date)
         VALUES ($1, $2, $3, $4, '2026-11-02', '2026-11-06') RETURNING id`,
        [host, classId, studentId, home],
      );
      return rows[0].id;
    };
    const guestHere = await aChild(t.db, elsewhere, { firstName: 'Гергана' });
    const guestThere = await aChild(t.db, elsewhere, { firstName: 'Деница' });
    const visitor = await aChild(t.db, kindergartenId, { firstName: 'Елица' });

    const noteDay = '2026-11-20';
    const requestDay = aFutureDay();
    w = {
      auth: { director: director.auth, teacher: teacher.auth, parent: parent.auth, specialist: specialist.auth },
      groups: { own, other, foreign },
      children: { own: ownChild, other: otherChild, foreign: foreignChild },
      notes: {
        own: await aMedicalNote(t.db, kindergartenId, ownChild.id, noteDay),
        other: await aMedicalNote(t.db, kindergartenId, otherChild.id, noteDay),
        foreign: await aMedicalNote(t.db, elsewhere, foreignChild.id, noteDay),
      },
      requests: {
        own: await anAttendanceRequest(t.db, kindergartenId, ownChild.id, requestDay),
        other: await anAttendanceRequest(t.db, kindergartenId, otherChild.id, requestDay),
        foreign: await anAttendanceRequest(t.db, elsewhere, foreignChild.id, requestDay),
      },
      mover: await aChild(t.db, kindergartenId, { classId: own, firstName: 'Жана' }),
      guests: {
        own: await aGuest(kindergartenId, own, guestHere.id, elsewhere),
        other: await aGuest(kindergartenId, other, guestThere.id, elsewhere),
        foreign: await aGuest(elsewhere, foreign, visitor.id, kindergartenId),
      },
    };
  }, 60_000);
  afterAll(() => t.close());

  /** The route called as the contract defines it: method, path with its parameters, query and body. */
  const call = (route: RouteDefinition, auth: Record<string, string>, args: Args) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const agent = request(t.http);
    const test = agent[method](`/api/${fillPath(route.path, args.params)}`).set(auth);
    if (args.query) test.query(args.query);
    return args.body === undefined ? test : test.send(args.body as object);
  };

  it('the specialist’s narrowed group is what they hold: lower-case rights on the child resources', async () => {
    const me = await request(t.http).get('/api/identity/user-data').set(w.auth.specialist).expect(200);
    const students = (me.body.access as { resource: Resource; read: boolean; canView: boolean }[]).find(
      (entry) => entry.resource === Resource.Students,
    );
    expect(students).toMatchObject({ read: true, canView: false });
  });

  it.each(cases)('$probe — $actor, $targetName: $outcome', async ({ probe, actor, target, outcome }) => {
    const { route, args, shows } = probes[probe]!;
    const response = await call(route, w.auth[actor], args(w, target));
    const expectedStatus = outcome === 'listed' || outcome === 'hidden' ? 200 : outcome;
    if (response.status !== expectedStatus) {
      throw new Error(`expected ${expectedStatus}, got ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
    }
    if (outcome === 'listed' || outcome === 'hidden') expect(shows!(response.body, w, target)).toBe(outcome === 'listed');
  });

  // Editing a child with lower-case u (the teacher, the specialist) may not move it into a group the user does not
  // teach. Runs after the matrix: it moves its own child, whom no probe asks about.
  it('a teacher edits her own child but places it only in a group she teaches; the director places it anywhere', async () => {
    const edit = (classId: number) => ({
      id: w.mover.id,
      firstName: 'Жана',
      middleName: 'Иванова',
      lastName: 'Петрова',
      identifierType: IdentifierType.EGN,
      identifier: w.mover.identifier,
      gender: Gender.Female,
      birthDate: '2021-05-10',
      classId,
    });
    const groupNow = async () =>
      (await t.db.query(`SELECT class_id FROM student_classes WHERE student_id = $1 AND to_date IS NULL`, [w.mover.id])).rows;
    await call(studentsRoutes.save, w.auth.teacher, { body: edit(w.groups.other) }).expect(403);
    await call(studentsRoutes.save, w.auth.specialist, { body: edit(w.groups.other) }).expect(403);
    expect(await groupNow()).toEqual([{ class_id: w.groups.own }]);
    await call(studentsRoutes.save, w.auth.teacher, { body: edit(w.groups.own) }).expect(200);
    await call(studentsRoutes.save, w.auth.teacher, { body: edit(w.groups.foreign) }).expect(404);
    await call(studentsRoutes.save, w.auth.director, { body: edit(w.groups.other) }).expect(200);
    expect(await groupNow()).toEqual([{ class_id: w.groups.other }]);
  });
});
