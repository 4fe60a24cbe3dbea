/**
 * The demo data: two kindergartens in Пловдив and Варна (the first with a branch), their school years,
 * groups, children, parents and staff, one sign-in for every role, and the resource partners.
 * Deterministic (a seeded generator), written in one transaction as the schema owner, and only into a
 * database that has no kindergarten yet.
 */
import {
  Gender,
  GroupAgeType,
  IdentifierType,
  KindergartenType,
  ParentRelation,
  Role,
  builtInGroups,
  isValidEgn,
  makeEgn,
  normalizePhone,
  roleLabels,
  todayInBulgaria,
  userTypeOfRole,
} from '@kg/contracts';
import argon2 from 'argon2';
import pg from 'pg';
import {
  BOY_NAMES,
  ELDER_MALE_NAMES,
  FATHER_NAMES,
  GIRL_NAMES,
  GRANDMOTHER_NAMES,
  MOTHER_NAMES,
  PLOVDIV,
  PLOVDIV_TRAKIA,
  STAFF_FEMALE_NAMES,
  STAFF_MALE_NAMES,
  SURNAMES,
  VARNA,
  feminine,
  transliterate,
  type MaleName,
  type TownStreets,
} from './demo-names.js';
import { mulberry32, type Random } from './random.js';
import { DemoSql } from './data/demo.sql.js';
import { seedDemoActivityProviders } from './activity-providers-seed.js';
import { seedDemoActivities } from './activities-seed.js';
import { seedDemoActivityRequests } from './activity-enrollment-requests-seed.js';
import { seedDemoActivityEnrolments } from './activity-enrolments-seed.js';
import { seedDemoActivityAttendances } from './activity-attendances-seed.js';
import { seedDemoActivityFees } from './activity-fees-seed.js';
import { seedDemoOnlinePayments } from './online-payments-seed.js';
import { seedDemoRecipes } from './recipes-seed.js';
import { seedDemoMenus } from './menus-seed.js';
import { seedDemoStorage } from './storage-seed.js';
import { seedDemoSupplierOrders } from './supplier-orders-seed.js';
import { seedDemoMealCalculations } from './meal-calculations-seed.js';
import { seedDemoHaccp } from './haccp-seed.js';

export const DEMO_PASSWORD = 'Demo2026!';

/** Why `seedDemo` refuses to run with NODE_ENV=production. */
export const DEMO_REFUSED_IN_PRODUCTION =
  'Demo data is not seeded with NODE_ENV=production: its accounts share a published password.';

const ACCOUNTS = [
  { key: 'director', email: 'director@demo.test', role: Role.Director },
  { key: 'teacher', email: 'teacher@demo.test', role: Role.Teacher },
  { key: 'parent', email: 'parent@demo.test', role: Role.Parent },
  { key: 'mon', email: 'mon@demo.test', role: Role.MON },
  { key: 'municipality', email: 'municipality@demo.test', role: Role.Municipality },
  { key: 'admin', email: 'admin@demo.test', role: Role.Administrator },
  { key: 'master', email: 'master@demo.test', role: Role.Master },
  { key: 'resource', email: 'resource@demo.test', role: Role.ResourceSpecialist },
  { key: 'manciple', email: 'manciple@demo.test', role: Role.Manciple },
] as const;
type AccountKey = (typeof ACCOUNTS)[number]['key'];

/** One sign-in per role, all with `DEMO_PASSWORD`, for the start script to print. */
export const DEMO_ACCOUNTS: { email: string; role: string }[] = ACCOUNTS.map(({ email, role }) => ({
  email,
  role: roleLabels[role],
}));

const SEED = 20260915;
/** Serialises concurrent seeders (two `npm start` at once): the second sees the first one's kindergartens. */
const ADVISORY_LOCK = 7302;

/** A school year of the demo: 15 September – 31 August. */
interface SchoolYear {
  name: string;
  from: string;
  to: string;
}

/** The school year `BORN` is written for. */
const BORN_SCHOOL_YEAR = 2026;

const schoolYear = (startYear: number): SchoolYear => ({
  name: `${startYear}/${startYear + 1}`,
  from: `${startYear}-09-15`,
  to: `${startYear + 1}-08-31`,
});

/**
 * The demo's two school years, from today (Europe/Sofia, the clock of the process): the current one — the school year
 * September to August that holds today (from 1 September the new one) — active, and the one before it closed; the
 * children's birth dates move with them (`BORN` is written for 2026/2027).
 */
