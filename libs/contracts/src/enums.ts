/**
 * The enumerations of spec 1 §3 (Role and UserType live in access.ts), each with its Bulgarian labels.
 * Numbers are the spec's and are stored in the database: never renumber.
 * The "Also present" enumerations have no numbers in the spec; theirs are ours and start at 1.
 * Two of those are not repeated here: notification channels are `SubscriptionFlags` and enrolment
 * change types are `RequestKind`.
 */

export enum KindergartenType {
  Nursery = 1,
  Kindergarten = 2,
}

export const kindergartenTypeLabels: Record<KindergartenType, string> = {
  [KindergartenType.Nursery]: 'Детска ясла',
  [KindergartenType.Kindergarten]: 'Детска градина',
};

export enum AdminBookType {
  PedagogicalCouncil = 1,
  IncomingCorrespondence = 2,
  DirectorOrder = 3,
  ControlActivity = 4,
  OutgoingCorrespondence = 5,
  ControlActivityDeputyDirector = 6,
}

export const adminBookTypeLabels: Record<AdminBookType, string> = {
  [AdminBookType.PedagogicalCouncil]: 'Книга с протоколи от заседанията на педагогическия съвет',
  [AdminBookType.IncomingCorrespondence]: 'Дневник за входяща кореспонденция',
  [AdminBookType.DirectorOrder]: 'Книга за заповедите на директора',
  [AdminBookType.ControlActivity]: 'Книга за контролната дейност на директора',
  [AdminBookType.OutgoingCorrespondence]: 'Дневник за изходяща кореспонденция',
  [AdminBookType.ControlActivityDeputyDirector]: 'Книга за контролната дейност на заместник-директора',
};

export enum PaymentProvider {
  Undefined = 0,
  EPay = 1,
  EasyPay = 2,
  EPayBankCard = 3,
}

export const paymentProviderLabels: Record<PaymentProvider, string> = {
  [PaymentProvider.Undefined]: 'Не е избран',
  [PaymentProvider.EPay]: 'ePay (онлайн)',
  [PaymentProvider.EasyPay]: 'EasyPay (на каса)',
  [PaymentProvider.EPayBankCard]: 'ePay (с банкова карта)',
};

export enum PaymentMethod {
  Undefined = 0,
  Bank = 1,
  Cash = 2,
  APSPO = 3,
  EPay = 4,
  POS = 5,
  EasyPay = 6,
  EPayBankCard = 7,
}

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  [PaymentMethod.Undefined]: 'Неуточнен',
  [PaymentMethod.Bank]: 'Банков превод',
  [PaymentMethod.Cash]: 'В брой',
  // The spec does not expand the acronym; it is shown as is, in Cyrillic.
  [PaymentMethod.APSPO]: 'АПСПО',
  [PaymentMethod.EPay]: 'ePay (онлайн)',
  [PaymentMethod.POS]: 'ПОС терминал',
  [PaymentMethod.EasyPay]: 'EasyPay (на каса)',
  [PaymentMethod.EPayBankCard]: 'ePay (с банкова карта)',
};

export enum PaymentSource {
  Unspecified = 0,
  EPay = 1,
  Own = 2,
}

export const paymentSourceLabels: Record<PaymentSource, string> = {
  [PaymentSource.Unspecified]: 'Неуточнен',
  [PaymentSource.EPay]: 'Чрез ePay',
  [PaymentSource.Own]: 'Собствено събиране',
};

export enum PollFilter {
  Active = 1,
  Answered = 2,
  Mine = 3,
  Expired = 4,
}

export const pollFilterLabels: Record<PollFilter, string> = {
  [PollFilter.Active]: 'Активни',
  [PollFilter.Answered]: 'Попълнени',
  [PollFilter.Mine]: 'Мои',
  [PollFilter.Expired]: 'Изтекли',
};

export enum StaffAttendanceStatus {
  Locked = 0,
  Shift1 = 1,
  Shift2 = 2,
  PaidLeave = 3,
  UnpaidLeave = 4,
  MaternityLeave = 5,
  SickLeave = 6,
  Absence = 7,
  Attendance = 8,
  OfficialLeave = 9,
  Lecturing = 10,
  BusinessTrip = 11,
}

