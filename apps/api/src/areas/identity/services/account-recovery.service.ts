import { Injectable } from '@nestjs/common';
import type {
  ActivateAccountRequest,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  UnsubscribeRequest,
} from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError } from '../../../platform/errors/domain-errors.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { TokenPurpose } from './token-purpose.js';
import { OneTimeTokensService } from './one-time-tokens.service.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const RECOVERY_MAIL_SENT = 'Ако съществува профил с този имейл адрес, изпратихме писмо с връзка за смяна на паролата.';

/** Password recovery, account activation and unsubscribing: the flows that start with a link in an e-mail. */
@Injectable()
export class AccountRecoveryService {
  constructor(
    private readonly db: Db,
    private readonly tokens: OneTimeTokensService,
    private readonly mail: MailService,
  ) {}

  /** Answers the same whether or not the address has an account, so that addresses cannot be probed. */
  async forgotPassword(request: ForgotPasswordRequest): Promise<MessageResponse> {
    await this.db.system(async (manager) => {
      const [user] = await manager.query(`SELECT id, first_name, email FROM users WHERE lower(email) = lower($1)`, [
        request.email,
      ]);
      if (user) await this.sendRecoveryLink(manager, { id: user.id, firstName: user.first_name, email: user.email });
    });
    return { message: RECOVERY_MAIL_SENT };
  }

  /** E-mails a single-use link to choose a new password (also used by the master administrator's account tools). */
  async sendRecoveryLink(manager: EntityManager, user: { id: number; firstName: string; email: string }): Promise<void> {
    const token = await this.tokens.issue(manager, user.id, TokenPurpose.PasswordRecovery);
    const link = this.mail.link(`/password-recovery/${user.id}/${token}`);
    await this.mail.sendLater(
      {
        to: user.email,
        subject: 'Смяна на парола — Асистент за детски градини',
        text:
          `Здравейте, ${user.firstName},\n\n` +
          `Получихме заявка за смяна на паролата на профила ви. За да изберете нова парола, отворете връзката:\n${link}\n\n` +
          `Връзката е валидна 1 час и може да се използва веднъж. Ако не сте поискали смяна на паролата, пренебрегнете това писмо.`,
      },
      manager,
    );
  }

  async resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
    const passwordHash = await hashPassword(request.password);
    await this.db.system(async (manager) => {
      const { userId } = await this.tokens.consume(manager, TokenPurpose.PasswordRecovery, request.token, {
        userId: request.userId,
      });
      await setPassword(manager, userId, passwordHash, { activate: false });
      await revokeSessions(manager, userId);
    });
    return { message: 'Паролата е сменена успешно. Можете да влезете с новата парола.' };
  }

  async activateAccount(
    purpose: TokenPurpose,
    request: ActivateAccountRequest,
    kindergartenId?: number,
  ): Promise<MessageResponse> {
    const passwordHash = await hashPassword(request.password);
    await this.db.system(async (manager) => {
      const { userId } = await this.tokens.consume(manager, purpose, request.token, { kindergartenId });
      await setPassword(manager, userId, passwordHash, { activate: true });
      if (kindergartenId !== undefined) {
        await manager.query(`UPDATE kindergarten_users SET is_active = true WHERE user_id = $1 AND kindergarten_id = $2`, [
          userId,
          kindergartenId,
        ]);
      }
    });
    return { message: 'Профилът е активиран успешно. Можете да влезете в системата.' };
  }

  async unsubscribe(request: UnsubscribeRequest): Promise<MessageResponse> {
    await this.db.system(async (manager) => {
      const { userId } = await this.tokens.consume(manager, TokenPurpose.Unsubscribe, request.token);
      await manager.query(`UPDATE users SET subscription_flags = 0, updated_at = now() WHERE id = $1`, [userId]);
    });
    return { message: 'Отписахте се успешно от известията по имейл.' };
  }

  async changePassword(user: AuthUser, request: ChangePasswordRequest): Promise<MessageResponse> {
    const manager = this.db.manager;
    const [row] = await manager.query(`SELECT password_hash FROM users WHERE id = $1`, [user.userId]);
    if (!(await verifyPassword(row?.password_hash, request.currentPassword))) {
      throw new BadInputError('Невалидни данни.', { currentPassword: ['Текущата парола е грешна.'] });
    }
    await setPassword(manager, user.userId, await hashPassword(request.password), { activate: false });
    await manager.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
      user.userId,
      user.sessionId,
    ]);
    return { message: 'Паролата е сменена успешно.' };
  }
}

async function setPassword(manager: EntityManager, userId: number, passwordHash: string, options: { activate: boolean }) {
  await manager.query(`UPDATE users SET password_hash = $2, is_active = is_active OR $3, updated_at = now() WHERE id = $1`, [
    userId,
    passwordHash,
    options.activate,
  ]);
}

/** A new password ends every sign-in made with the old one. */
async function revokeSessions(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}