export function demoSchoolYears(today: string = todayInBulgaria()): {
  current: SchoolYear;
  previous: SchoolYear;
  /** Whole years from 2026/2027 (the year `BORN` is written for) to the current one. */
  shift: number;
} {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = month >= 9 ? year : year - 1;
  return { current: schoolYear(start), previous: schoolYear(start - 1), shift: start - BORN_SCHOOL_YEAR };
}

/** Birth dates per age band at the start of 2026/2027 (15 September 2026), moved to the current year by `shift`. */
const BORN = {
  nursery: ['2023-09-16', '2025-06-15'], // 1-3 years
  first: ['2022-09-16', '2023-09-15'], // 3-4
  second: ['2021-09-16', '2022-09-15'], // 4-5
  preparatory5: ['2020-09-16', '2021-09-15'], // 5-6
  preparatory6: ['2019-09-16', '2020-09-15'], // 6-7
  preparatory: ['2019-09-16', '2021-09-15'], // 5-7
  mixed: ['2020-09-16', '2023-09-15'], // 3-6
} as const satisfies Record<string, readonly [string, string]>;

interface GroupSpec {
  key: string;
  name: string;
  ageType: GroupAgeType;
  born: readonly [string, string];
  children: number;
  forSubstitution?: boolean;
}

interface StaffSpec {
  occupation: string;
  pedagogical: boolean;
  director?: boolean;
  /** The post is held by a man about half of the time. */
  anyGender?: boolean;
  account?: AccountKey;
}

interface KindergartenSpec {
  name: string;
  type: KindergartenType;
  institutionCode: string;
  settlementId: number;
  address: string;
  phone: string;
  email: string;
  /** Index of the mother kindergarten in `KINDERGARTENS`, for a branch. */
  branchOf?: number;
  home: TownStreets;
  /** ЕГН region digits (7-9) of the birth place: Пловдив 436-501, Варна 094-139. */
  egnSequences: readonly [number, number];
  groups: GroupSpec[];
  /** Group keys of the two children of each family with siblings here. */
  siblings: [string, string][];
  guardianFamilies: number;
  specialNeeds: number;
  staff: StaffSpec[];
  /** The group whose first teacher is the demo teacher. */
  teacherAccountGroup?: string;
  /** Members with a demo account in this kindergarten, in the order of their memberships. */
  members: AccountKey[];
}

const SUPPORT_STAFF: StaffSpec[] = [
  { occupation: 'Директор', pedagogical: true, director: true, account: 'director' },
  { occupation: 'Ресурсен учител', pedagogical: true },
  { occupation: 'Медицинска сестра', pedagogical: false },
  { occupation: 'Помощник-възпитател', pedagogical: false },
  { occupation: 'Помощник-възпитател', pedagogical: false },
  { occupation: 'Домакин', pedagogical: false, anyGender: true },
  { occupation: 'Готвач', pedagogical: false, anyGender: true },
];

/** The staff besides the group teachers; `accounts` gives some of them (by occupation) a demo sign-in. */
const supportStaff = (accounts: Record<string, AccountKey> = {}): StaffSpec[] =>
  SUPPORT_STAFF.map((staff) => ({ ...staff, account: staff.account ?? accounts[staff.occupation] }));

const group = (
  key: string,
  name: string,
  ageType: GroupAgeType,
  born: readonly [string, string],
  children: number,
): GroupSpec => ({
  key,
  name,
  ageType,
  born,
  children,
});