export const staffAttendanceStatusLabels: Record<StaffAttendanceStatus, string> = {
  [StaffAttendanceStatus.Locked]: 'Заключен ден',
  [StaffAttendanceStatus.Shift1]: 'I смяна',
  [StaffAttendanceStatus.Shift2]: 'II смяна',
  [StaffAttendanceStatus.PaidLeave]: 'Платен отпуск',
  [StaffAttendanceStatus.UnpaidLeave]: 'Неплатен отпуск',
  [StaffAttendanceStatus.MaternityLeave]: 'Майчинство',
  [StaffAttendanceStatus.SickLeave]: 'Болничен',
  [StaffAttendanceStatus.Absence]: 'Отсъствие',
  [StaffAttendanceStatus.Attendance]: 'Присъствие',
  [StaffAttendanceStatus.OfficialLeave]: 'Служебен отпуск',
  [StaffAttendanceStatus.Lecturing]: 'Лекторски часове',
  [StaffAttendanceStatus.BusinessTrip]: 'Командировка',
};

/** The form in which a child attends (целодневна, почасова, полудневна, самостоятелна организация). */
export enum AttendanceMode {
  FullDay = 1,
  Hourly = 2,
  HalfDay = 3,
  Independent = 4,
}

export const attendanceModeLabels: Record<AttendanceMode, string> = {
  [AttendanceMode.FullDay]: 'Целодневна',
  [AttendanceMode.Hourly]: 'Почасова',
  [AttendanceMode.HalfDay]: 'Полудневна',
  [AttendanceMode.Independent]: 'Самостоятелна',
};

export enum ChildAttendanceStatus {
  Absence = 1,
  Attendance = 2,
  Excused = 3,
  AbsenceFamilyReason = 4,
  AbsenceForSicknessMB = 5,
  AbsenceForSicknessMBP = 6,
  Hourly1 = 7,
  Hourly2 = 8,
  Hourly3 = 9,
  AbsenceQuarantine = 10,
  AbsenceSpecializedCenter = 11,
  FluBreak = 12,
  Locked = 13,
  // "Vacancy" is the source system's name for a vacation (ваканция) day.
  Vacancy = 14,
  AbsenceTELK = 15,
}

export const childAttendanceStatusLabels: Record<ChildAttendanceStatus, string> = {
  [ChildAttendanceStatus.Absence]: 'Отсъствие',
  [ChildAttendanceStatus.Attendance]: 'Присъствие',
  [ChildAttendanceStatus.Excused]: 'Уважително отсъствие',
  [ChildAttendanceStatus.AbsenceFamilyReason]: 'Отсъствие по семейни причини',
  [ChildAttendanceStatus.AbsenceForSicknessMB]: 'Болест (медицинска бележка)',
  [ChildAttendanceStatus.AbsenceForSicknessMBP]: 'Болест (медицинска бележка от родител)',
  [ChildAttendanceStatus.Hourly1]: 'Почасово присъствие – 1 час',
  [ChildAttendanceStatus.Hourly2]: 'Почасово присъствие – 2 часа',
  [ChildAttendanceStatus.Hourly3]: 'Почасово присъствие – 3 часа',
  [ChildAttendanceStatus.AbsenceQuarantine]: 'Отсъствие поради карантина',
  [ChildAttendanceStatus.AbsenceSpecializedCenter]: 'Отсъствие поради посещение на специализиран център',
  [ChildAttendanceStatus.FluBreak]: 'Грипна ваканция',
  [ChildAttendanceStatus.Locked]: 'Заключен ден',
  [ChildAttendanceStatus.Vacancy]: 'Ваканция',
  [ChildAttendanceStatus.AbsenceTELK]: 'Отсъствие по здравословни причини (ТЕЛК)',
};

export enum Gender {
  Male = 1,
  Female = 2,
}

