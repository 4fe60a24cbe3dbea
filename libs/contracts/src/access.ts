/**
 * The access model (spec 1 §6): roles, user types, resources and the default permissions of each role.
 * The API enforces these with one decorator per handler; the web builds its menu from the same `access[]`.
 * The spec names some resources and says they are numbered 1-73; the full numbering is ours and is
 * listed in docs/access-model.md. Numbers are stable: never renumber, only append.
 */

import { Resource, ResourceGroup, Role, UserType } from './roles.js';

export { Resource, ResourceGroup, Role, UserType } from './roles.js';

export const roleLabels: Record<Role, string> = {
  [Role.Director]: 'Директор',
  [Role.Teacher]: 'Учител',
  [Role.Parent]: 'Родител',
  [Role.MON]: 'МОН',
  [Role.Municipality]: 'Община',
  [Role.Administrator]: 'Администратор',
  [Role.Master]: 'Главен администратор',
  [Role.ResourceSpecialist]: 'Ресурсен специалист',
  [Role.Manciple]: 'Домакин',
};

export const userTypeLabels: Record<UserType, string> = {
  [UserType.Teacher]: 'Служител',
  [UserType.Parent]: 'Родител',
  [UserType.MON]: 'МОН',
  [UserType.Municipality]: 'Община',
  [UserType.Administrator]: 'Администратор',
  [UserType.Master]: 'Главен администратор',
  [UserType.Internal]: 'Вътрешен',
};

/** The user type that goes with each role (staff roles are all "Teacher" users: they are staff records). */
export const userTypeOfRole: Record<Role, UserType> = {
  [Role.Director]: UserType.Teacher,
  [Role.Teacher]: UserType.Teacher,
  [Role.ResourceSpecialist]: UserType.Teacher,
  [Role.Manciple]: UserType.Teacher,
  [Role.Administrator]: UserType.Administrator,
  [Role.Parent]: UserType.Parent,
  [Role.MON]: UserType.MON,
  [Role.Municipality]: UserType.Municipality,
  [Role.Master]: UserType.Master,
};

/** Roles that belong to kindergartens through a membership; the others are national or regional. */
export const kindergartenRoles: readonly Role[] = [
  Role.Director,
  Role.Teacher,
  Role.Parent,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
];

/** The menu section a resource belongs to: the `group` of an access entry. */

export const resourceGroupLabels: Record<ResourceGroup, string> = {
  [ResourceGroup.Main]: 'Основни',
  [ResourceGroup.Kindergarten]: 'Детска градина',
  [ResourceGroup.Attendance]: 'Присъствия',
  [ResourceGroup.Activities]: 'Допълнителни дейности',
  [ResourceGroup.Kitchen]: 'Кухня',
  [ResourceGroup.Storage]: 'Склад',
  [ResourceGroup.Administration]: 'Администрация',
  [ResourceGroup.Platform]: 'Платформа',
  [ResourceGroup.References]: 'Справки',
  [ResourceGroup.MasterAdmin]: 'Администриране',
};

export interface ResourceInfo {
  label: string;
  group: ResourceGroup;
}