const KINDERGARTENS: KindergartenSpec[] = [
  {
    name: 'ДГ № 12 „Слънчице“',
    type: KindergartenType.Kindergarten,
    institutionCode: '1601212',
    settlementId: 56784, // Пловдив
    address: 'ул. „Димитър Талев“ № 26',
    phone: '+359 32 62 45 18',
    email: 'dg12.slanchitse@demo.test',
    home: PLOVDIV,
    egnSequences: [436, 501],
    groups: [
      group('zaicheta', 'Яслена група „Зайчета“', GroupAgeType.Nursery, BORN.nursery, 14),
      group('pchelichki', 'Първа група „Пчелички“', GroupAgeType.KindergartenFirstGroup, BORN.first, 18),
      group('kalinki', 'Втора група „Калинки“', GroupAgeType.Kindergarten, BORN.second, 18),
      group('zvezdichki', 'Трета подготвителна група „Звездички“', GroupAgeType.KindergartenPGGroups, BORN.preparatory5, 16),
      group(
        'slanchogledi',
        'Четвърта подготвителна група „Слънчогледи“',
        GroupAgeType.KindergartenPGGroups,
        BORN.preparatory6,
        16,
      ),
      { ...group('sborna', 'Сборна група', GroupAgeType.Kindergarten, BORN.mixed, 0), forSubstitution: true },
    ],
    siblings: [
      ['zvezdichki', 'pchelichki'], // the demo parent's family
      ['slanchogledi', 'kalinki'],
      ['kalinki', 'zaicheta'],
      ['slanchogledi', 'pchelichki'],
    ],
    guardianFamilies: 1,
    specialNeeds: 3,
    staff: supportStaff({ 'Ресурсен учител': 'resource', Домакин: 'manciple' }),
    teacherAccountGroup: 'pchelichki',
    members: ['director', 'teacher', 'parent', 'admin', 'resource', 'manciple'],
  },
  {
    name: 'ДГ № 12 „Слънчице“ — филиал',
    type: KindergartenType.Kindergarten,
    institutionCode: '1601291',
    settlementId: 56784,
    address: 'ж.к. „Тракия“, ул. „Съединение“ № 8',
    phone: '+359 32 68 30 74',
    email: 'filial.slanchitse@demo.test',
    branchOf: 0,
    home: PLOVDIV_TRAKIA,
    egnSequences: [436, 501],
    groups: [group('shturcheta', 'Разновъзрастова група „Щурчета“', GroupAgeType.Kindergarten, BORN.mixed, 10)],
    siblings: [],
    guardianFamilies: 0,
    specialNeeds: 0,
    staff: [{ occupation: 'Помощник-възпитател', pedagogical: false }],
    members: [],
  },
  {
    name: 'ДГ № 33 „Мечо Пух“',
    type: KindergartenType.Kindergarten,
    institutionCode: '301433',
    settlementId: 10135, // Варна
    address: 'ул. „Подвис“ № 14',
    phone: '+359 52 60 41 27',
    email: 'dg33.mecho.puh@demo.test',
    home: VARNA,
    egnSequences: [94, 139],
    groups: [
      group('bambi', 'Яслена група „Бамби“', GroupAgeType.Nursery, BORN.nursery, 10),
      group('mecheta', 'Първа група „Мечета“', GroupAgeType.KindergartenFirstGroup, BORN.first, 12),
      group('delfincheta', 'Втора група „Делфинчета“', GroupAgeType.Kindergarten, BORN.second, 12),
      group('chaiki', 'Подготвителна група „Чайки“', GroupAgeType.KindergartenPGGroups, BORN.preparatory, 14),
    ],
    siblings: [
      ['chaiki', 'mecheta'],
      ['delfincheta', 'bambi'],
    ],
    guardianFamilies: 1,
    specialNeeds: 2,
    staff: supportStaff(),
    members: ['director'],
  },
];

/** Demo users who are not somebody's staff or parent record. */
const FIXED_PEOPLE: Partial<Record<AccountKey, Person>> = {
  director: { first: 'Елена', middle: 'Георгиева', last: 'Димитрова' },
  mon: { first: 'Светла', middle: 'Петрова', last: 'Ангелова' },
  municipality: { first: 'Красимир', middle: 'Иванов', last: 'Тодоров' },
  admin: { first: 'Галина', middle: 'Стоянова', last: 'Маринова' },
  master: { first: 'Петър', middle: 'Николов', last: 'Колев' },
};

const PARTNERS = ['Просвета', 'Анубис', 'Булвест 2000', 'Клет България', 'Изкуства'];

// ---------------------------------------------------------------------------------------------------
// The plan: every row in memory, referring to other rows by their index in the plan.

interface Person {
  first: string;
  middle: string | null;
  last: string;
}

interface Contact {
  email: string | null;
  phone: string | null;
}

interface Plan {
  kindergartens: (KindergartenSpec & { motherIndex: number | null })[];
  periods: { kg: number; name: string; from: string; to: string; active: boolean }[];
  classes: { kg: number; period: number; name: string; ageType: GroupAgeType; forSubstitution: boolean }[];
  teachers: (Person &
    Contact & {
      kg: number;
      occupation: string;
      pedagogical: boolean;
      director: boolean;
      born: string;
      user: number | null;
      account: AccountKey | null;
    })[];
  classTeachers: { kg: number; class: number; teacher: number }[];
  students: (Person & { kg: number; egn: string; gender: Gender; born: string; address: string; specialNeeds: boolean })[];
  studentClasses: { kg: number; student: number; class: number; from: string; to: string | null; position: number }[];
  parents: (Person & Contact & { kg: number; user: number | null; account: AccountKey | null })[];
  studentParents: { kg: number; student: number; parent: number; relation: ParentRelation }[];
  users: (Person & Contact & { role: Role; selectedKg: number | null; municipalityId: number | null })[];
  memberships: { kg: number; user: number; role: Role }[];
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The same calendar day `years` later (the bands start and end on 15/16 September and 15 June: never 29 February). */
const yearsLater = (iso: string, years: number): string => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

const collator = new Intl.Collator('bg');
const fullName = (person: Person): string => [person.first, person.middle, person.last].filter(Boolean).join(' ');
const gendered = (masculine: string, gender: Gender): string => (gender === Gender.Female ? feminine(masculine) : masculine);

class PlanBuilder {
  readonly plan: Plan = {
    kindergartens: [],
    periods: [],
    classes: [],
    teachers: [],
    classTeachers: [],
    students: [],
    studentClasses: [],
    parents: [],
    studentParents: [],
    users: [],
    memberships: [],
  };
  private readonly emails = new Set<string>(ACCOUNTS.map((account) => account.email));
  private readonly phones = new Set<string>();
  private readonly egns = new Set<string>();