export const genderLabels: Record<Gender, string> = {
  [Gender.Male]: 'Мъжки',
  [Gender.Female]: 'Женски',
};

export enum IdentifierType {
  EGN = 0,
  ForeignerID = 1,
  IdentificationNumber = 2,
}

export const identifierTypeLabels: Record<IdentifierType, string> = {
  [IdentifierType.EGN]: 'ЕГН',
  [IdentifierType.ForeignerID]: 'ЛНЧ',
  [IdentifierType.IdentificationNumber]: 'Идентификационен номер',
};

/** Portfolio entries of a child. */
export enum StudentActivityKind {
  Hobby = 1,
  Award = 2,
  Journey = 3,
}

export const studentActivityKindLabels: Record<StudentActivityKind, string> = {
  [StudentActivityKind.Hobby]: 'Хоби',
  [StudentActivityKind.Award]: 'Награда',
  [StudentActivityKind.Journey]: 'Пътешествие',
};

export enum ParentRelation {
  Mother = 1,
  Father = 2,
  Guardian = 3,
  Other = 99,
}

export const parentRelationLabels: Record<ParentRelation, string> = {
  [ParentRelation.Mother]: 'Майка',
  [ParentRelation.Father]: 'Баща',
  [ParentRelation.Guardian]: 'Настойник',
  [ParentRelation.Other]: 'Друго',
};

/** Bit flags: a kindergarten or a filter may combine several age types. */
export enum GroupAgeType {
  Nursery = 1,
  Kindergarten = 2,
  KindergartenFirstGroup = 4,
  KindergartenPGGroups = 8,
}

export const groupAgeTypeLabels: Record<GroupAgeType, string> = {
  [GroupAgeType.Nursery]: 'Яслена група',
  [GroupAgeType.Kindergarten]: 'Градинска група',
  [GroupAgeType.KindergartenFirstGroup]: 'Първа група',
  [GroupAgeType.KindergartenPGGroups]: 'Подготвителни групи (ПГ)',
};

export enum ScheduleItemType {
  ClassSubject = 1,
  Activity = 2,
  Break = 3,
  DayOff = 4,
}

export const scheduleItemTypeLabels: Record<ScheduleItemType, string> = {
  [ScheduleItemType.ClassSubject]: 'Образователно направление',
  [ScheduleItemType.Activity]: 'Дейност',
  [ScheduleItemType.Break]: 'Почивка',
  [ScheduleItemType.DayOff]: 'Неучебен ден',
};

export enum LessonKind {
  Subject = 1,
  Sleep = 2,
  Activity = 3,
}

export const lessonKindLabels: Record<LessonKind, string> = {
  [LessonKind.Subject]: 'Педагогическа ситуация',
  [LessonKind.Sleep]: 'Следобеден сън',
  [LessonKind.Activity]: 'Дейност',
};

export enum DaysOffType {
  DayOff = 0,
  Quarantine = 1,
  FluVacation = 2,
  Vacation = 3,
}

export const daysOffTypeLabels: Record<DaysOffType, string> = {
  [DaysOffType.DayOff]: 'Неучебен ден',
  [DaysOffType.Quarantine]: 'Карантина',
  [DaysOffType.FluVacation]: 'Грипна ваканция',
  [DaysOffType.Vacation]: 'Ваканция',
};

export enum Audience {
  All = 0,
  OnlyClasses = 1,
  OnlyStaff = 2,
}

export const audienceLabels: Record<Audience, string> = {
  [Audience.All]: 'Всички',
  [Audience.OnlyClasses]: 'Само групите',
  [Audience.OnlyStaff]: 'Само персонала',
};

export enum ProductUnit {
  None = 0,
  Quantity = 1,
  Gram = 2,
  Kilogram = 3,
  Millilitre = 4,
  Liter = 5,
}

export const productUnitLabels: Record<ProductUnit, string> = {
  [ProductUnit.None]: 'Без мерна единица',
  [ProductUnit.Quantity]: 'Брой',
  [ProductUnit.Gram]: 'Грам',
  [ProductUnit.Kilogram]: 'Килограм',
  [ProductUnit.Millilitre]: 'Милилитър',
  [ProductUnit.Liter]: 'Литър',
};