const G = ResourceGroup;
export const resources: Record<Resource, ResourceInfo> = {
  [Resource.Messages]: { label: 'Съобщения', group: G.Main },
  [Resource.Roles]: { label: 'Потребителски групи', group: G.Platform },
  [Resource.Students]: { label: 'Деца', group: G.Kindergarten },
  [Resource.Teachers]: { label: 'Персонал', group: G.Kindergarten },
  [Resource.Parents]: { label: 'Родители', group: G.Kindergarten },
  [Resource.Polls]: { label: 'Анкети и формуляри', group: G.Main },
  [Resource.Classes]: { label: 'Групи', group: G.Kindergarten },
  [Resource.DaysOff]: { label: 'Неучебни дни', group: G.Kindergarten },
  [Resource.Events]: { label: 'Календар', group: G.Main },
  [Resource.Kindergarten]: { label: 'Детска градина', group: G.Platform },
  [Resource.Suppliers]: { label: 'Доставчици', group: G.Storage },
  [Resource.Recipes]: { label: 'Рецепти', group: G.Kitchen },
  [Resource.Menus]: { label: 'Меню', group: G.Kitchen },
  [Resource.Lessons]: { label: 'Разпределение на темите', group: G.Kindergarten },
  [Resource.Inventory]: { label: 'Инвентаризация', group: G.Administration },
  [Resource.StudentAttendances]: { label: 'Присъствия на децата', group: G.Attendance },
  [Resource.Products]: { label: 'Продукти', group: G.Storage },
  [Resource.StockOrders]: { label: 'Складови поръчки', group: G.Storage },
  [Resource.StudentFees]: { label: 'Такси', group: G.Activities },
  [Resource.ParentRegistration]: { label: 'Заявки на родители', group: G.Kindergarten },
  [Resource.Counters]: { label: 'Известия', group: G.Main },
  [Resource.NeispuoSync]: { label: 'Синхронизация с НЕИСПУО', group: G.Platform },
  [Resource.Activities]: { label: 'Допълнителни дейности', group: G.Activities },
  [Resource.ActivityAttendances]: { label: 'Присъствия в дейности', group: G.Activities },
  [Resource.ActivityFees]: { label: 'Такси за дейности', group: G.Activities },
  [Resource.ActivityAccounting]: { label: 'Счетоводни документи', group: G.Activities },
  [Resource.ActivityEnrollmentRequests]: { label: 'Заявления за дейности', group: G.Activities },
  [Resource.ActivityPreferences]: { label: 'Предпочитания за дейности', group: G.Activities },
  [Resource.ActivityNotifications]: { label: 'Известия за такси', group: G.Activities },
  [Resource.ActivityReferences]: { label: 'Справки за дейности', group: G.Activities },
  [Resource.ActivityParents]: { label: 'Дейности на детето', group: G.Activities },
  [Resource.DashboardGroupMessages]: { label: 'Табло за обяви', group: G.Main },
  [Resource.Templates]: { label: 'Шаблони', group: G.Administration },
  [Resource.StudentPortfolios]: { label: 'Портфолио', group: G.Kindergarten },
  [Resource.KindergartenPeriods]: { label: 'Учебни години', group: G.Platform },
  [Resource.Users]: { label: 'Потребители', group: G.Platform },
  [Resource.ModuleSettings]: { label: 'Заключване на модули', group: G.Platform },
  [Resource.Subjects]: { label: 'Образователни направления', group: G.Platform },
  [Resource.StudentMedicalNotes]: { label: 'Медицински бележки', group: G.Attendance },
  [Resource.AttendanceApplications]: { label: 'Заявления за отсъствия', group: G.Attendance },
  [Resource.AttendanceReferences]: { label: 'Справки за присъствия', group: G.Attendance },
  [Resource.TeacherAttendances]: { label: 'Присъствия на персонала', group: G.Kindergarten },
  [Resource.TeacherSubstitutions]: { label: 'Заместване на персонал', group: G.Kindergarten },
  [Resource.TeacherMeals]: { label: 'Хранене на персонала', group: G.Kindergarten },
  [Resource.StaffReferences]: { label: 'Справки за персонала', group: G.Kindergarten },
  [Resource.StudentAnthropometrics]: { label: 'Антропометрични данни', group: G.Kindergarten },
  [Resource.StudentAchievements]: { label: 'Образователни резултати', group: G.Kindergarten },
  [Resource.Certificates]: { label: 'Удостоверения', group: G.Kindergarten },
  [Resource.EducationPlanTopics]: { label: 'Образователен план', group: G.Kindergarten },
  [Resource.WeeklySchedule]: { label: 'Седмично разписание', group: G.Administration },
  [Resource.Warehouses]: { label: 'Складове', group: G.Storage },
  [Resource.Stocks]: { label: 'Наличности', group: G.Storage },
  [Resource.StockRequests]: { label: 'Искания за склад', group: G.Storage },
  [Resource.StockScrappings]: { label: 'Бракуване', group: G.Storage },
  [Resource.Manufacturers]: { label: 'Производители', group: G.Storage },
  [Resource.MealCalculations]: { label: 'Калкулации', group: G.Storage },
  [Resource.StorageReferences]: { label: 'Справки за склад', group: G.Storage },
  [Resource.AdministrationBooks]: { label: 'Книги', group: G.Administration },
  [Resource.AdministrationDocuments]: { label: 'Документи', group: G.Administration },
  [Resource.QualificationActivities]: { label: 'Квалификационен план', group: G.Administration },
  [Resource.ClassBookExports]: { label: 'Експорт на дневник', group: G.Administration },
  [Resource.AdministrativeReferences]: { label: 'Справки', group: G.References },
  [Resource.Configuration]: { label: 'Конфигурация', group: G.Platform },
  [Resource.PaymentSettings]: { label: 'Настройки на плащанията', group: G.Platform },
  [Resource.AuditLog]: { label: 'Журнал на промените', group: G.Platform },
  [Resource.Partners]: { label: 'Ресурси', group: G.Main },
  [Resource.MasterKindergartens]: { label: 'Детски градини', group: G.MasterAdmin },
  [Resource.MasterUsers]: { label: 'Потребителски акаунти', group: G.MasterAdmin },
  [Resource.MasterMessages]: { label: 'Административни съобщения', group: G.MasterAdmin },
  [Resource.MasterCatalogs]: { label: 'Продукти и рецепти', group: G.MasterAdmin },
  [Resource.MasterTemplates]: { label: 'Шаблони и портфолио', group: G.MasterAdmin },
  [Resource.MasterActivities]: { label: 'Дейности и доставчици', group: G.MasterAdmin },
  [Resource.MasterNeispuo]: { label: 'НЕИСПУО', group: G.MasterAdmin },
  [Resource.StudentHealth]: { label: 'Здравни данни на детето', group: G.Kindergarten },
  [Resource.MenuApproval]: { label: 'Одобряване на менюто', group: G.Kitchen },
};