  constructor(
    private readonly rng: Random,
    private readonly firstMunicipalityId: number,
    private readonly years: ReturnType<typeof demoSchoolYears>,
  ) {}

  build(): Plan {
    KINDERGARTENS.forEach((spec) => this.kindergarten(spec));
    this.accounts();
    return this.plan;
  }

  private kindergarten(spec: KindergartenSpec): void {
    const { plan } = this;
    const kg = plan.kindergartens.push({ ...spec, motherIndex: spec.branchOf ?? null }) - 1;
    const current = plan.periods.push({ kg, ...this.years.current, active: true }) - 1;
    const previous = plan.periods.push({ kg, ...this.years.previous, active: false }) - 1;

    // The same groups in both years; two teachers for each group that has children.
    const classes = new Map<string, { current: number; previous: number }>();
    spec.groups.forEach((group, groupIndex) => {
      const row = { kg, name: group.name, ageType: group.ageType, forSubstitution: group.forSubstitution ?? false };
      const ids = {
        current: plan.classes.push({ ...row, period: current }) - 1,
        previous: plan.classes.push({ ...row, period: previous }) - 1,
      };
      classes.set(group.key, ids);
      if (group.forSubstitution) return;
      const lead = groupIndex === 0 && spec.staff.length > 1 ? 'Главен учител' : 'Старши учител';
      for (const occupation of [lead, 'Учител']) {
        const account = group.key === spec.teacherAccountGroup && occupation === lead ? 'teacher' : undefined;
        const teacher = this.staffMember(kg, { occupation, pedagogical: true, account });
        plan.classTeachers.push({ kg, class: ids.current, teacher }, { kg, class: ids.previous, teacher });
      }
    });
    for (const staff of spec.staff) this.staffMember(kg, staff);

    this.children(kg, spec, classes);
  }

  private staffMember(kg: number, staff: StaffSpec): number {
    const { rng } = this;
    // The director heads two kindergartens: one person, the same in both staff lists.
    const known = staff.account ? this.plan.teachers.find((teacher) => teacher.account === staff.account) : undefined;
    const gender = staff.anyGender && rng.chance(0.5) ? Gender.Male : Gender.Female;
    const person: Person = known ?? (staff.account ? FIXED_PEOPLE[staff.account] : undefined) ?? this.adult(gender);
    return (
      this.plan.teachers.push({
        kg,
        first: person.first,
        middle: person.middle,
        last: person.last,
        email: known?.email ?? (staff.account || rng.chance(0.8) ? this.email(person) : null),
        phone: known?.phone ?? this.mobile(),
        occupation: staff.occupation,
        pedagogical: staff.pedagogical,
        director: staff.director ?? false,
        born: known?.born ?? isoOf(rng.int(dayOf('1966-01-01'), dayOf('1998-12-31'))),
        user: null,
        account: staff.account ?? null,
      }) - 1
    );
  }

  /** A member of staff; a middle name equal to the surname (Иван Иванов Иванов) is real but reads as a mistake in a demo. */
  private adult(gender: Gender): Person {
    const { rng } = this;
    const first = rng.pick(gender === Gender.Male ? STAFF_MALE_NAMES : STAFF_FEMALE_NAMES);
    const last = gendered(rng.pick(SURNAMES), gender);
    let middle: string;
    do middle = gendered(rng.pick(ELDER_MALE_NAMES)[1], gender);
    while (middle === last);
    return { first, middle, last };
  }

