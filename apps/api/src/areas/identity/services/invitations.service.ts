import { Injectable } from '@nestjs/common';
import { Role, UserType } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../../platform/errors/domain-errors.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { InvitationsRepository } from '../data/invitations.repository.js';
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
    private readonly invitations: InvitationsRepository,
  ) {}

  async inviteToKindergarten(manager: EntityManager, invitation: KindergartenInvitation): Promise<InvitationResult> {
    const { invitee, kindergartenId, role } = invitation;
    const userType = PARENT_ROLES.has(role)
      ? UserType.Parent
      : role === Role.Administrator
        ? UserType.Administrator
        : UserType.Teacher;
    const account = await this.accountFor(manager, invitee, userType);
    await this.invitations.upsertMembership(manager, kindergartenId, account.userId, role);
    const kindergartenName = (await this.invitations.kindergartenName(manager, kindergartenId)) ?? '';

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
    const existing = await this.invitations.accountByEmail(manager, invitee.email);
    if (existing) {
      if (existing.national_role !== null) {
        throw new ConflictError('Този имейл адрес принадлежи на профил на МОН, община или главен администратор.');
      }
      return { userId: existing.id, active: existing.is_active && existing.has_password };
    }
    const userId = await this.invitations.insertAccount(manager, {
      email: invitee.email,
      phone: invitee.phone ?? null,
      first_name: invitee.firstName,
      middle_name: invitee.middleName ?? null,
      last_name: invitee.lastName,
      user_type: userType,
    });
    return { userId, active: false };
  }
}