/**
 * The 14 substances or products causing allergies or intolerances of Regulation (EU) No 1169/2011, Annex II, numbered as
 * menus print them (1–14), with the Annex's Bulgarian wording shortened to its heading.
 */
export enum Allergen {
  Gluten = 1,
  Crustaceans = 2,
  Eggs = 3,
  Fish = 4,
  Peanuts = 5,
  Soybeans = 6,
  Milk = 7,
  Nuts = 8,
  Celery = 9,
  Mustard = 10,
  Sesame = 11,
  Sulphites = 12,
  Lupin = 13,
  Molluscs = 14,
}

export const allergenLabels: Record<Allergen, string> = {
  [Allergen.Gluten]: 'Зърнени култури, съдържащи глутен',
  [Allergen.Crustaceans]: 'Ракообразни и продукти от тях',
  [Allergen.Eggs]: 'Яйца и продукти от тях',
  [Allergen.Fish]: 'Риба и продукти от нея',
  [Allergen.Peanuts]: 'Фъстъци и продукти от тях',
  [Allergen.Soybeans]: 'Соя и продукти от нея',
  [Allergen.Milk]: 'Мляко и млечни продукти (включително лактоза)',
  [Allergen.Nuts]: 'Ядки',
  [Allergen.Celery]: 'Целина и продукти от нея',
  [Allergen.Mustard]: 'Синап и продукти от него',
  [Allergen.Sesame]: 'Сусамово семе и продукти от него',
  [Allergen.Sulphites]: 'Серен диоксид и сулфити (над 10 mg/kg или 10 mg/l)',
  [Allergen.Lupin]: 'Лупина и продукти от нея',
  [Allergen.Molluscs]: 'Мекотели и продукти от тях',
};

/** How a food product is kept in the kindergarten's warehouse (the HACCP plan's storage conditions). */
export enum StorageCondition {
  Dry = 1,
  Cool = 2,
  Chilled = 3,
  Frozen = 4,
}

export const storageConditionLabels: Record<StorageCondition, string> = {
  [StorageCondition.Dry]: 'Сухо и проветриво място, до 25 °C',
  [StorageCondition.Cool]: 'Хладно място, от 8 до 15 °C',
  [StorageCondition.Chilled]: 'Хладилник, от 0 до 4 °C',
  [StorageCondition.Frozen]: 'Фризер, при −18 °C или по-ниско',
};

/**
 * Age bands of recipes, menus and nutrition norms: the nursery (Наредба № 2/2013), the first and second kindergarten
 * groups, and the preparatory groups (Наредба № 6/2011 covers 3–7). Recipe quantities per portion differ by band.
 */
export enum MenuAgeBand {
  Nursery = 1,
  Junior = 2,
  Senior = 3,
}

/** The age bands, youngest first: the order of every menu, recipe, norm and report. */
export const menuAgeBands: readonly MenuAgeBand[] = [MenuAgeBand.Nursery, MenuAgeBand.Junior, MenuAgeBand.Senior];

export const menuAgeBandLabels: Record<MenuAgeBand, string> = {
  [MenuAgeBand.Nursery]: 'Яслена възраст (1–3 г.)',
  [MenuAgeBand.Junior]: 'Първа и втора група (3–5 г.)',
  [MenuAgeBand.Senior]: 'Подготвителни групи (5–7 г.)',
};

/** Status of a parent's request to enrol a child in an extra activity (заявление, hence neuter). */
export enum ActivityRequestStatus {
  Undefined = 0,
  Waiting = 1,
  Approved = 2,
  Canceled = 3,
}

export const activityRequestStatusLabels: Record<ActivityRequestStatus, string> = {
  [ActivityRequestStatus.Undefined]: 'Неуточнено',
  [ActivityRequestStatus.Waiting]: 'Чака одобрение',
  [ActivityRequestStatus.Approved]: 'Одобрено',
  [ActivityRequestStatus.Canceled]: 'Отказано',
};