  private children(kg: number, spec: KindergartenSpec, classes: Map<string, { current: number; previous: number }>): void {
    const { rng, plan } = this;
    const { current, previous: previousYear, shift } = this.years;
    const groups = spec.groups.filter((group) => !group.forSubstitution);
    const waiting = new Map(
      groups.map((group) => [
        group.key,
        Array.from({ length: group.children }, () => ({
          group,
          gender: rng.chance(0.5) ? Gender.Male : Gender.Female,
          born: isoOf(rng.int(dayOf(yearsLater(group.born[0], shift)), dayOf(yearsLater(group.born[1], shift)))),
        })),
      ]),
    );
    const take = (key: string) => waiting.get(key)!.pop()!;
    type Slot = ReturnType<typeof take>;
    const families: Slot[][] = spec.siblings.map(([older, younger]) => [take(older), take(younger)]);
    for (const slots of waiting.values()) families.push(...slots.map((slot) => [slot]));
    const guardians = new Set(rng.sample(families.slice(spec.siblings.length), spec.guardianFamilies));

    const firstStudent = plan.students.length;
    families.forEach((slots, familyIndex) => {
      const surname = rng.pick(SURNAMES);
      const father = rng.pick(FATHER_NAMES);
      const address = this.homeAddress(spec.home);
      const guardian = guardians.has(slots);
      // The demo parent's family (the first with siblings in the first kindergarten) has both parents.
      const makeup = guardian ? 'guardian' : kg === 0 && familyIndex === 0 ? 'both' : rng.pick(FAMILY_MAKEUPS);
      const parents = this.familyParents(kg, makeup, surname, father);
      if (kg === 0 && familyIndex === 0) plan.parents[parents[0].parent].account = 'parent';

      const firstNames = new Set<string>();
      for (const slot of slots) {
        let first: string;
        do first = rng.pick(slot.gender === Gender.Male ? BOY_NAMES : GIRL_NAMES);
        while (firstNames.has(first));
        firstNames.add(first);
        const student =
          plan.students.push({
            kg,
            first,
            middle: gendered(father[1], slot.gender),
            last: gendered(surname, slot.gender),
            egn: this.egn(slot.born, slot.gender, spec.egnSequences),
            gender: slot.gender,
            born: slot.born,
            address,
            specialNeeds: false,
          }) - 1;
        for (const { parent, relation } of parents) plan.studentParents.push({ kg, student, parent, relation });

        const ids = classes.get(slot.group.key)!;
        plan.studentClasses.push({ kg, student, class: ids.current, from: current.from, to: null, position: 0 });
        // Last year the child was in the group of its age then, if it already came here.
        const then = groups.find(
          (group) => yearsLater(group.born[0], shift - 1) <= slot.born && slot.born <= yearsLater(group.born[1], shift - 1),
        );
        if (
          then &&
          rng.chance(then.ageType === GroupAgeType.Nursery && slot.group.ageType !== GroupAgeType.Nursery ? 0.5 : 0.85)
        ) {
          const previous = classes.get(then.key)!.previous;
          plan.studentClasses.push({ kg, student, class: previous, from: previousYear.from, to: previousYear.to, position: 0 });
        }
      }
    });
    const students = plan.students.slice(firstStudent);
    for (const student of rng.sample(students, spec.specialNeeds)) student.specialNeeds = true;
  }

  private familyParents(
    kg: number,
    makeup: FamilyMakeup,
    surname: string,
    father: MaleName,
  ): { parent: number; relation: ParentRelation }[] {
    const { rng } = this;
    const people: { person: Person; relation: ParentRelation }[] = [];
    if (makeup === 'both' || makeup === 'mother') {
      const married = rng.chance(0.85);
      people.push({
        person: {
          first: rng.pick(MOTHER_NAMES),
          middle: feminine(rng.pick(ELDER_MALE_NAMES)[1]),
          last: feminine(married ? surname : rng.pick(SURNAMES)),
        },
        relation: ParentRelation.Mother,
      });
    }
    if (makeup === 'both' || makeup === 'father') {
      people.push({
        person: { first: father[0], middle: rng.pick(ELDER_MALE_NAMES)[1], last: surname },
        relation: ParentRelation.Father,
      });
    }
    if (makeup === 'guardian') {
      // A grandmother on the father's side.
      people.push({
        person: { first: rng.pick(GRANDMOTHER_NAMES), middle: feminine(rng.pick(ELDER_MALE_NAMES)[1]), last: feminine(surname) },
        relation: ParentRelation.Guardian,
      });
    }
    return people.map(({ person, relation }) => ({
      parent:
        this.plan.parents.push({
          kg,
          ...person,
          email: rng.chance(0.9) ? this.email(person) : null,
          phone: this.mobile(),
          user: null,
          account: null,
        }) - 1,
      relation,
    }));
  }

