import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_SHEET_TITLE,
  type Role,
  roleLabels,
  SubscriptionFlags,
  subscriptionFlagsLabels,
  type UserType,
  userTypeLabels,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotSignedInError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDateTime,
  excelSheet,
  type ExcelSheet,
  exportFile,
  type ExportFile,
  type PdfDocument,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';
import { AccountSheetRepository, type MembershipRow, SIGN_INS_LISTED } from '../data/account-sheet.repository.js';

type Membership = MembershipRow;

type SessionState = 'current' | 'active' | 'ended' | 'expired';

interface SignIn {
  at: Date;
  ip: string | null;
  userAgent: string | null;
  state: SessionState;
}

/** What the system holds about the signed-in user: the content of "Справка за профила". */
export interface AccountSheet {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  userType: UserType;
  role: Role | null;
  municipality: string | null;
  subscriptionFlags: number;
  createdAt: Date;
  selectedKindergarten: string | null;
  schoolYear: { name: string; fromDate: string; toDate: string } | null;
  kindergartens: Membership[];
  signIns: SignIn[];
}

const sessionStateLabels: Record<SessionState, string> = {
  current: 'Активна (текуща)',
  active: 'Активна',
  ended: 'Прекратена',
  expired: 'Изтекла',
};

const fullName = (sheet: AccountSheet): string =>
  [sheet.firstName, sheet.middleName, sheet.lastName].filter((part) => part && part.trim()).join(' ');

const town = (membership: Membership): string => `${membership.settlement}, общ. ${membership.municipality}`;

/** "Chrome 131 · Windows" from a User-Agent header; the header itself when it names no known browser. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return '';
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /(?:OPR|Opera)\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ];
  const systems: [string, RegExp][] = [
    ['Android', /Android/],
    ['iOS', /iPhone|iPad|iPod/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['Linux', /Linux|X11/],
  ];
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent));
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (!browser) return userAgent.slice(0, 80);
  const version = browser[1].exec(userAgent)?.[1];
  return [`${browser[0]}${version ? ` ${version}` : ''}`, system].filter(Boolean).join(' · ');
}

function subscriptions(flags: number): string {
  const chosen = [
    SubscriptionFlags.Messages,
    SubscriptionFlags.Calendar,
    SubscriptionFlags.Polls,
    SubscriptionFlags.DashboardGroupMessages,
  ]
    .filter((flag) => (flags & flag) === flag)
    .map((flag) => subscriptionFlagsLabels[flag]);
  return chosen.length ? chosen.join(', ') : subscriptionFlagsLabels[SubscriptionFlags.None];
}

/** The sheet's label–value lines, shared by the PDF and the Excel file. */
function profileFields(sheet: AccountSheet): { label: string; value: string }[] {
  const fields = [
    { label: 'Име', value: sheet.firstName },
    { label: 'Презиме', value: sheet.middleName ?? '' },
    { label: 'Фамилия', value: sheet.lastName },
    { label: 'Имейл', value: sheet.email ?? '' },
    { label: 'Телефон', value: sheet.phone ?? '' },
    { label: 'Тип потребител', value: userTypeLabels[sheet.userType] },
    { label: 'Роля', value: sheet.role === null ? '' : roleLabels[sheet.role] },
    ...(sheet.municipality ? [{ label: 'Община', value: sheet.municipality }] : []),
    { label: 'Избрана детска градина', value: sheet.selectedKindergarten ?? '' },
    {
      label: 'Избрана учебна година',
      value: sheet.schoolYear
        ? `${sheet.schoolYear.name} (${bgDate(sheet.schoolYear.fromDate)} – ${bgDate(sheet.schoolYear.toDate)})`
        : '',
    },
    { label: 'Известия по имейл', value: subscriptions(sheet.subscriptionFlags) },
    { label: 'Профилът е създаден на', value: bgDate(sheet.createdAt) },
  ];
  return fields;
}

