import * as contracts from '@kg/contracts';
import {
  ActivityAttendanceStatus,
  activitiesRoutes,
  activityAttendancesRoutes,
  ActivityPriceModel,
  anthropometricsRoutes,
  ApplicationType,
  attendanceRequestsRoutes,
  attendanceRoutes,
  Audience,
  ChildAttendanceStatus,
  classesRoutes,
  daysOffRoutes,
  DaysOffType,
  DayOfWeek,
  eventsRoutes,
  Gender,
  grantableResources,
  GroupAgeType,
  IdentifierType,
  isRouteTable,
  kindergartenPeriodsRoutes,
  makeEgn,
  MealType,
  medicalNotesRoutes,
  ParentRelation,
  parentsRoutes,
  RequestStatus,
  type Resource,
  Role,
  type RouteDefinition,
  StaffAttendanceStatus,
  staffAttendanceMealsRoutes,
  staffAttendanceRoutes,
  studentsGuestRoutes,
  studentsRoutes,
  SubstitutionReason,
  SubstitutionShift,
  substitutionsRoutes,
  productsRoutes,
  recipesRoutes,
  menusRoutes,
  warehousesRoutes,
  suppliersRoutes,
  manufacturersRoutes,
  stockRequestsRoutes,
  stockScrappingsRoutes,
  supplierOrdersRoutes,
  teachersRoutes,
  usersRolesRoutes,
} from '@kg/contracts';
import request from 'supertest';
import {
  aChild,
  aGrant,
  aGroup,
  aKindergarten,
  aMeasurement,
  aMedicalNote,
  anAttendanceRequest,
  aSchoolYear,
  aSignedInMember,
  aStaffMember,
  aUserGroup,
  builtInGroupId,
  schoolYearsHolding,
} from '../../../test/factories.js';
import { anActivity, anEnrolment, aSchedule } from '../../../test/activity-factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The resolution of every `save` route (create-or-edit; access permission 'save' in its contract) into create or
 * update (assertSaveAllowed / assertSaveOneAllowed in platform/access/reach.ts): the guard lets in whoever may create
 * or update, and the service must then refuse a create to a member who may only update, and an edit to a member who
 * may only create — with nothing written.
 *
 * Two resource specialists of one kindergarten, whose built-in group the director emptied, are each the one member of
 * a user group of the director's: "Само създаване" grants read and create on every resource a save route writes,
 * "Само редактиране" read and update — all with the all-groups reach (R, C, U), so that only create versus update
 * decides. For each route: the update-only member's create is 403, the create-only member's edit is 403, neither
 * changes anything; then the create-only member creates and the update-only member edits a record that was there.
 */

/** Every 'save' route of the contracts, as `<route table>.<route>`. */
const saveRoutes: Record<string, RouteDefinition> = Object.fromEntries(
  Object.entries(contracts)
    .filter(([, value]) => isRouteTable(value))
    .flatMap(([table, routes]) =>
      Object.entries(routes as Record<string, RouteDefinition>)
        .filter(([, route]) => route.access.kind === 'resource' && route.access.permission === 'save')
        .map(([name, route]) => [`${table}.${name}`, route]),
    ),
);

/**
 * Save routes without a case here, each with the reason. A new save route fails the first test until it gets a case
 * below or an entry here.
 */
const EXCEPTIONS: Record<string, string> = {
  // National days off: resource MasterKindergartens (section "Администриране"), which a kindergarten's user group cannot
  // grant (docs/users.md: the save refuses the master administrator's resources) and the master administrator holds
  // whole by the role's defaults (a national role has no membership and no user groups). No member with only create
  // or only update can exist; the service resolves the save with assertSaveOneAllowed all the same.
  'daysOffNationalRoutes.save': 'not grantable to a kindergarten user group (master administration)',
  // The master's activity providers and types: resource MasterActivities, as above (docs/activities.md).
  'activityProvidersRoutes.save': 'not grantable to a kindergarten user group (master administration)',
  'activityTypesRoutes.save': 'not grantable to a kindergarten user group (master administration)',
  // The master's product categories: resource MasterCatalogs, as above (docs/products.md).
  'productManagementRoutes.saveCategory': 'not grantable to a kindergarten user group (master administration)',
  // The master's shared recipes: resource MasterCatalogs, as above (docs/recipes.md).
  'recipeManagementRoutes.save': 'not grantable to a kindergarten user group (master administration)',
};