  private accounts(): void {
    const { plan } = this;
    for (const account of ACCOUNTS) {
      // The staff and parent records the account's user is (several for the director of two kindergartens).
      const records = [...plan.teachers, ...plan.parents].filter((record) => record.account === account.key);
      const record = records[0];
      const person = FIXED_PEOPLE[account.key] ?? record;
      if (!person) throw new Error(`The demo account ${account.email} has no name`);
      const memberOf = KINDERGARTENS.flatMap((spec, kg) => (spec.members.includes(account.key) ? [kg] : []));
      const user =
        plan.users.push({
          first: person.first,
          middle: person.middle,
          last: person.last,
          email: account.email,
          phone: record?.phone ?? null,
          role: account.role,
          selectedKg: memberOf[0] ?? null,
          municipalityId: account.role === Role.Municipality ? this.firstMunicipalityId : null,
        }) - 1;
      for (const kg of memberOf) plan.memberships.push({ kg, user, role: account.role });
      for (const linked of records) Object.assign(linked, { user, email: account.email });
    }
  }

  private egn(born: string, gender: Gender, [low, high]: readonly [number, number]): string {
    const [year, month, day] = born.split('-').map(Number);
    const serials = [Math.ceil(low / 2), Math.floor(high / 2)];
    let serial = this.rng.int(serials[0], serials[1]);
    for (let tries = 0; ; tries++) {
      const egn = makeEgn({ year, month, day }, gender, serial);
      if (!isValidEgn(egn)) throw new Error(`makeEgn built an invalid ЕГН ${egn} for ${born}`);
      if (!this.egns.has(egn)) {
        this.egns.add(egn);
        return egn;
      }
      if (tries > serials[1] - serials[0]) throw new Error(`No free ЕГН left for ${born}`);
      serial = serial === serials[1] ? serials[0] : serial + 1;
    }
  }

  private email(person: Person): string {
    const local = `${transliterate(person.first)}.${transliterate(person.last)}`;
    for (let n = 1; ; n++) {
      const email = `${local}${n === 1 ? '' : n}@demo.test`;
      if (!this.emails.has(email)) {
        this.emails.add(email);
        return email;
      }
    }
  }

  /** A Bulgarian mobile number, written as people write it and stored normalised (08XXXXXXXX). */
  private mobile(): string {
    for (;;) {
      const rest = String(this.rng.int(0, 9_999_999)).padStart(7, '0');
      const phone = normalizePhone(`+359 ${this.rng.pick(['87', '88', '89'])} ${rest.slice(0, 3)} ${rest.slice(3)}`);
      if (!this.phones.has(phone)) {
        this.phones.add(phone);
        return phone;
      }
    }
  }