/** The PDF of the sheet. */
export function accountSheetPdf(sheet: AccountSheet, generatedAt = new Date()): PdfDocument {
  return {
    title: ACCOUNT_SHEET_TITLE,
    subtitle: fullName(sheet),
    kindergartenName: sheet.selectedKindergarten,
    author: fullName(sheet),
    generatedAt,
    blocks: [
      { kind: 'fields', title: 'Лични данни и профил', fields: profileFields(sheet) },
      {
        kind: 'table',
        title: 'Детски градини',
        columns: [
          { header: 'Детска градина' },
          { header: 'Роля', width: 90 },
          { header: 'Населено място', width: 130 },
          { header: 'Член от', width: 55, align: 'right' },
        ],
        rows: sheet.kindergartens.map((membership) => [
          membership.isSelected ? `${membership.name} (избрана)` : membership.name,
          roleLabels[membership.role],
          town(membership),
          bgDate(membership.since),
        ]),
        emptyText: 'Профилът не е свързан с детска градина.',
      },
      {
        kind: 'table',
        title: `Последни влизания (до ${SIGN_INS_LISTED})`,
        columns: [
          { header: 'Дата и час', width: 80 },
          { header: 'IP адрес', width: 95 },
          { header: 'Браузър' },
          { header: 'Сесия', width: 90 },
        ],
        rows: sheet.signIns.map((signIn) => [
          bgDateTime(signIn.at),
          signIn.ip ?? '',
          describeBrowser(signIn.userAgent),
          sessionStateLabels[signIn.state],
        ]),
        emptyText: 'Няма записани влизания.',
      },
      {
        kind: 'paragraph',
        style: 'note',
        text: 'Часовете са по българско време. Справката съдържа данните, които системата съхранява за Вашия профил; за поправка на данни се обърнете към администратора на детската градина.',
      },
    ],
  };
}

/** The Excel file of the sheet: the profile, the kindergartens and the sign-ins, one tab each. */
export function accountSheetWorkbook(sheet: AccountSheet): ExcelSheet[] {
  return [
    excelSheet({
      name: 'Профил',
      columns: [
        { header: 'Поле', type: 'text', value: (field) => field.label },
        { header: 'Стойност', type: 'text', value: (field) => field.value },
      ],
      rows: profileFields(sheet),
    }),
    excelSheet({
      name: 'Детски градини',
      columns: [
        { header: 'Детска градина', type: 'text', value: (membership) => membership.name },
        { header: 'Роля', type: 'text', value: (membership) => roleLabels[membership.role] },
        { header: 'Населено място', type: 'text', value: (membership) => membership.settlement },
        { header: 'Община', type: 'text', value: (membership) => membership.municipality },
        { header: 'Избрана', type: 'boolean', value: (membership) => membership.isSelected },
        { header: 'Член от', type: 'date', value: (membership) => membership.since },
      ],
      rows: sheet.kindergartens,
    }),
    excelSheet({
      name: 'Последни влизания',
      columns: [
        { header: 'Дата и час', type: 'dateTime', value: (signIn) => signIn.at },
        { header: 'IP адрес', type: 'text', value: (signIn) => signIn.ip },
        { header: 'Браузър', type: 'text', value: (signIn) => describeBrowser(signIn.userAgent) },
        { header: 'Сесия', type: 'text', value: (signIn) => sessionStateLabels[signIn.state] },
      ],
      rows: sheet.signIns,
    }),
  ];
}

/** "Справка за профила": what the system holds about the signed-in user, as a PDF or an Excel file. */
@Injectable()
export class AccountSheetService {
  constructor(private readonly sheets: AccountSheetRepository) {}

  async pdf(user: AuthUser): Promise<ExportFile> {
    const sheet = await this.load(user);
    return exportFile('pdf', await renderPdf(accountSheetPdf(sheet)), {
      title: ACCOUNT_SHEET_TITLE,
      subject: this.subject(sheet),
    });
  }

  async excel(user: AuthUser): Promise<ExportFile> {
    const sheet = await this.load(user);
    return exportFile('excel', await renderWorkbook(accountSheetWorkbook(sheet)), {
      title: ACCOUNT_SHEET_TITLE,
      subject: this.subject(sheet),
    });
  }

  private subject(sheet: AccountSheet): string {
    return `${sheet.firstName} ${sheet.lastName}`;
  }

  /** Reads the sheet in the request's transaction: the user's own rows, memberships and sessions. */
  async load(user: AuthUser): Promise<AccountSheet> {
    const profile = await this.sheets.profile(user.userId);
    if (!profile) throw new NotSignedInError();
    const kindergartens = await this.sheets.memberships(user.userId, user.kindergartenId);
    const schoolYear = await this.sheets.schoolYear(user.periodId);
    const sessions = await this.sheets.signIns(user.userId);
    return {
      firstName: profile.first_name,
      middleName: profile.middle_name,
      lastName: profile.last_name,
      email: profile.email,
      phone: profile.phone,
      userType: profile.user_type,
      role: user.role,
      municipality: profile.municipality,
      subscriptionFlags: profile.subscription_flags,
      createdAt: profile.created_at,
      selectedKindergarten: kindergartens.find((membership) => membership.isSelected)?.name ?? null,
      schoolYear: schoolYear ?? null,
      kindergartens,
      signIns: sessions.map((session) => ({
        at: session.created_at,
        ip: session.ip,
        userAgent: session.user_agent,
        state: session.id === user.sessionId ? 'current' : session.revoked ? 'ended' : session.expired ? 'expired' : 'active',
      })),
    };
  }
}