/** A whole activity open to the group on Tuesdays, with the existing activity's provider and type. */
const activityBody = (f: Fixtures, values: { id?: number; name: string }) => ({
  ...values,
  providerId: f.existing.activityProviderId,
  activityTypeId: f.existing.activityTypeId,
  providerTeacherName: 'Иван Петров',
  classIds: [f.groupId],
  schedule: [{ dayOfWeek: DayOfWeek.Tuesday, startsAt: '16:00', endsAt: '16:45' }],
  priceModel: ActivityPriceModel.MonthlyFlat,
  priceCents: 3000,
  activeFrom: '2026-09-15',
  enrollmentRequestsEnabled: true,
  delistmentEnabled: true,
});

/** A recipe of the kindergarten's own product, 10 g for the 5–7 band, in the existing own book. */
const recipeBody = (f: Fixtures, values: { id?: number; name: string }) => ({
  ...values,
  bookId: f.existing.recipe.bookId,
  category: 2,
  ageBands: [3],
  ingredients: [{ productId: f.existing.product.id, unit: 2, quantities: [{ ageBand: 3, gross: '10' }] }],
});

/** A stock request of 100 g of the existing product from the existing warehouse (docs/storage.md "Stock requests"). */
const stockRequestBody = (f: Fixtures, values: { id?: number; note?: string }) => ({
  ...values,
  warehouseId: f.existing.storage.warehouseId,
  requestDate: '2026-11-20',
  lines: [{ productId: f.existing.product.id, unit: 2, quantity: '100' }],
});

/** An order of 2 kg of the existing product from the existing supplier (docs/storage.md "Supplier orders"). */
const supplierOrderBody = (f: Fixtures, values: { id?: number; note?: string }) => ({
  ...values,
  supplierId: f.existing.storage.supplierId,
  warehouseId: f.existing.storage.warehouseId,
  orderDate: '2026-11-20',
  deliveryDate: '2026-11-23',
  lines: [{ productId: f.existing.product.id, unit: 3, quantity: '2' }],
});

/** A scrapping of 50 g of the existing product's lot (docs/storage.md "Scrappings"). */
const scrappingBody = (f: Fixtures, values: { id?: number; reason?: string }) => ({
  reason: 'Развалена стока',
  ...values,
  warehouseId: f.existing.storage.warehouseId,
  scrappingDate: '2026-11-20',
  type: 2,
  commission: [
    { name: 'Мария Иванова', position: 'Домакин' },
    { name: 'Петя Георгиева', position: 'Готвач' },
  ],
  lines: [{ productId: f.existing.product.id, lotId: f.existing.outflows.lotId, unit: 2, quantity: '50' }],
});

/** The records the cases create and edit, made once. */
interface Fixtures {
  kindergartenId: number;
  elsewhere: number;
  groupId: number;
  children: { id: number; identifier: string }[];
  /** A child of the other kindergarten, found by its ЕГН to be placed here as a guest. */
  guest: { id: number; identifier: string };
  staff: [number, number, number];
  existing: {
    classId: number;
    dayOffGuid: string;
    eventId: number;
    periodId: number;
    noteId: number;
    requestId: number;
    parentId: number;
    guestPlacementId: number;
    substitutionId: number;
    userGroupId: number;
    /** An activity on Thursdays open to the group, both children enrolled, the first marked present on 01.10.2026. */
    activityId: number;
    /** The activity's provider and type, for saving another activity. */
    activityProviderId: number;
    activityTypeId: number;
    /** A product of the kindergarten's own and the catalogue category it is in. */
    product: { id: number; categoryId: number };
    /** A recipe of the kindergarten's own and its own book. */
    recipe: { id: number; bookId: number };
    /** A draft menu of the week of 07.12.2026 for the 5–7 band (docs/menus.md). */
    menuId: number;
    /** A warehouse, a supplier (with its ЕИК) and a manufacturer of the kindergarten (docs/storage.md). */
    storage: { warehouseId: number; supplierId: number; supplierEik: string; manufacturerId: number };
    /** A created stock request and a saved scrapping of the existing product's lot in that warehouse. */
    outflows: { requestId: number; scrappingId: number; lotId: number; supplierOrderId: number };
  };
  futureDay: string;
}

interface SaveCase {
  route: RouteDefinition;
  /** A body that only creates: a new record, or only new cells. */
  create: (f: Fixtures) => unknown;
  /** A body that only changes what was there before; null where the call never changes a stored record. */
  edit: ((f: Fixtures) => unknown) | null;
  /** The rows both bodies would change, read by the schema owner: [statement, values]. */
  state: (f: Fixtures) => [string, unknown[]];
}

