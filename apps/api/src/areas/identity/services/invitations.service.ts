import { Injectable } from '@nestjs/common';
import { Role, UserType } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../../platform/errors/domain-errors.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { OneTimeTokensService } from './one-time-tokens.service.js';
import { TokenPurpose } from './token-purpose.js';

/** The person an invitation is addressed to, as the inviting record (staff member, parent) knows them. */
export interface Invitee {
  email: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  phone?: string | null;
}

export interface KindergartenInvitation {
  invitee: Invitee;
  kindergartenId: number;
  /** Staff roles (director, teacher, resource specialist, manciple, administrator) or parent. */
  role: Role;
}

export interface InvitationResult {
  userId: number;
  /** True when the account existed and was active: it is only told of the new kindergarten, no link is sent. */
  alreadyActive: boolean;
}

const PARENT_ROLES = new Set([Role.Parent]);

/**
 * Brings a person into a kindergarten: finds their account by e-mail or creates an inactive one, adds the
 * membership with the role, and e-mails a single-use link to choose a password (or, for an account that is
 * already active, a notice). Everything happens in the caller's transaction, the e-mail included.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly tokens: OneTimeTokensService,
    private readonly mail: MailService,
  ) {}

  async inviteToKindergarten(manager: EntityManager, invitation: KindergartenInvitation): Promise<InvitationResult> {
    const { invitee, kindergartenId, role } = invitation;
    const userType = PARENT_ROLES.has(role)
      ? UserType.Parent
      : role === Role.Administrator
        ? UserType.Administrator
        : UserType.Teacher;
    const account = await this.accountFor(manager, invitee, userType);
    await manager.query(
      `INSERT INTO kindergarten_users (kindergarten_id, user_id, role, is_active) VALUES ($1, $2, $3, true)
       ON CONFLICT (user_id, kindergarten_id) DO UPDATE SET role = EXCLUDED.role, is_active = true`,
      [kindergartenId, account.userId, role],
    );
    const [kindergarten] = (await manager.query(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId])) as {
      name: string;
    }[];
    const kindergartenName = kindergarten?.name ?? '';

    if (account.active) {
      await this.mail.sendLater(
        {
          to: invitee.email,
          subject: `Добавени сте в ${kindergartenName} — Асистент за детски градини`,
          text:
            `Здравейте, ${invitee.firstName},\n\n` +
            `Профилът ви в „Асистент за детски градини“ е добавен към ${kindergartenName}. ` +
            `Влезте с досегашните си данни и изберете детската градина от горната лента:\n${this.mail.link('/login')}`,
        },
        manager,
      );
      return { userId: account.userId, alreadyActive: true };
    }

    const purpose =
      userType === UserType.Parent
        ? TokenPurpose.ParentActivation
        : userType === UserType.Administrator
          ? TokenPurpose.AdminActivation
          : TokenPurpose.TeacherActivation;
    const token = await this.tokens.issue(manager, account.userId, purpose, kindergartenId);
    const path =
      purpose === TokenPurpose.AdminActivation
        ? `/admin-account-activation/${token}/${kindergartenId}`
        : `/account-activation/${userType}/${token}`;
    await this.mail.sendLater(
      {
        to: invitee.email,
        subject: `Покана от ${kindergartenName} — Асистент за детски градини`,
        text:
          `Здравейте, ${invitee.firstName},\n\n` +
          `${kindergartenName} ви кани в „Асистент за детски градини“` +
          (userType === UserType.Parent ? ' — оттук ще следите присъствията, съобщенията, менюто и таксите на детето си.' : '.') +
          `\nЗа да активирате профила си, изберете парола на адрес:\n${this.mail.link(path)}\n\n` +
          `Връзката е валидна 7 дни и може да се използва веднъж. Ако не очаквате тази покана, пренебрегнете писмото.`,
      },
      manager,
    );
    return { userId: account.userId, alreadyActive: false };
  }

  /**
   * The account with this e-mail, or a new inactive one. An existing account of another kind (a parent
   * invited as staff or the other way round) keeps its type: one person, one sign-in, several roles.
   */
  async accountFor(manager: EntityManager, invitee: Invitee, userType: UserType): Promise<{ userId: number; active: boolean }> {
    const [existing] = (await manager.query(
      `SELECT id, is_active, password_hash IS NOT NULL AS has_password, national_role FROM users WHERE lower(email) = lower($1)`,
      [invitee.email],
    )) as { id: number; is_active: boolean; has_password: boolean; national_role: number | null }[];
    if (existing) {
      if (existing.national_role !== null) {
        throw new ConflictError('Този имейл адрес принадлежи на профил на МОН, община или главен администратор.');
      }
      return { userId: existing.id, active: existing.is_active && existing.has_password };
    }
    const [created] = (await manager.query(
      `INSERT INTO users (email, phone, first_name, middle_name, last_name, user_type, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, false) RETURNING id`,
      [invitee.email, invitee.phone ?? null, invitee.firstName, invitee.middleName ?? null, invitee.lastName, userType],
    )) as { id: number }[];
    return { userId: created!.id, active: false };
  }
}
