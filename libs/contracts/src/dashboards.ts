import { z } from 'zod';
import { idSchema } from './common.js';
import { type RouteTable, signedInAccess } from './routes.js';

/**
 * The home dashboards (spec 2 §7.7, §3 "Dashboard stats", "Kindergarten dashboard", "Student dashboard";
 * docs/dashboards.md). Every figure is computed from the data; a figure whose data the product does not hold yet
 * (paid activities, grades, portfolios, children's meals) is left out rather than faked.
 */

/** `?date=YYYY-MM-DD`: the day the dashboard is for (default: today in Europe/Sofia). */
export const dashboardQuery = z.object({ date: z.iso.date().optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboardStudentParams = z.object({ studentId: idSchema });
export type DashboardStudentParams = z.infer<typeof dashboardStudentParams>;

const int = () => z.number().int();

/** One month of a series: `key` is the month 1–12 (spec 1 §3 months), in the order of the school year. */
export const monthValue = z.object({ key: int(), value: z.number() });
export type MonthValue = z.infer<typeof monthValue>;

/** A child of the attendance or absence leaders (spec 2 §3: count, id, name, avatarPath, title = the group). */
export const dashboardLeader = z.object({ id: int(), name: z.string(), title: z.string(), count: int() });
export type DashboardLeader = z.infer<typeof dashboardLeader>;

export const dashboardBirthday = z.object({
  id: int(),
  name: z.string(),
  /** 'YYYY-MM-DD'. */
  birthDate: z.string(),
  /** The day of the birthday this week, 'YYYY-MM-DD'. */
  birthday: z.string(),
  /** The age reached on that day. */
  age: int(),
  /** The group (a child) or the occupation (staff). */
  title: z.string(),
});
export type DashboardBirthday = z.infer<typeof dashboardBirthday>;

/** The children of one group, or of the kindergarten, on the dashboard's day. */
export const dayCounts = z.object({ total: int(), present: int(), absent: int(), unmarked: int() });
export type DayCounts = z.infer<typeof dayCounts>;

export const groupDayCounts = dayCounts.extend({ classId: int(), name: z.string() });
export type GroupDayCounts = z.infer<typeof groupDayCounts>;

export const groupFigure = z.object({ classId: int(), name: z.string(), value: int() });
export type GroupFigure = z.infer<typeof groupFigure>;

export const dashboardEvent = z.object({
  id: int(),
  title: z.string(),
  /**
   * A timed event's start and end as ISO moments (UTC); an all-day event's first and last day as Sofia calendar days
   * 'YYYY-MM-DD' (no time zone: no browser can move the day).
   */
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
});
export type DashboardEvent = z.infer<typeof dashboardEvent>;

export const dashboardMessage = z.object({
  id: int(),
  /** ISO moment the message was sent. */
  date: z.string(),
  title: z.string(),
  /** A plain-text excerpt of the content. */
  text: z.string(),
  seenByCurrentUser: z.boolean(),
  /** The reader wrote it (their sent messages are among their recent ones, as in the inbox). */
  sentByCurrentUser: z.boolean(),
});
export type DashboardMessage = z.infer<typeof dashboardMessage>;

export const dayStatus = z.object({
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  /** Why the day is not a working day (a weekend, a day off), else null. */
  dayOffReason: z.string().nullable(),
});
export type DayStatus = z.infer<typeof dayStatus>;

/** The director's and administrator's dashboard of the selected kindergarten and school year. */
export const kindergartenDashboard = dayStatus.extend({
  kind: z.literal('kindergarten'),
  /** The months of the school year in order (1–12). */
  months: z.array(int()),
  /** Present child-days per month (attendance_kind 1). */
  studentAttendances: z.array(monthValue),
  /** Absent child-days per month: unexcused + excused. */
  studentAbsences: z.array(monthValue),
  studentUnexcusedAbsences: z.array(monthValue),
  studentExcusedAbsences: z.array(monthValue),
  /** Children of preparatory groups with more than SMP_BENEFIT_STOP_ABOVE_DAYS unexcused days in the month. */
  smp: z.array(monthValue),
  studentsForDay: dayCounts,
  groupsForDay: z.array(groupDayCounts),
  /** Staff at work on the day (worked statuses) out of all staff, and how many are not marked. */
  teachersForDay: dayCounts,
  teachersMealTypesForDay: z.array(z.object({ mealType: int(), count: int() })),
  birthdayStudents: z.array(dashboardBirthday),
  birthdayStaff: z.array(dashboardBirthday),
  attendanceStudents: z.array(dashboardLeader),
  absenceStudents: z.array(dashboardLeader),
  groupAttendances: z.array(groupFigure),
  groupAbsences: z.array(groupFigure),
  upcommingEvents: z.array(dashboardEvent),
  messages: z.array(dashboardMessage),
});
export type KindergartenDashboard = z.infer<typeof kindergartenDashboard>;

export const dashboardSubstitution = z.object({
  id: int(),
  classId: int(),
  className: z.string(),
  absentTeacherName: z.string(),
  substituteTeacherName: z.string(),
  shift: int(),
});
export type DashboardSubstitution = z.infer<typeof dashboardSubstitution>;

export const missingAttendance = z.object({
  classId: int(),
  className: z.string(),
  /** 'YYYY-MM-DD'. */
  forDate: z.string(),
  unmarked: int(),
});
export type MissingAttendance = z.infer<typeof missingAttendance>;

/** A teacher's dashboard: their groups. */
export const teacherDashboard = dayStatus.extend({
  kind: z.literal('teacher'),
  groupsForDay: z.array(groupDayCounts),
  teachersSubstitutions: z.array(dashboardSubstitution),
  birthdayStudents: z.array(dashboardBirthday),
  /** Working days of the last two weeks (today included) with unmarked children in the teacher's groups. */
  missingAttendances: z.array(missingAttendance),
  upcommingEvents: z.array(dashboardEvent),
  messages: z.array(dashboardMessage),
});
export type TeacherDashboard = z.infer<typeof teacherDashboard>;

export const parentDashboardModel = z.object({
  studentId: int(),
  name: z.string(),
  className: z.string().nullable(),
  attendances: z.array(monthValue),
  absences: z.array(monthValue),
  /** Family-reason days used in the school year and the cap in force (family_absence_limit). */
  familyReasonUsed: int(),
  familyReasonCap: int().nullable(),
});
export type ParentDashboardModel = z.infer<typeof parentDashboardModel>;

export const parentDashboard = dayStatus.extend({
  kind: z.literal('parent'),
  months: z.array(int()),
  parentDashboardModels: z.array(parentDashboardModel),
  upcommingEvents: z.array(dashboardEvent),
  messages: z.array(dashboardMessage),
});
export type ParentDashboard = z.infer<typeof parentDashboard>;

export const dashboardSchema = z.discriminatedUnion('kind', [kindergartenDashboard, teacherDashboard, parentDashboard]);
export type Dashboard = z.infer<typeof dashboardSchema>;

/** One child's dashboard (GET dashboards/student-parent-user/{studentId}). */
export const studentDashboard = z.object({
  studentId: int(),
  name: z.string(),
  className: z.string().nullable(),
  months: z.array(int()),
  attendancesPerMonth: z.array(monthValue),
  absencesPerMonth: z.array(monthValue),
  upcomingEvents: z.array(dashboardEvent),
});
export type StudentDashboard = z.infer<typeof studentDashboard>;

/** MON's, the municipality's (and the master's) dashboard over the kindergartens of their scope. */
export const nationalDashboard = z.object({
  date: z.string(),
  months: z.array(int()),
  kindergartens: int(),
  groups: int(),
  children: int(),
  /** Present child-days out of counted child-days this month, in per cent with one decimal; null with no data. */
  attendanceRate: z.number().nullable(),
  attendanceRatePerMonth: z.array(monthValue),
  /** Children of preparatory groups over the SMP threshold this month. */
  smpChildren: int(),
});
export type NationalDashboard = z.infer<typeof nationalDashboard>;

/**
 * The home dashboards (spec 2 §7.7; docs/dashboards.md). Signed in; which dashboard, and 403 for a role without one,
 * is decided by the API from the role and the access. The notice board's calls share the `Dashboards` prefix
 * (`noticeBoardRoutes`).
 */
export const dashboardsRoutes = {
  /** The user's dashboard by role, from the versioned cache (ETag, 304; docs/dashboards.md "Speed"). */
  dashboard: {
    method: 'GET',
    path: 'Dashboards',
    query: dashboardQuery,
    response: dashboardSchema,
    access: signedInAccess,
  },
  nationalDashboard: {
    method: 'GET',
    path: 'Dashboards/dashboard',
    query: dashboardQuery,
    response: nationalDashboard,
    access: signedInAccess,
  },
  studentDashboard: {
    method: 'GET',
    path: 'dashboards/student-parent-user/:studentId',
    params: dashboardStudentParams,
    query: dashboardQuery,
    response: studentDashboard,
    access: signedInAccess,
  },
} as const satisfies RouteTable;