export enum FeePaymentStatus {
  Undefined = 0,
  Paid = 1,
  PartiallyPaid = 2,
  NotPaid = 3,
  WaitingExternal = 4,
}

export const feePaymentStatusLabels: Record<FeePaymentStatus, string> = {
  [FeePaymentStatus.Undefined]: 'Неуточнено',
  [FeePaymentStatus.Paid]: 'Платена',
  [FeePaymentStatus.PartiallyPaid]: 'Частично платена',
  [FeePaymentStatus.NotPaid]: 'Неплатена',
  [FeePaymentStatus.WaitingExternal]: 'Очаква потвърждение от ePay/EasyPay',
};

export enum InvoicePaymentStatus {
  Paid = 1,
  NotPaid = 2,
  Waiting = 3,
  Expired = 4,
  Denied = 5,
  Error = 6,
  Annulled = 7,
}

export const invoicePaymentStatusLabels: Record<InvoicePaymentStatus, string> = {
  [InvoicePaymentStatus.Paid]: 'Платена',
  [InvoicePaymentStatus.NotPaid]: 'Неплатена',
  [InvoicePaymentStatus.Waiting]: 'Очаква плащане',
  [InvoicePaymentStatus.Expired]: 'Изтекла',
  [InvoicePaymentStatus.Denied]: 'Отказана',
  [InvoicePaymentStatus.Error]: 'Грешка при плащане',
  [InvoicePaymentStatus.Annulled]: 'Анулирана',
};

/** Kind of an enrolment change request (also the spec's "enrolment change types"). */
export enum RequestKind {
  Enroll = 0,
  Update = 1,
  Delist = 2,
}

export const requestKindLabels: Record<RequestKind, string> = {
  [RequestKind.Enroll]: 'Записване',
  [RequestKind.Update]: 'Промяна на данни',
  [RequestKind.Delist]: 'Отписване',
};

export enum ModuleLockGroup {
  Attendances = 1,
  Topics = 2,
  StorageAndKitchen = 3,
  FamilyReasonApplications = 4,
  AttendancesApplications = 5,
}

export const moduleLockGroupLabels: Record<ModuleLockGroup, string> = {
  [ModuleLockGroup.Attendances]: 'Присъствия',
  [ModuleLockGroup.Topics]: 'Теми',
  [ModuleLockGroup.StorageAndKitchen]: 'Склад и кухня',
  [ModuleLockGroup.FamilyReasonApplications]: 'Заявления за отсъствие по семейни причини',
  [ModuleLockGroup.AttendancesApplications]: 'Заявления за отсъствия',
};

/** Status of a record received from НЕИСПУО. */
export enum SyncStatus {
  Unprocessed = 0,
  Approved = 1,
  Annulled = 2,
  Incorrect = 3,
}

export const syncStatusLabels: Record<SyncStatus, string> = {
  [SyncStatus.Unprocessed]: 'Чака обработка',
  [SyncStatus.Approved]: 'Одобрен',
  [SyncStatus.Annulled]: 'Анулиран ръчно',
  [SyncStatus.Incorrect]: 'Некоректен',
};

export enum RequestStatus {
  Pending = 0,
  Approved = 1,
  Rejected = 2,
}

export const requestStatusLabels: Record<RequestStatus, string> = {
  [RequestStatus.Pending]: 'Чака одобрение',
  [RequestStatus.Approved]: 'Одобрено',
  [RequestStatus.Rejected]: 'Отхвърлено',
};

/** Bit flags: the steps of a kindergarten's ePay set-up that are done. */
export enum PaymentProviderConfigurationFlags {
  NotConfigured = 0,
  EPayIdSet = 1,
  EPaySecretSet = 2,
  EPayWebHookVerifying = 4,
  EPayWebHookVerified = 8,
  EPayTransferPaymentReady = 16,
  EPayTransferPaymentEnabled = 32,
}