const cases: Record<string, SaveCase> = {
  'activityAttendancesRoutes.save': {
    route: activityAttendancesRoutes.save,
    create: (f) => ({
      activityId: f.existing.activityId,
      cells: [{ studentId: f.children[1]!.id, forDate: '2026-10-01', status: ActivityAttendanceStatus.Present }],
    }),
    edit: (f) => ({
      activityId: f.existing.activityId,
      cells: [{ studentId: f.children[0]!.id, forDate: '2026-10-01', status: ActivityAttendanceStatus.Absent }],
    }),
    state: (f) => [
      `SELECT student_id, for_date::text, status FROM activity_attendances WHERE activity_id = $1 ORDER BY 1, 2`,
      [f.existing.activityId],
    ],
  },
  'activitiesRoutes.save': {
    route: activitiesRoutes.save,
    create: (f) => activityBody(f, { name: 'Шахмат' }),
    edit: (f) => activityBody(f, { id: f.existing.activityId, name: 'Преименувана дейност' }),
    state: (f) => [`SELECT id, name FROM activities WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'anthropometricsRoutes.save': {
    route: anthropometricsRoutes.save,
    create: (f) => ({ measuredOn: '2026-10-02', items: [{ studentId: f.children[0]!.id, heightCm: '105', weightKg: '18.5' }] }),
    edit: (f) => ({ measuredOn: '2026-10-01', items: [{ studentId: f.children[0]!.id, heightCm: '106', weightKg: '19' }] }),
    state: (f) => [
      `SELECT measured_on::text, height_cm::text, weight_kg::text FROM student_anthropometrics WHERE student_id = $1 ORDER BY 1`,
      [f.children[0]!.id],
    ],
  },
  // Without id a paper request recorded by the staff (create); with id the director's decision (update).
  'attendanceRequestsRoutes.save': {
    route: attendanceRequestsRoutes.save,
    create: (f) => ({
      studentId: f.children[1]!.id,
      type: ApplicationType.FamilyReasonAbsence,
      fromDate: f.futureDay,
      toDate: f.futureDay,
      reason: 'Семейни причини',
    }),
    edit: (f) => ({ id: f.existing.requestId, status: RequestStatus.Rejected, comment: 'Няма основание' }),
    state: (f) => [
      `SELECT id, student_id, status FROM student_attendance_requests WHERE kindergarten_id = $1 ORDER BY id`,
      [f.kindergartenId],
    ],
  },
  'attendanceRoutes.save': {
    route: attendanceRoutes.save,
    create: (f) => ({
      classId: f.groupId,
      cells: [{ studentId: f.children[1]!.id, forDate: '2026-10-01', type: ChildAttendanceStatus.Attendance }],
    }),
    edit: (f) => ({
      classId: f.groupId,
      cells: [{ studentId: f.children[0]!.id, forDate: '2026-10-01', type: ChildAttendanceStatus.Absence }],
    }),
    state: (f) => [
      `SELECT student_id, for_date::text, type FROM student_attendances WHERE class_id = $1 ORDER BY 1, 2`,
      [f.groupId],
    ],
  },
  'classesRoutes.save': {
    route: classesRoutes.save,
    create: () => ({ name: 'Нова група', ageType: GroupAgeType.Kindergarten }),
    edit: (f) => ({ id: f.existing.classId, name: 'Преименувана група', ageType: GroupAgeType.Kindergarten }),
    state: (f) => [`SELECT id, name FROM classes WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'daysOffRoutes.save': {
    route: daysOffRoutes.save,
    create: () => ({ fromDate: '2027-04-13', name: 'Нов неучебен ден', type: DaysOffType.DayOff }),
    edit: (f) => ({ dayOffGuid: f.existing.dayOffGuid, fromDate: '2027-04-12', name: 'Променен', type: DaysOffType.DayOff }),
    state: (f) => [
      `SELECT id::text, from_date::text, name FROM kindergarten_days_off WHERE kindergarten_id = $1 ORDER BY 2`,
      [f.kindergartenId],
    ],
  },
  // The audience is the staff: addressing the whole kindergarten needs all-groups create, which the editor lacks.
  'eventsRoutes.save': {
    route: eventsRoutes.save,
    create: () => ({
      title: 'Ново събитие',
      allDay: true,
      fromDate: '2027-01-14',
      toDate: '2027-01-14',
      audience: Audience.OnlyStaff,
    }),
    edit: (f) => ({
      id: f.existing.eventId,
      title: 'Променено събитие',
      allDay: true,
      fromDate: '2027-01-13',
      toDate: '2027-01-13',
      audience: Audience.OnlyStaff,
    }),
    state: (f) => [`SELECT id, title FROM events WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'kindergartenPeriodsRoutes.save': {
    route: kindergartenPeriodsRoutes.save,
    create: () => ({ fromDate: '2022-09-15', toDate: '2023-08-31' }),
    edit: (f) => ({ id: f.existing.periodId, name: 'Стара година', fromDate: '2024-09-15', toDate: '2025-08-31', active: false }),
    state: (f) => [
      `SELECT id, name, is_active FROM kindergarten_periods WHERE kindergarten_id = $1 ORDER BY id`,
      [f.kindergartenId],
    ],
  },
  'medicalNotesRoutes.save': {
    route: medicalNotesRoutes.save,
    create: (f) => ({ studentId: f.children[1]!.id, fromDate: '2026-10-12', toDate: '2026-10-13', doctorName: 'д-р Иванов' }),
    edit: (f) => ({
      id: f.existing.noteId,
      studentId: f.children[0]!.id,
      fromDate: '2026-10-05',
      toDate: '2026-10-05',
      doctorName: 'д-р Георгиев',
    }),
    state: (f) => [
      `SELECT id, student_id, doctor_name FROM student_medical_notes WHERE kindergarten_id = $1 ORDER BY id`,
      [f.kindergartenId],
    ],
  },
  'parentsRoutes.save': {
    route: parentsRoutes.save,
    create: (f) => ({
      firstName: 'Петър',
      lastName: 'Петров',
      students: [{ studentId: f.children[1]!.id, relation: ParentRelation.Father }],
    }),
    edit: (f) => ({
      id: f.existing.parentId,
      firstName: 'Мария',
      lastName: 'Георгиева',
      students: [{ studentId: f.children[0]!.id, relation: ParentRelation.Mother }],
    }),
    state: (f) => [`SELECT id, first_name, last_name FROM parents WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'staffAttendanceRoutes.save': {
    route: staffAttendanceRoutes.save,
    create: (f) => ({ cells: [{ teacherId: f.staff[1], forDate: '2026-10-01', type: StaffAttendanceStatus.Attendance }] }),
    edit: (f) => ({ cells: [{ teacherId: f.staff[0], forDate: '2026-10-01', type: StaffAttendanceStatus.SickLeave }] }),
    state: (f) => [
      `SELECT teacher_id, for_date::text, type FROM teacher_attendances WHERE kindergarten_id = $1 ORDER BY 1, 2`,
      [f.kindergartenId],
    ],
  },
  'staffAttendanceMealsRoutes.save': {
    route: staffAttendanceMealsRoutes.save,
    create: (f) => ({ cells: [{ teacherId: f.staff[1], forDate: '2026-10-01', mealTypes: [MealType.Breakfast] }] }),
    edit: (f) => ({ cells: [{ teacherId: f.staff[0], forDate: '2026-10-01', mealTypes: [MealType.Breakfast, MealType.Lunch] }] }),
    state: (f) => [
      `SELECT teacher_id, for_date::text, meal_type FROM teacher_meals WHERE kindergarten_id = $1 AND for_date = '2026-10-01'
        ORDER BY 1, 3`,
      [f.kindergartenId],
    ],
  },
  'staffAttendanceMealsRoutes.savePattern': {
    route: staffAttendanceMealsRoutes.savePattern,
    create: (f) => ({ teacherId: f.staff[1], weekdays: [1, 3], mealTypes: [MealType.Lunch] }),
    edit: (f) => ({ teacherId: f.staff[0], weekdays: [1, 2, 3], mealTypes: [MealType.Breakfast] }),
    state: (f) => [
      `SELECT teacher_id, weekdays::text, meal_types::text FROM teacher_meal_patterns WHERE kindergarten_id = $1
        AND teacher_id = ANY ($2) ORDER BY 1`,
      [f.kindergartenId, [f.staff[0], f.staff[1]]],
    ],
  },
  // "Попълни месеца": it only ever adds meals to empty days (the service's own words: it never changes or clears a
  // cell), so it is always a create; there is no edit to refuse to a create-only member.
  'staffAttendanceMealsRoutes.fill': {
    route: staffAttendanceMealsRoutes.fill,
    create: (f) => ({ month: 11, year: 2026, teacherIds: [f.staff[2]] }),
    edit: null,
    state: (f) => [`SELECT for_date::text, meal_type FROM teacher_meals WHERE teacher_id = $1 ORDER BY 1, 2`, [f.staff[2]]],
  },
  'studentsGuestRoutes.save': {
    route: studentsGuestRoutes.save,
    create: (f) => ({
      identifierType: IdentifierType.EGN,
      identifier: f.guest.identifier,
      homeKindergartenId: f.elsewhere,
      classId: f.groupId,
      fromDate: '2026-11-09',
      toDate: '2026-11-13',
    }),
    edit: (f) => ({
      id: f.existing.guestPlacementId,
      classId: f.groupId,
      fromDate: '2026-11-02',
      toDate: '2026-11-06',
      note: 'Променено',
    }),
    state: (f) => [
      `SELECT id, student_id, note FROM guest_placements WHERE kindergarten_id = $1 ORDER BY id`,
      [f.kindergartenId],
    ],
  },
  'studentsRoutes.save': {
    route: studentsRoutes.save,
    create: () => ({
      firstName: 'Калоян',
      middleName: 'Петров',
      lastName: 'Иванов',
      identifierType: IdentifierType.EGN,
      identifier: makeEgn({ year: 2021, month: 3, day: 4 }, Gender.Male, 9),
      gender: Gender.Male,
      birthDate: '2021-03-04',
    }),
    edit: (f) => ({
      id: f.children[0]!.id,
      firstName: 'Мария',
      middleName: 'Иванова',
      lastName: 'Петрова',
      identifierType: IdentifierType.EGN,
      identifier: f.children[0]!.identifier,
      gender: Gender.Female,
      birthDate: '2021-05-10',
      address: 'ул. „Нова“ № 5',
    }),
    state: (f) => [`SELECT id, first_name, address FROM students WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'productsRoutes.save': {
    route: productsRoutes.save,
    create: (f) => ({ name: 'Нов собствен продукт', categoryId: f.existing.product.categoryId, unit: 2 }),
    edit: (f) => ({ id: f.existing.product.id, name: 'Преименуван продукт', categoryId: f.existing.product.categoryId, unit: 2 }),
    state: (f) => [`SELECT id, name FROM products WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'recipesRoutes.save': {
    route: recipesRoutes.save,
    create: (f) => recipeBody(f, { name: 'Нова рецепта' }),
    edit: (f) => recipeBody(f, { id: f.existing.recipe.id, name: 'Преименувана рецепта' }),
    state: (f) => [`SELECT id, name FROM recipes WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'menusRoutes.save': {
    route: menusRoutes.save,
    create: () => ({ weekStart: '2026-11-30', ageBand: 3, dishes: [] }),
    edit: (f) => ({ id: f.existing.menuId, weekStart: '2026-12-07', ageBand: 3, note: 'Променено', dishes: [] }),
    state: (f) => [`SELECT id, note FROM menus WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'warehousesRoutes.save': {
    route: warehousesRoutes.save,
    create: () => ({ name: 'Нов склад' }),
    edit: (f) => ({ id: f.existing.storage.warehouseId, name: 'Преименуван склад' }),
    state: (f) => [`SELECT id, name FROM warehouses WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'suppliersRoutes.save': {
    route: suppliersRoutes.save,
    create: () => ({ name: 'Нов доставчик', eik: contracts.makeEik('20304050') }),
    edit: (f) => ({ id: f.existing.storage.supplierId, name: 'Преименуван доставчик', eik: f.existing.storage.supplierEik }),
    state: (f) => [`SELECT id, name, eik FROM suppliers WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'manufacturersRoutes.save': {
    route: manufacturersRoutes.save,
    create: () => ({ name: 'Нов производител' }),
    edit: (f) => ({ id: f.existing.storage.manufacturerId, name: 'Преименуван производител' }),
    state: (f) => [`SELECT id, name FROM manufacturers WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'stockRequestsRoutes.save': {
    route: stockRequestsRoutes.save,
    create: (f) => stockRequestBody(f, {}),
    edit: (f) => stockRequestBody(f, { id: f.existing.outflows.requestId, note: 'Променено' }),
    state: (f) => [`SELECT id, note FROM stock_requests WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'stockScrappingsRoutes.save': {
    route: stockScrappingsRoutes.save,
    create: (f) => scrappingBody(f, {}),
    edit: (f) => scrappingBody(f, { id: f.existing.outflows.scrappingId, reason: 'Променена причина' }),
    state: (f) => [`SELECT id, reason FROM stock_scrappings WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'supplierOrdersRoutes.save': {
    route: supplierOrdersRoutes.save,
    create: (f) => supplierOrderBody(f, {}),
    edit: (f) => supplierOrderBody(f, { id: f.existing.outflows.supplierOrderId, note: 'Променено' }),
    state: (f) => [`SELECT id, note FROM supplier_orders WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'substitutionsRoutes.save': {
    route: substitutionsRoutes.save,
    create: (f) => ({
      absentTeacherId: f.staff[1],
      substituteTeacherId: f.staff[0],
      classId: f.groupId,
      fromDate: '2026-10-12',
      toDate: '2026-10-13',
      shift: SubstitutionShift.First,
      hoursPerDay: 6,
      reason: SubstitutionReason.SickLeave,
    }),
    edit: (f) => ({
      id: f.existing.substitutionId,
      absentTeacherId: f.staff[0],
      substituteTeacherId: f.staff[1],
      classId: f.groupId,
      fromDate: '2026-10-07',
      toDate: '2026-10-09',
      shift: SubstitutionShift.First,
      hoursPerDay: 6,
      reason: SubstitutionReason.SickLeave,
      note: 'Променено',
    }),
    state: (f) => [
      `SELECT id, from_date::text, note FROM teacher_substitutions WHERE kindergarten_id = $1 ORDER BY id`,
      [f.kindergartenId],
    ],
  },
  'teachersRoutes.save': {
    route: teachersRoutes.save,
    create: () => ({ firstName: 'Нов', lastName: 'Служител', occupation: 'Учител' }),
    edit: (f) => ({ id: f.staff[2], firstName: 'Вера', lastName: 'Колева', occupation: 'Учител', phone: '0888123456' }),
    state: (f) => [`SELECT id, first_name, phone FROM teachers WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
  'usersRolesRoutes.save': {
    route: usersRolesRoutes.save,
    create: () => ({ name: 'Нова група', grants: [] }),
    edit: (f) => ({ id: f.existing.userGroupId, name: 'Преименувана група', grants: [] }),
    state: (f) => [`SELECT id, name FROM user_groups WHERE kindergarten_id = $1 ORDER BY id`, [f.kindergartenId]],
  },
};

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

describe('save routes: create or update, each with its own right', () => {
  let t: TestApp;
  let f: Fixtures;
  let creator: Member;
  let editor: Member;

  beforeAll(async () => {
    t = await startTestApp();
    const kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    const elsewhere = await aKindergarten(t.db);
    await aSchoolYear(t.db, elsewhere);
    const director = await aSignedInMember(t, Role.Director, kindergartenId);
    const post = async (route: RouteDefinition, body: unknown): Promise<number> => {
      const response = await request(t.http)
        .post(`/api/${route.path}`)
        .set(director.auth)
        .send(body as object);
      if (response.status !== 200) throw new Error(`${route.path}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.entityId;
    };

    // The two members: their role's built-in group grants nothing, their own group only create or only update.
    creator = await aSignedInMember(t, Role.ResourceSpecialist, kindergartenId);
    editor = await aSignedInMember(t, Role.ResourceSpecialist, kindergartenId);
    await aUserGroup(t, director.auth, {
      id: await builtInGroupId(t, director.auth, Role.ResourceSpecialist),
      name: 'Ресурсен специалист',
      grants: [],
    });
    const resources = [
      ...new Set(Object.values(saveRoutes).map((route) => (route.access as { resource: Resource }).resource)),
    ].filter((resource) => grantableResources.includes(resource));
    await aUserGroup(t, director.auth, {
      name: 'Само създаване',
      memberIds: [creator.user.id],
      grants: resources.map((resource) => aGrant(resource, 'RC')),
    });
    await aUserGroup(t, director.auth, {
      name: 'Само редактиране',
      memberIds: [editor.user.id],
      grants: resources.map((resource) => aGrant(resource, 'RU')),
    });

    // What there is before: a group with two children, three staff members, and one record of each kind.
    const groupId = await aGroup(t.db, kindergartenId, 'Калинки');
    const children = [
      await aChild(t.db, kindergartenId, { classId: groupId, firstName: 'Ана' }),
      await aChild(t.db, kindergartenId, { classId: groupId, firstName: 'Борислава' }),
    ];
    const guest = await aChild(t.db, elsewhere, { firstName: 'Гергана' });
    const placedGuest = await aChild(t.db, elsewhere, { firstName: 'Деница' });
    const staff: [number, number, number] = [
      await aStaffMember(t.db, kindergartenId, { firstName: 'Ана' }),
      await aStaffMember(t.db, kindergartenId, { firstName: 'Бояна' }),
      await aStaffMember(t.db, kindergartenId, { firstName: 'Вера' }),
    ];
    const one = async (text: string, values: unknown[]) => (await t.db.query(text, values)).rows[0]?.id;

    await aMeasurement(t.db, kindergartenId, children[0]!.id, '2026-10-01');
    await t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, '2026-10-01', $4)`,
      [kindergartenId, groupId, children[0]!.id, ChildAttendanceStatus.Attendance],
    );
    await t.db.query(
      `INSERT INTO teacher_attendances (kindergarten_id, teacher_id, for_date, type) VALUES ($1, $2, '2026-10-01', $3)`,
      [kindergartenId, staff[0], StaffAttendanceStatus.Attendance],
    );
    await t.db.query(
      `INSERT INTO teacher_meals (kindergarten_id, teacher_id, for_date, meal_type) VALUES ($1, $2, '2026-10-01', $3)`,
      [kindergartenId, staff[0], MealType.Breakfast],
    );
    await t.db.query(
      `INSERT INTO teacher_meal_patterns (kindergarten_id, teacher_id, weekdays, meal_types)
       VALUES ($1, $2, '{1,2}', '{1}'), ($1, $3, '{1,2,3,4,5}', '{3}')`,
      [kindergartenId, staff[0], staff[2]],
    );
    const parentId = await one(
      `INSERT INTO parents (kindergarten_id, first_name, last_name) VALUES ($1, 'Мария', 'Иванова') RETURNING id`,
      [kindergartenId],
    );
    await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, $4)`, [
      kindergartenId,
      children[0]!.id,
      parentId,
      ParentRelation.Mother,
    ]);

    // Two working days at least a week ahead of the tests' clock (a request must be for future days), out of the winter
    // holidays and of 1–14 September (between two school years); the kindergarten gets the school year that holds them.
    const futureDays: string[] = [];
    for (let day = new Date(Date.now() + 7 * 86_400_000); futureDays.length < 2; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      const betweenYears = iso.slice(5) >= '09-01' && iso.slice(5) < '09-15';
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && iso.slice(5) < '12-20' && iso.slice(5) > '01-06' && !betweenYears)
        futureDays.push(iso);
    }
    await schoolYearsHolding(t.db, kindergartenId, futureDays);

    f = {
      kindergartenId,
      elsewhere,
      groupId,
      children,
      guest,
      staff,
      futureDay: futureDays[1]!,
      existing: {
        classId: await aGroup(t.db, kindergartenId, 'Стара група'),
        dayOffGuid: await one(
          `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, from_date, to_date, name, type)
           SELECT $1, id, '2027-04-12', '2027-04-12', 'Стар неучебен ден', 0 FROM kindergarten_periods
            WHERE kindergarten_id = $1 AND is_active RETURNING id`,
          [kindergartenId],
        ),
        eventId: await post(eventsRoutes.save, {
          title: 'Педагогически съвет',
          allDay: true,
          fromDate: '2027-01-13',
          toDate: '2027-01-13',
          audience: Audience.OnlyStaff,
        }),
        periodId: await one(
          `INSERT INTO kindergarten_periods (kindergarten_id, name, from_date, to_date, is_active)
           VALUES ($1, '2024/2025', '2024-09-15', '2025-08-31', false) RETURNING id`,
          [kindergartenId],
        ),
        noteId: await aMedicalNote(t.db, kindergartenId, children[0]!.id, '2026-10-05'),
        requestId: await anAttendanceRequest(t.db, kindergartenId, children[0]!.id, futureDays[0]!),
        parentId,
        guestPlacementId: await one(
          `INSERT INTO guest_placements (kindergarten_id, class_id, student_id, home_kindergarten_id, from_date, to_date)
           VALUES ($1, $2, $3, $4, '2026-11-02', '2026-11-06') RETURNING id`,
          [kindergartenId, groupId, placedGuest.id, elsewhere],
        ),
        substitutionId: await post(substitutionsRoutes.save, {
          absentTeacherId: staff[0],
          substituteTeacherId: staff[1],
          classId: groupId,
          fromDate: '2026-10-07',
          toDate: '2026-10-09',
          shift: SubstitutionShift.First,
          hoursPerDay: 6,
          reason: SubstitutionReason.SickLeave,
        }),
        userGroupId: await aUserGroup(t, director.auth, { name: 'Стара група', grants: [] }),
        activityId: await (async () => {
          const activityId = await anActivity(t.db, kindergartenId, { classIds: [groupId] });
          await aSchedule(t.db, kindergartenId, activityId, [DayOfWeek.Thursday]);
          for (const child of children) await anEnrolment(t.db, kindergartenId, activityId, child.id);
          await t.db.query(
            `INSERT INTO activity_attendances (kindergarten_id, activity_id, student_id, for_date, status) VALUES ($1, $2, $3, '2026-10-01', $4)`,
            [kindergartenId, activityId, children[0]!.id, ActivityAttendanceStatus.Present],
          );
          return activityId;
        })(),
        activityProviderId: 0,
        activityTypeId: 0,
        product: await (async () => {
          const categoryId = await one(`INSERT INTO product_categories (name) VALUES ('Собствени тестови') RETURNING id`, []);
          const id = await one(
            `INSERT INTO products (kindergarten_id, category_id, name, unit) VALUES ($1, $2, 'Стар продукт', 2) RETURNING id`,
            [kindergartenId, categoryId],
          );
          return { id, categoryId };
        })(),
        recipe: await (async () => {
          const bookId = await one(`INSERT INTO recipe_books (kindergarten_id, name) VALUES ($1, 'Тестова книга') RETURNING id`, [
            kindergartenId,
          ]);
          const id = await one(
            `INSERT INTO recipes (kindergarten_id, book_id, name, category, age_bands) VALUES ($1, $2, 'Стара рецепта', 2, '{3}') RETURNING id`,
            [kindergartenId, bookId],
          );
          return { id, bookId };
        })(),
        menuId: await one(`INSERT INTO menus (kindergarten_id, week_start, age_band) VALUES ($1, '2026-12-07', 3) RETURNING id`, [
          kindergartenId,
        ]),
        storage: await (async () => {
          const supplierEik = contracts.makeEik('10203040');
          return {
            warehouseId: await one(`INSERT INTO warehouses (kindergarten_id, name) VALUES ($1, 'Стар склад') RETURNING id`, [
              kindergartenId,
            ]),
            supplierId: await one(
              `INSERT INTO suppliers (kindergarten_id, name, eik) VALUES ($1, 'Стар доставчик', $2) RETURNING id`,
              [kindergartenId, supplierEik],
            ),
            supplierEik,
            manufacturerId: await one(
              `INSERT INTO manufacturers (kindergarten_id, name) VALUES ($1, 'Стар производител') RETURNING id`,
              [kindergartenId],
            ),
          };
        })(),
        outflows: { requestId: 0, scrappingId: 0, lotId: 0, supplierOrderId: 0 },
      },
    };
    f.existing.outflows.lotId = await one(
      `INSERT INTO stock_lots (kindergarten_id, warehouse_id, product_id, batch_number, received_on)
       VALUES ($1, $2, $3, 'П-1', '2026-11-02') RETURNING id`,
      [kindergartenId, f.existing.storage.warehouseId, f.existing.product.id],
    );
    f.existing.outflows.requestId = await post(stockRequestsRoutes.save, stockRequestBody(f, {}));
    f.existing.outflows.scrappingId = await post(stockScrappingsRoutes.save, scrappingBody(f, {}));
    f.existing.outflows.supplierOrderId = await post(supplierOrdersRoutes.save, supplierOrderBody(f, {}));
    const { rows: activity } = await t.db.query(
      `SELECT provider_id AS "providerId", activity_type_id AS "typeId" FROM activities WHERE id = $1`,
      [f.existing.activityId],
    );
    f.existing.activityProviderId = activity[0].providerId;
    f.existing.activityTypeId = activity[0].typeId;
  }, 60_000);
  afterAll(() => t.close());

  it('every save route of the contracts has a case here or a documented exception', () => {
    expect(Object.keys(saveRoutes).length).toBeGreaterThan(10);
    expect(Object.keys(saveRoutes).sort()).toEqual([...Object.keys(cases), ...Object.keys(EXCEPTIONS)].sort());
    for (const [name, { route }] of Object.entries(cases)) expect(saveRoutes[name]).toBe(route);
  });

  it('the two members hold what their groups give: read with create, read with update', async () => {
    const accessOf = async (member: Member) =>
      (await request(t.http).get('/api/identity/user-data').set(member.auth).expect(200)).body.access as {
        resource: Resource;
        create: boolean;
        update: boolean;
      }[];
    const saved = (route: RouteDefinition) => (route.access as { resource: Resource }).resource;
    const [creatorAccess, editorAccess] = [await accessOf(creator), await accessOf(editor)];
    for (const { route } of Object.values(cases)) {
      const resource = saved(route);
      expect(creatorAccess.find((entry) => entry.resource === resource)).toMatchObject({ create: true, update: false });
      expect(editorAccess.find((entry) => entry.resource === resource)).toMatchObject({ create: false, update: true });
    }
  });

  it.each(Object.keys(cases))(
    '%s: a create-only member creates and is refused an edit, an update-only member edits and is refused a create',
    async (name) => {
      const { route, create, edit, state } = cases[name]!;
      const send = (member: Member, body: unknown) =>
        request(t.http)
          .post(`/api/${route.path}`)
          .set(member.auth)
          .send(body as object);
      const read = async () => {
        const [text, values] = state(f);
        return (await t.db.query(text, values)).rows;
      };
      const expectStatus = (response: request.Response, status: number, what: string) => {
        if (response.status !== status) {
          throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
        }
      };

      const before = await read();
      expectStatus(await send(editor, create(f)), 403, 'the update-only member’s create');
      expect(await read()).toEqual(before);
      if (edit) {
        expectStatus(await send(creator, edit(f)), 403, 'the create-only member’s edit');
        expect(await read()).toEqual(before);
      }

      expectStatus(await send(creator, create(f)), route.status ?? 200, 'the create-only member’s create');
      const created = await read();
      expect(created).not.toEqual(before);
      if (edit) {
        expectStatus(await send(editor, edit(f)), route.status ?? 200, 'the update-only member’s edit');
        expect(await read()).not.toEqual(created);
      }
    },
  );
});
