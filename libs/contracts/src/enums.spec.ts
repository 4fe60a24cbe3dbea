import * as enums from './enums.js';
import * as loginIdentifiers from './login-identifiers.js';
import {
  AdminBookType,
  AgeRange,
  ChildAttendanceStatus,
  ClassSubjectType,
  DayOfWeek,
  DaysOffType,
  FeePaymentStatus,
  Gender,
  GroupAgeType,
  IdentifierType,
  InvoicePaymentStatus,
  KindergartenType,
  Month,
  ParentRelation,
  PaymentMethod,
  PaymentProviderConfigurationFlags,
  ProductUnit,
  StaffAttendanceStatus,
  SubscriptionFlags,
  childAttendanceStatusLabels,
  dayOfWeekLabels,
  enumOptions,
  monthLabels,
  parentRelationLabels,
  staffAttendanceStatusLabels,
} from './enums.js';
import { LoginIdentifierType } from './login-identifiers.js';

/** The numeric members of a TypeScript enum object (skipping its reverse mapping). */
function members(enumObject: object): Record<string, number> {
  return Object.fromEntries(
    Object.entries(enumObject).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

const exports = { ...enums, ...loginIdentifiers } as unknown as Record<string, unknown>;
const enumNames = Object.keys(exports).filter(
  (name) => /^[A-Z]/.test(name) && typeof exports[name] === 'object' && !name.endsWith('Labels'),
);

describe('enum values match spec 1 §3', () => {
  it.each<[string, object, Record<string, number>]>([
    ['KindergartenType', KindergartenType, { Nursery: 1, Kindergarten: 2 }],
    ['LoginIdentifierType', LoginIdentifierType, { Email: 0, IdentificationNumber: 1, PhoneNumber: 2 }],
    ['IdentifierType', IdentifierType, { EGN: 0, ForeignerID: 1, IdentificationNumber: 2 }],
    ['Gender', Gender, { Male: 1, Female: 2 }],
    ['ParentRelation', ParentRelation, { Mother: 1, Father: 2, Guardian: 3, Other: 99 }],
    ['GroupAgeType', GroupAgeType, { Nursery: 1, Kindergarten: 2, KindergartenFirstGroup: 4, KindergartenPGGroups: 8 }],
    ['DaysOffType', DaysOffType, { DayOff: 0, Quarantine: 1, FluVacation: 2, Vacation: 3 }],
    ['ProductUnit', ProductUnit, { None: 0, Quantity: 1, Gram: 2, Kilogram: 3, Millilitre: 4, Liter: 5 }],
    ['FeePaymentStatus', FeePaymentStatus, { Undefined: 0, Paid: 1, PartiallyPaid: 2, NotPaid: 3, WaitingExternal: 4 }],
    [
      'InvoicePaymentStatus',
      InvoicePaymentStatus,
      { Paid: 1, NotPaid: 2, Waiting: 3, Expired: 4, Denied: 5, Error: 6, Annulled: 7 },
    ],
    ['PaymentMethod', PaymentMethod, { Undefined: 0, Bank: 1, Cash: 2, APSPO: 3, EPay: 4, POS: 5, EasyPay: 6, EPayBankCard: 7 }],
    [
      'AdminBookType',
      AdminBookType,
      {
        PedagogicalCouncil: 1,
        IncomingCorrespondence: 2,
        DirectorOrder: 3,
        ControlActivity: 4,
        OutgoingCorrespondence: 5,
        ControlActivityDeputyDirector: 6,
      },
    ],
    [
      'StaffAttendanceStatus',
      StaffAttendanceStatus,
      {
        Locked: 0,
        Shift1: 1,
        Shift2: 2,
        PaidLeave: 3,
        UnpaidLeave: 4,
        MaternityLeave: 5,
        SickLeave: 6,
        Absence: 7,
        Attendance: 8,
        OfficialLeave: 9,
        Lecturing: 10,
        BusinessTrip: 11,
      },
    ],
    [
      'ChildAttendanceStatus',
      ChildAttendanceStatus,
      {
        Absence: 1,
        Attendance: 2,
        Excused: 3,
        AbsenceFamilyReason: 4,
        AbsenceForSicknessMB: 5,
        AbsenceForSicknessMBP: 6,
        Hourly1: 7,
        Hourly2: 8,
        Hourly3: 9,
        AbsenceQuarantine: 10,
        AbsenceSpecializedCenter: 11,
        FluBreak: 12,
        Locked: 13,
        Vacancy: 14,
        AbsenceTELK: 15,
      },
    ],
    [
      'PaymentProviderConfigurationFlags',
      PaymentProviderConfigurationFlags,
      {
        NotConfigured: 0,
        EPayIdSet: 1,
        EPaySecretSet: 2,
        EPayWebHookVerifying: 4,
        EPayWebHookVerified: 8,
        EPayTransferPaymentReady: 16,
        EPayTransferPaymentEnabled: 32,
      },
    ],
    ['SubscriptionFlags', SubscriptionFlags, { None: 0, Messages: 1, Calendar: 2, Polls: 4, DashboardGroupMessages: 8 }],
    ['ClassSubjectType', ClassSubjectType, { Mandatory: 1, Optional: 2, Facultative: 3, Specialized: 4 }],
    ['DayOfWeek', DayOfWeek, { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 }],
    ['AgeRange', AgeRange, { ThreeToFour: 1, FiveToSeven: 2 }],
  ])('%s', (_name, enumObject, expected) => {
    expect(members(enumObject)).toEqual(expected);
  });

  it('numbers the months 1 to 12', () => {
    expect(Object.values(members(Month))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('leaves Role and UserType to access.ts', () => {
    expect(enumNames).not.toContain('Role');
    expect(enumNames).not.toContain('UserType');
  });
});

describe('labels', () => {
  it('finds all the enums', () => {
    expect(enumNames).toHaveLength(45);
  });

  it.each(enumNames)('%s has a Bulgarian label for every member and nothing else', (name) => {
    const labelsName = `${name[0]!.toLowerCase()}${name.slice(1)}Labels`;
    const labels = exports[labelsName] as Record<string, string> | undefined;
    expect(labels).toBeDefined();
    const values = Object.values(members(exports[name] as object)).map(String);
    expect(Object.keys(labels!).sort()).toEqual([...values].sort());
    for (const value of values) {
      expect(labels![value]!.trim()).not.toBe('');
      expect(labels![value]).toMatch(/[А-Яа-я]/);
    }
  });

  it('labels within an enum are distinct', () => {
    for (const name of enumNames) {
      const labelsName = `${name[0]!.toLowerCase()}${name.slice(1)}Labels`;
      const texts = Object.values(exports[labelsName] as Record<string, string>);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('uses the wording of the spec and the director', () => {
    expect(childAttendanceStatusLabels[ChildAttendanceStatus.Absence]).toBe('Отсъствие');
    expect(childAttendanceStatusLabels[ChildAttendanceStatus.Attendance]).toBe('Присъствие');
    expect(childAttendanceStatusLabels[ChildAttendanceStatus.Excused]).toBe('Уважително отсъствие');
    expect(childAttendanceStatusLabels[ChildAttendanceStatus.AbsenceFamilyReason]).toBe('Отсъствие по семейни причини');
    expect(staffAttendanceStatusLabels[StaffAttendanceStatus.Shift1]).toBe('I смяна');
    expect(staffAttendanceStatusLabels[StaffAttendanceStatus.SickLeave]).toBe('Болничен');
    expect(staffAttendanceStatusLabels[StaffAttendanceStatus.Lecturing]).toBe('Лекторски часове');
    expect(parentRelationLabels[ParentRelation.Other]).toBe('Друго');
    expect(monthLabels[Month.January]).toBe('Януари');
    expect(monthLabels[Month.December]).toBe('Декември');
    expect(dayOfWeekLabels[DayOfWeek.Monday]).toBe('Понеделник');
    expect(dayOfWeekLabels[DayOfWeek.Sunday]).toBe('Неделя');
  });
});

describe('enumOptions', () => {
  it('lists value and label in value order', () => {
    expect(enumOptions(parentRelationLabels)).toEqual([
      { value: ParentRelation.Mother, label: 'Майка' },
      { value: ParentRelation.Father, label: 'Баща' },
      { value: ParentRelation.Guardian, label: 'Настойник' },
      { value: ParentRelation.Other, label: 'Друго' },
    ]);
  });

  it('sorts numerically and keeps zero', () => {
    const options = enumOptions(staffAttendanceStatusLabels);
    expect(options.map((option) => option.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(options[0]).toEqual({ value: StaffAttendanceStatus.Locked, label: 'Заключен ден' });
    expect(typeof options[0]!.value).toBe('number');
  });
});