export const paymentProviderConfigurationFlagsLabels: Record<PaymentProviderConfigurationFlags, string> = {
  [PaymentProviderConfigurationFlags.NotConfigured]: 'Не е конфигуриран',
  [PaymentProviderConfigurationFlags.EPayIdSet]: 'Въведен КИН в ePay',
  [PaymentProviderConfigurationFlags.EPaySecretSet]: 'Въведен таен ключ за ePay',
  [PaymentProviderConfigurationFlags.EPayWebHookVerifying]: 'Проверка на известяванията от ePay',
  [PaymentProviderConfigurationFlags.EPayWebHookVerified]: 'Известяванията от ePay са потвърдени',
  [PaymentProviderConfigurationFlags.EPayTransferPaymentReady]: 'Плащането по банков път е готово за включване',
  [PaymentProviderConfigurationFlags.EPayTransferPaymentEnabled]: 'Плащането по банков път е включено',
};

export enum FeeAmountBasis {
  Unknown = 0,
  PaidAmount = 1,
  TotalAmount = 2,
}

export const feeAmountBasisLabels: Record<FeeAmountBasis, string> = {
  [FeeAmountBasis.Unknown]: 'Неуточнено',
  [FeeAmountBasis.PaidAmount]: 'Платена сума',
  [FeeAmountBasis.TotalAmount]: 'Обща сума',
};

/** Bit set of the notification channels a user is subscribed to (also the spec's "notification channels"). */
export enum SubscriptionFlags {
  None = 0,
  Messages = 1,
  Calendar = 2,
  Polls = 4,
  DashboardGroupMessages = 8,
}

export const subscriptionFlagsLabels: Record<SubscriptionFlags, string> = {
  [SubscriptionFlags.None]: 'Без известия',
  [SubscriptionFlags.Messages]: 'Съобщения',
  [SubscriptionFlags.Calendar]: 'Календар',
  [SubscriptionFlags.Polls]: 'Анкети и формуляри',
  [SubscriptionFlags.DashboardGroupMessages]: 'Табло за обяви',
};

export enum ClassSubjectType {
  Mandatory = 1,
  Optional = 2,
  Facultative = 3,
  Specialized = 4,
}

export const classSubjectTypeLabels: Record<ClassSubjectType, string> = {
  [ClassSubjectType.Mandatory]: 'Задължително',
  [ClassSubjectType.Optional]: 'Избираемо',
  [ClassSubjectType.Facultative]: 'Факултативно',
  [ClassSubjectType.Specialized]: 'Специализирано',
};

// The "Also present" enumerations. The spec gives no numbers except for days of the week and months;
// the other numbers are ours, starting at 1 in the order the spec lists the values.

export enum DayOfWeek {
  Monday = 1,
  Tuesday = 2,
  Wednesday = 3,
  Thursday = 4,
  Friday = 5,
  Saturday = 6,
  Sunday = 7,
}

export const dayOfWeekLabels: Record<DayOfWeek, string> = {
  [DayOfWeek.Monday]: 'Понеделник',
  [DayOfWeek.Tuesday]: 'Вторник',
  [DayOfWeek.Wednesday]: 'Сряда',
  [DayOfWeek.Thursday]: 'Четвъртък',
  [DayOfWeek.Friday]: 'Петък',
  [DayOfWeek.Saturday]: 'Събота',
  [DayOfWeek.Sunday]: 'Неделя',
};

export enum Month {
  January = 1,
  February = 2,
  March = 3,
  April = 4,
  May = 5,
  June = 6,
  July = 7,
  August = 8,
  September = 9,
  October = 10,
  November = 11,
  December = 12,
}

export const monthLabels: Record<Month, string> = {
  [Month.January]: 'Януари',
  [Month.February]: 'Февруари',
  [Month.March]: 'Март',
  [Month.April]: 'Април',
  [Month.May]: 'Май',
  [Month.June]: 'Юни',
  [Month.July]: 'Юли',
  [Month.August]: 'Август',
  [Month.September]: 'Септември',
  [Month.October]: 'Октомври',
  [Month.November]: 'Ноември',
  [Month.December]: 'Декември',
};