export const allResources: readonly Resource[] = Object.values(Resource).filter(
  (value): value is Resource => typeof value === 'number',
);

export type Permission = 'read' | 'create' | 'update' | 'delete';

/**
 * One entry of the user's `access[]`. read/create/update/delete are the rights on the resource;
 * canView/canCreate/canEdit say whether they reach every group (class) of the kindergarten
 * (true) or only the groups the user is assigned to (false): a teacher marks attendance in her own
 * groups, the director in all of them.
 */
export interface AccessEntry {
  resource: Resource;
  group: ResourceGroup;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  canView: boolean;
  canCreate: boolean;
  canEdit: boolean;
}

/**
 * Grants are written as compact codes: r = read, c = create, u = update, d = delete; an upper-case
 * letter means the right reaches all groups (classes), lower-case only the user's own groups.
 * Only read, create and update have a group scope; delete is always as written.
 */
type Grant = string;
type Grants = Partial<Record<Resource, Grant>>;

const R = Resource;

/**
 * Teachers and resource specialists write to their own groups, the staff and chosen people, and change or delete
 * their own items; the director (kindergartenManagement: all groups) addresses and manages everything
 * (docs/communication.md "Audience").
 */
const communicationForStaff: Grants = {
  [R.Messages]: 'rcud',
  [R.Polls]: 'rcud',
  [R.Events]: 'rcud',
  [R.DashboardGroupMessages]: 'rcud',
  [R.Counters]: 'R',
  [R.Partners]: 'R',
};

const kindergartenManagement: Grants = {
  ...communicationForStaff,
  ...Object.fromEntries(
    allResources
      .filter((resource) => resources[resource].group !== G.MasterAdmin && resource !== R.ActivityParents)
      .map((resource) => [resource, 'RCUD']),
  ),
  [R.AdministrativeReferences]: 'R',
  [R.ParentRegistration]: 'RCUD',
};

