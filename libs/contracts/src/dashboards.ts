import { z } from 'zod';
import { idSchema } from './common.js';

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

/** One month of a series: `key` is the month 1–12 (spec 1 §3 months), in the order of the school year. */
export interface MonthValue {
  key: number;
  value: number;
}

/** A child of the attendance or absence leaders (spec 2 §3: count, id, name, avatarPath, title = the group). */
export interface DashboardLeader {
  id: number;
  name: string;
  title: string;
  count: number;
}

export interface DashboardBirthday {
  id: number;
  name: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  /** The day of the birthday this week, 'YYYY-MM-DD'. */
  birthday: string;
  /** The age reached on that day. */
  age: number;
  /** The group (a child) or the occupation (staff). */
  title: string;
}

/** The children of one group, or of the kindergarten, on the dashboard's day. */
export interface DayCounts {
  total: number;
  present: number;
  absent: number;
  unmarked: number;
}

export interface GroupDayCounts extends DayCounts {
  classId: number;
  name: string;
}

export interface GroupFigure {
  classId: number;
  name: string;
  value: number;
}

export interface DashboardEvent {
  id: number;
  title: string;
  /** ISO moments. */
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

export interface DashboardMessage {
  id: number;
  /** ISO moment the message was sent. */
  date: string;
  title: string;
  /** A plain-text excerpt of the content. */
  text: string;
  seenByCurrentUser: boolean;
}

export interface DayStatus {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Why the day is not a working day (a weekend, a day off), else null. */
  dayOffReason: string | null;
}

/** The director's and administrator's dashboard of the selected kindergarten and school year. */
export interface KindergartenDashboard extends DayStatus {
  kind: 'kindergarten';
  /** The months of the school year in order (1–12). */
  months: number[];
  /** Present child-days per month (attendance_kind 1). */
  studentAttendances: MonthValue[];
  /** Absent child-days per month: unexcused + excused. */
  studentAbsences: MonthValue[];
  studentUnexcusedAbsences: MonthValue[];
  studentExcusedAbsences: MonthValue[];
  /** Children of preparatory groups with more than SMP_BENEFIT_STOP_ABOVE_DAYS unexcused days in the month. */
  smp: MonthValue[];
  studentsForDay: DayCounts;
  groupsForDay: GroupDayCounts[];
  /** Staff at work on the day (worked statuses) out of all staff, and how many are not marked. */
  teachersForDay: { total: number; present: number; absent: number; unmarked: number };
  teachersMealTypesForDay: { mealType: number; count: number }[];
  birthdayStudents: DashboardBirthday[];
  birthdayStaff: DashboardBirthday[];
  attendanceStudents: DashboardLeader[];
  absenceStudents: DashboardLeader[];
  groupAttendances: GroupFigure[];
  groupAbsences: GroupFigure[];
  upcommingEvents: DashboardEvent[];
  messages: DashboardMessage[];
}

export interface DashboardSubstitution {
  id: number;
  classId: number;
  className: string;
  absentTeacherName: string;
  substituteTeacherName: string;
  shift: number;
}

export interface MissingAttendance {
  classId: number;
  className: string;
  /** 'YYYY-MM-DD'. */
  forDate: string;
  unmarked: number;
}

/** A teacher's dashboard: their groups. */
export interface TeacherDashboard extends DayStatus {
  kind: 'teacher';
  groupsForDay: GroupDayCounts[];
  teachersSubstitutions: DashboardSubstitution[];
  birthdayStudents: DashboardBirthday[];
  /** Working days of the last two weeks (today included) with unmarked children in the teacher's groups. */
  missingAttendances: MissingAttendance[];
  upcommingEvents: DashboardEvent[];
  messages: DashboardMessage[];
}

export interface ParentDashboardModel {
  studentId: number;
  name: string;
  className: string | null;
  attendances: MonthValue[];
  absences: MonthValue[];
  /** Family-reason days used in the school year and the cap in force (family_absence_limit). */
  familyReasonUsed: number;
  familyReasonCap: number | null;
}

export interface ParentDashboard extends DayStatus {
  kind: 'parent';
  months: number[];
  parentDashboardModels: ParentDashboardModel[];
  upcommingEvents: DashboardEvent[];
  messages: DashboardMessage[];
}

export type Dashboard = KindergartenDashboard | TeacherDashboard | ParentDashboard;

/** One child's dashboard (GET dashboards/student-parent-user/{studentId}). */
export interface StudentDashboard {
  studentId: number;
  name: string;
  className: string | null;
  months: number[];
  attendancesPerMonth: MonthValue[];
  absencesPerMonth: MonthValue[];
  upcomingEvents: DashboardEvent[];
}

/** MON's, the municipality's (and the master's) dashboard over the kindergartens of their scope. */
export interface NationalDashboard {
  date: string;
  months: number[];
  kindergartens: number;
  groups: number;
  children: number;
  /** Present child-days out of counted child-days this month, in per cent with one decimal; null with no data. */
  attendanceRate: number | null;
  attendanceRatePerMonth: MonthValue[];
  /** Children of preparatory groups over the SMP threshold this month. */
  smpChildren: number;
}