/** Numbers are ours. */
export enum StaffScope {
  GroupsAndStaff = 1,
  GroupsOnly = 2,
  StaffOnly = 3,
}

export const staffScopeLabels: Record<StaffScope, string> = {
  [StaffScope.GroupsAndStaff]: 'Групи и персонал',
  [StaffScope.GroupsOnly]: 'Само групи',
  [StaffScope.StaffOnly]: 'Само персонал',
};

/** Numbers are ours. */
export enum AmountView {
  Paid = 1,
  Charged = 2,
}

export const amountViewLabels: Record<AmountView, string> = {
  [AmountView.Paid]: 'Платени суми',
  [AmountView.Charged]: 'Начислени суми',
};

/** Kind of a parent's application about a child's attendance. Numbers are ours. */
export enum ApplicationType {
  FamilyReasonAbsence = 1,
  Attendance = 2,
}

export const applicationTypeLabels: Record<ApplicationType, string> = {
  [ApplicationType.FamilyReasonAbsence]: 'Заявление за отсъствие по семейни причини',
  [ApplicationType.Attendance]: 'Заявление за посещение през лятото',
};

/** Numbers are ours. */
export enum PaymentSystem {
  EPay = 1,
  EasyPay = 2,
}

export const paymentSystemLabels: Record<PaymentSystem, string> = {
  [PaymentSystem.EPay]: 'ePay (онлайн)',
  [PaymentSystem.EasyPay]: 'EasyPay (на каса)',
};

/** Numbers are ours. */
export enum PaymentProviderFilter {
  EPay = 1,
  Own = 2,
  All = 3,
}

export const paymentProviderFilterLabels: Record<PaymentProviderFilter, string> = {
  [PaymentProviderFilter.EPay]: 'Чрез ePay',
  [PaymentProviderFilter.Own]: 'Собствено събиране',
  [PaymentProviderFilter.All]: 'Всички',
};

/** Numbers are ours. */
export enum AgeRange {
  ThreeToFour = 1,
  FiveToSeven = 2,
}

export const ageRangeLabels: Record<AgeRange, string> = {
  [AgeRange.ThreeToFour]: '3–4 години',
  [AgeRange.FiveToSeven]: '5–7 години',
};

export interface EnumOption<E extends number> {
  value: E;
  label: string;
}

/** The options of a select, in value order, from an enum's labels. */
export function enumOptions<E extends number>(labels: Record<E, string>): EnumOption<E>[] {
  return (Object.entries(labels) as [string, string][])
    .map(([value, label]) => ({ value: Number(value) as E, label }))
    .sort((a, b) => a.value - b.value);
}

/** How an additional activity charges (docs/activities.md "Prices"): amounts are euro cents. */
export enum ActivityPriceModel {
  MonthlyFlat = 1,
  PerSession = 2,
  MonthlyWithMinimum = 3,
}

export const activityPriceModelLabels: Record<ActivityPriceModel, string> = {
  [ActivityPriceModel.MonthlyFlat]: 'Месечна такса',
  [ActivityPriceModel.PerSession]: 'Такса за посещение',
  [ActivityPriceModel.MonthlyWithMinimum]: 'Такса за посещение с месечен минимум',
};

/** A provider's default student discounts (the master's list per provider). */
export enum ProviderDiscountKind {
  Siblings = 1,
  SpecialEducationalNeeds = 2,
  Custom = 3,
}

export const providerDiscountKindLabels: Record<ProviderDiscountKind, string> = {
  [ProviderDiscountKind.Siblings]: 'Братя и сестри',
  [ProviderDiscountKind.SpecialEducationalNeeds]: 'Деца със специални образователни потребности',
  [ProviderDiscountKind.Custom]: 'Друга отстъпка',
};

/** A child's mark in an activity's month grid. */
export enum ActivityAttendanceStatus {
  Present = 1,
  Absent = 2,
}

export const activityAttendanceStatusLabels: Record<ActivityAttendanceStatus, string> = {
  [ActivityAttendanceStatus.Present]: 'Присъства',
  [ActivityAttendanceStatus.Absent]: 'Отсъства',
};