  private homeAddress(home: TownStreets): string {
    const { rng } = this;
    if (rng.chance(0.45)) {
      const entrance = rng.pick(['А', 'Б', 'В', 'Г']);
      return `${home.town}, ${rng.pick(home.estates)}, бл. ${rng.int(1, 240)}, вх. ${entrance}, ет. ${rng.int(1, 8)}, ап. ${rng.int(1, 60)}`;
    }
    const flat = rng.chance(0.5) ? `, ет. ${rng.int(1, 6)}, ап. ${rng.int(1, 24)}` : '';
    return `${home.town}, ${rng.pick(home.streets)} № ${rng.int(1, 120)}${flat}`;
  }
}

type FamilyMakeup = 'both' | 'mother' | 'father' | 'guardian';
/** Most children have both parents on record; some one of them. */
const FAMILY_MAKEUPS: FamilyMakeup[] = [...Array<FamilyMakeup>(16).fill('both'), 'mother', 'mother', 'mother', 'father'];

/** Numbers the children of each group 1..n in Bulgarian alphabetical order of their names. */
function assignPositions(plan: Plan): void {
  const byClass = new Map<number, Plan['studentClasses']>();
  for (const row of plan.studentClasses) byClass.set(row.class, [...(byClass.get(row.class) ?? []), row]);
  for (const rows of byClass.values()) {
    rows
      .sort((a, b) => collator.compare(fullName(plan.students[a.student]), fullName(plan.students[b.student])))
      .forEach((row, index) => (row.position = index + 1));
  }
}

function buildDemoPlan(firstMunicipalityId: number, years: ReturnType<typeof demoSchoolYears>): Plan {
  const plan = new PlanBuilder(mulberry32(SEED), firstMunicipalityId, years).build();
  assignPositions(plan);
  return plan;
}

// ---------------------------------------------------------------------------------------------------
// Writing the plan.

async function writePlan(sql: DemoSql, plan: Plan, passwordHash: string): Promise<void> {
  const ids = {
    kindergartens: await sql.reserveIds('kindergartens', plan.kindergartens.length),
    users: await sql.reserveIds('users', plan.users.length),
    periods: await sql.reserveIds('kindergarten_periods', plan.periods.length),
    teachers: await sql.reserveIds('teachers', plan.teachers.length),
    classes: await sql.reserveIds('classes', plan.classes.length),
    students: await sql.reserveIds('students', plan.students.length),
    parents: await sql.reserveIds('parents', plan.parents.length),
  };
  const kgId = (index: number): number => ids.kindergartens[index];
  const userId = (index: number | null): number | null => (index === null ? null : ids.users[index]);

  await sql.insertRows(
    'kindergartens',
    ['id', 'name', 'type', 'institution_code', 'settlement_id', 'address', 'phone', 'email', 'mother_kindergarten_id'],
    plan.kindergartens.map((k, i) => [
      kgId(i),
      k.name,
      k.type,
      k.institutionCode,
      k.settlementId,
      k.address,
      normalizePhone(k.phone),
      k.email,
      k.motherIndex === null ? null : kgId(k.motherIndex),
    ]),
  );
  await sql.insertRows(
    'users',
    [
      'id',
      'email',
      'phone',
      'password_hash',
      'first_name',
      'middle_name',
      'last_name',
      'user_type',
      'national_role',
      'municipality_id',
      'is_active',
      'selected_kindergarten_id',
    ],
    plan.users.map((u, i) => {
      const userType = userTypeOfRole[u.role];
      const national = [Role.MON, Role.Municipality, Role.Master].includes(u.role) ? u.role : null;
      return [
        userId(i),
        u.email,
        u.phone,
        passwordHash,
        u.first,
        u.middle,
        u.last,
        userType,
        national,
        u.municipalityId,
        true,
        u.selectedKg === null ? null : kgId(u.selectedKg),
      ];
    }),
  );
  await sql.insertRows(
    'kindergarten_periods',
    ['id', 'kindergarten_id', 'name', 'from_date', 'to_date', 'is_active'],
    plan.periods.map((p, i) => [ids.periods[i], kgId(p.kg), p.name, p.from, p.to, p.active]),
  );
  await sql.insertRows(
    'kindergarten_users',
    ['kindergarten_id', 'user_id', 'role'],
    plan.memberships.map((m) => [kgId(m.kg), userId(m.user), m.role]),
  );
  // Every kindergarten's built-in user groups (docs/users.md); members' access stays null: their role's group.
  const groups = builtInGroups();
  await sql.insertRows(
    'user_groups',
    ['kindergarten_id', 'name', 'role', 'is_pedagogical', 'grants'],
    plan.kindergartens.flatMap((_, i) => groups.map((g) => [kgId(i), g.name, g.role, g.isPedagogical, JSON.stringify(g.grants)])),
  );
  await sql.insertRows(
    'teachers',
    [
      'id',
      'kindergarten_id',
      'user_id',
      'first_name',
      'middle_name',
      'last_name',
      'email',
      'phone',
      'occupation',
      'is_pedagogical',
      'is_director',
      'birth_date',
    ],
    plan.teachers.map((t, i) => [
      ids.teachers[i],
      kgId(t.kg),
      userId(t.user),
      t.first,
      t.middle,
      t.last,
      t.email,
      t.phone,
      t.occupation,
      t.pedagogical,
      t.director,
      t.born,
    ]),
  );
  await sql.insertRows(
    'classes',
    ['id', 'kindergarten_id', 'period_id', 'name', 'age_type', 'is_for_substitution'],
    plan.classes.map((c, i) => [ids.classes[i], kgId(c.kg), ids.periods[c.period], c.name, c.ageType, c.forSubstitution]),
  );
  await sql.insertRows(
    'class_teachers',
    ['kindergarten_id', 'class_id', 'teacher_id'],
    plan.classTeachers.map((ct) => [kgId(ct.kg), ids.classes[ct.class], ids.teachers[ct.teacher]]),
  );
  await sql.insertRows(
    'students',
    [
      'id',
      'kindergarten_id',
      'first_name',
      'middle_name',
      'last_name',
      'identifier_type',
      'identifier',
      'gender',
      'birth_date',
      'address',
      'has_special_needs',
    ],
    plan.students.map((s, i) => [
      ids.students[i],
      kgId(s.kg),
      s.first,
      s.middle,
      s.last,
      IdentifierType.EGN,
      s.egn,
      s.gender,
      s.born,
      s.address,
      s.specialNeeds,
    ]),
  );
  await sql.insertRows(
    'student_classes',
    ['kindergarten_id', 'student_id', 'class_id', 'from_date', 'to_date', 'position'],
    plan.studentClasses.map((sc) => [kgId(sc.kg), ids.students[sc.student], ids.classes[sc.class], sc.from, sc.to, sc.position]),
  );
  await sql.insertRows(
    'parents',
    ['id', 'kindergarten_id', 'user_id', 'first_name', 'middle_name', 'last_name', 'email', 'phone'],
    plan.parents.map((p, i) => [ids.parents[i], kgId(p.kg), userId(p.user), p.first, p.middle, p.last, p.email, p.phone]),
  );
  await sql.insertRows(
    'student_parents',
    ['kindergarten_id', 'student_id', 'parent_id', 'relation'],
    plan.studentParents.map((sp) => [kgId(sp.kg), ids.students[sp.student], ids.parents[sp.parent], sp.relation]),
  );
  // Partners are not a kindergarten's: add the missing ones only.
  await sql.addMissingPartners(PARTNERS);
}

/** The children's attendance of the previous month and of this month up to yesterday (docs/attendance.md). */
async function seedDemoAttendance(sql: DemoSql, today: string): Promise<void> {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  await sql.seedAttendance(previous, today);
}

function summary(plan: Plan, years: ReturnType<typeof demoSchoolYears>): string {
  const active = new Set(plan.periods.flatMap((p, i) => (p.active ? [i] : [])));
  const groups = plan.classes.filter((c) => active.has(c.period)).length;
  return [
    `${plan.kindergartens.length} kindergartens (one a branch)`,
    `${groups} groups in ${years.current.name} and ${plan.classes.length - groups} in ${years.previous.name}`,
    `${plan.students.length} children`,
    `${plan.parents.length} parents`,
    `${plan.teachers.length} staff`,
    `${plan.users.length} users`,
    `${PARTNERS.length} partners`,
  ].join(', ');
}

/**
 * Fills a migrated database that has no kindergarten yet with the demo data; otherwise changes nothing.
 * Connects as the schema owner (row-level security does not apply) and writes in one transaction.
 */
export async function seedDemo(databaseUrl: string, log: (line: string) => void = () => {}): Promise<{ seeded: boolean }> {
  // The demo accounts share a published password (DEMO_PASSWORD): never in a production deployment.
  if (process.env.NODE_ENV === 'production') throw new Error(DEMO_REFUSED_IN_PRODUCTION);
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sql = new DemoSql(client);
  try {
    await sql.begin();
    await sql.lock(ADVISORY_LOCK);
    if (await sql.hasKindergartens()) {
      await sql.rollback();
      log('Demo data: the database already has kindergartens; nothing seeded.');
      return { seeded: false };
    }
    const municipalityId = await sql.municipalityOf(KINDERGARTENS[0].settlementId);
    if (municipalityId === undefined) throw new Error('Demo data: the settlements are missing; run the migrations first.');
    // The demo shows the school year of today: its dates (the years, the birth dates, the attendance) follow the clock.
    const today = todayInBulgaria();
    const years = demoSchoolYears(today);
    const plan = buildDemoPlan(municipalityId, years);
    await sql.tagAsDemoSeed();
    const passwordHash = await argon2.hash(DEMO_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await writePlan(sql, plan, passwordHash);
    await seedDemoAttendance(sql, today);
    await sql.seedCommunication();
    await seedDemoActivityProviders(client);
    await seedDemoActivities(client);
    await seedDemoActivityEnrolments(client);
    await seedDemoActivityAttendances(client, today); // after the enrolments and the children's attendance: it reads both
    await seedDemoActivityFees(client, today); // after the activity attendance: per-session fees count its marks
    await seedDemoOnlinePayments(client, today); // after the activity fees: pays some of last month's online
    await seedDemoActivityRequests(client); // after the activities' and enrolments' seeds: it finds their rows
    await seedDemoRecipes(client); // the master's shared demo book, from the product catalogue loaded at boot
    await seedDemoMenus(client, today); // after the recipes: this week published and next week's draft, per age band
    await seedDemoStorage(client, today); // warehouses, suppliers and posted stock receipts of the demo storekeeper
    await seedDemoSupplierOrders(client, today); // after the storage: an order delivered by the latest receipt, a draft of today
    await seedDemoMealCalculations(client, today); // after the menus and the storage: the last school day's calculation and portion book
    await seedDemoHaccp(client, today); // the storekeeper's temperature, cleaning and food-sample logs of the last five days
    await sql.commit();
    log(`Demo data seeded in ${Math.round(performance.now() - started)} ms: ${summary(plan, years)}.`);
    return { seeded: true };
  } catch (error) {
    await sql.rollback().catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