const defaultGrants: Record<Role, Grants> = {
  [Role.Director]: kindergartenManagement,
  [Role.Administrator]: kindergartenManagement,
  [Role.Teacher]: {
    ...communicationForStaff,
    [R.Students]: 'Ru',
    [R.Parents]: 'R',
    [R.Teachers]: 'R',
    [R.Classes]: 'R',
    [R.DaysOff]: 'R',
    [R.Lessons]: 'Rcud',
    [R.StudentAttendances]: 'Rcu',
    [R.StudentMedicalNotes]: 'Rc',
    /** Health data (allergies, health notes): only the children of her own groups (docs/students.md). */
    [R.StudentHealth]: 'ru',
    [R.AttendanceApplications]: 'R',
    [R.AttendanceReferences]: 'R',
    [R.TeacherAttendances]: 'R',
    [R.TeacherSubstitutions]: 'R',
    [R.StudentAnthropometrics]: 'Rcud',
    [R.StudentAchievements]: 'Rcud',
    [R.StudentPortfolios]: 'Rcud',
    [R.EducationPlanTopics]: 'Rcud',
    [R.WeeklySchedule]: 'R',
    [R.Menus]: 'R',
    [R.Activities]: 'R',
    [R.ActivityAttendances]: 'Rcu',
    [R.Subjects]: 'R',
    [R.KindergartenPeriods]: 'R',
    [R.Kindergarten]: 'R',
  },
  [Role.ResourceSpecialist]: {
    ...communicationForStaff,
    [R.Students]: 'R',
    [R.Classes]: 'R',
    [R.DaysOff]: 'R',
    [R.Lessons]: 'Rcu',
    [R.StudentAttendances]: 'R',
    [R.StudentAchievements]: 'Rcu',
    [R.StudentPortfolios]: 'Rcu',
    [R.StudentAnthropometrics]: 'R',
    [R.WeeklySchedule]: 'R',
    [R.Menus]: 'R',
    [R.KindergartenPeriods]: 'R',
    [R.Kindergarten]: 'R',
  },
  [Role.Manciple]: {
    [R.Messages]: 'RC',
    [R.Events]: 'R',
    [R.Polls]: 'R',
    [R.DashboardGroupMessages]: 'R',
    [R.Counters]: 'R',
    [R.Partners]: 'R',
    [R.Classes]: 'R',
    [R.DaysOff]: 'R',
    [R.StudentAttendances]: 'R',
    [R.TeacherMeals]: 'RCU',
    [R.Menus]: 'RCUD',
    [R.Recipes]: 'RCUD',
    [R.Products]: 'RCUD',
    [R.Suppliers]: 'RCUD',
    [R.Manufacturers]: 'RCUD',
    [R.Warehouses]: 'RCUD',
    [R.Stocks]: 'RCUD',
    [R.StockOrders]: 'RCUD',
    [R.StockRequests]: 'RCUD',
    [R.StockScrappings]: 'RCUD',
    [R.MealCalculations]: 'RCUD',
    [R.StorageReferences]: 'R',
    [R.Inventory]: 'RCUD',
    [R.KindergartenPeriods]: 'R',
    [R.Kindergarten]: 'R',
  },
  [Role.Parent]: {
    [R.Messages]: 'rc',
    [R.Events]: 'r',
    [R.Polls]: 'r',
    [R.DashboardGroupMessages]: 'r',
    [R.Counters]: 'r',
    [R.Partners]: 'r',
    [R.Students]: 'r',
    [R.StudentAttendances]: 'r',
    [R.AttendanceApplications]: 'rc',
    [R.StudentMedicalNotes]: 'rc',
    [R.StudentHealth]: 'r',
    [R.ParentRegistration]: 'rc',
    [R.StudentPortfolios]: 'r',
    [R.StudentAchievements]: 'r',
    [R.StudentAnthropometrics]: 'r',
    [R.Menus]: 'r',
    [R.WeeklySchedule]: 'r',
    [R.ActivityParents]: 'rc',
    [R.ActivityAttendances]: 'r',
    [R.ActivityEnrollmentRequests]: 'rc',
    [R.StudentFees]: 'r',
    [R.KindergartenPeriods]: 'r',
  },
  [Role.MON]: {
    [R.AdministrativeReferences]: 'R',
    [R.Kindergarten]: 'R',
    [R.Partners]: 'R',
  },
  [Role.Municipality]: {
    [R.AdministrativeReferences]: 'R',
    [R.Kindergarten]: 'R',
    [R.ModuleSettings]: 'R',
    [R.Partners]: 'R',
  },
  [Role.Master]: {
    [R.MasterKindergartens]: 'RCUD',
    [R.MasterUsers]: 'RCUD',
    [R.MasterMessages]: 'RCUD',
    [R.MasterCatalogs]: 'RCUD',
    [R.MasterTemplates]: 'RCUD',
    [R.MasterActivities]: 'RCUD',
    [R.MasterNeispuo]: 'RCUD',
    [R.AuditLog]: 'R',
    [R.Partners]: 'RCUD',
  },
};

function entryFromGrant(resource: Resource, grant: Grant | undefined): AccessEntry {
  const has = (letter: string): boolean => !!grant && grant.toLowerCase().includes(letter);
  const allGroups = (letter: string): boolean => !!grant && grant.includes(letter.toUpperCase());
  return {
    resource,
    group: resources[resource].group,
    read: has('r'),
    create: has('c'),
    update: has('u'),
    delete: has('d'),
    canView: allGroups('r'),
    canCreate: allGroups('c'),
    canEdit: allGroups('u'),
  };
}

/** The default `access[]` of a role: one entry per resource the role can at least read. */
export function defaultAccess(role: Role): AccessEntry[] {
  const grants = defaultGrants[role];
  return allResources
    .map((resource) => entryFromGrant(resource, grants[resource]))
    .filter((entry) => entry.read || entry.create || entry.update || entry.delete);
}

export function allows(access: readonly AccessEntry[], resource: Resource, permission: Permission): boolean {
  return access.some((entry) => entry.resource === resource && entry[permission]);
}
