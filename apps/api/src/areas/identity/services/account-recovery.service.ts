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
import { BadInputError, TooManyRequestsError } from '../../../platform/errors/domain-errors.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { AccountsRepository } from '../data/accounts.repository.js';
import { RecoveryThrottleRepository } from '../data/recovery-throttle.repository.js';
import { SessionsRepository } from '../data/sessions.repository.js';
import { TokenPurpose } from './token-purpose.js';
import { OneTimeTokensService } from './one-time-tokens.service.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const RECOVERY_MAIL_SENT = 'Ако съществува профил с този имейл адрес, изпратихме писмо с връзка за смяна на паролата.';

/** Recovery requests one address may make in the window (then 429, whatever the addresses asked for). */
export const RECOVERY_REQUESTS_PER_ADDRESS = 5;
export const RECOVERY_WINDOW_MINUTES = 15;
/** At most one recovery e-mail per account in this many minutes; a request within them answers the same and sends none. */
export const RECOVERY_MAIL_INTERVAL_MINUTES = 5;

/** Password recovery, account activation and unsubscribing: the flows that start with a link in an e-mail. */
@Injectable()
export class AccountRecoveryService {
  constructor(
    private readonly db: Db,
    private readonly tokens: OneTimeTokensService,
    private readonly mail: MailService,
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionsRepository,
    private readonly throttle: RecoveryThrottleRepository,
  ) {}

  /**
   * Answers the same whether or not the address has an account, and whether or not an e-mail went out, so that
   * addresses cannot be probed. Throttled twice (docs/identity.md): per client address (RECOVERY_REQUESTS_PER_ADDRESS
   * in RECOVERY_WINDOW_MINUTES, then 429 for any address asked for) and per account (one e-mail in
   * RECOVERY_MAIL_INTERVAL_MINUTES: a repeat sends nothing).
   */
  async forgotPassword(request: ForgotPasswordRequest, client: { ip: string }): Promise<MessageResponse> {
    const ip = client.ip.slice(0, 64);
    const allowed = await this.db.system(async (manager) => {
      if ((await this.throttle.recentRequests(manager, ip, RECOVERY_WINDOW_MINUTES)) >= RECOVERY_REQUESTS_PER_ADDRESS) {
        return false;
      }
      await this.throttle.addRequest(manager, ip);
      return true;
    });
    if (!allowed) {
      throw new TooManyRequestsError(
        `Твърде много заявки за смяна на парола. Опитайте отново след ${RECOVERY_WINDOW_MINUTES} минути.`,
        RECOVERY_WINDOW_MINUTES * 60,
      );
    }
    await this.db.system(async (manager) => {
      const user = await this.accounts.findByEmail(manager, request.email);
      if (!user) return;
      const recent = await this.throttle.recentLink(
        manager,
        user.id,
        TokenPurpose.PasswordRecovery,
        RECOVERY_MAIL_INTERVAL_MINUTES,
      );
      if (!recent) await this.sendRecoveryLink(manager, { id: user.id, firstName: user.first_name, email: user.email });
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
      await this.accounts.setPassword(userId, passwordHash, false, manager);
      await this.sessions.revokeAll(manager, userId);
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
      await this.accounts.setPassword(userId, passwordHash, true, manager);
      if (kindergartenId !== undefined) await this.accounts.activateMembership(manager, userId, kindergartenId);
    });
    return { message: 'Профилът е активиран успешно. Можете да влезете в системата.' };
  }

  async unsubscribe(request: UnsubscribeRequest): Promise<MessageResponse> {
    await this.db.system(async (manager) => {
      const { userId } = await this.tokens.consume(manager, TokenPurpose.Unsubscribe, request.token);
      await this.accounts.unsubscribe(manager, userId);
    });
    return { message: 'Отписахте се успешно от известията по имейл.' };
  }

  async changePassword(user: AuthUser, request: ChangePasswordRequest): Promise<MessageResponse> {
    const passwordHash = await this.accounts.passwordHash(user.userId);
    if (!(await verifyPassword(passwordHash, request.currentPassword))) {
      throw new BadInputError('Невалидни данни.', { currentPassword: ['Текущата парола е грешна.'] });
    }
    await this.accounts.setPassword(user.userId, await hashPassword(request.password), false);
    await this.sessions.revokeOthers(user.userId, user.sessionId);
    return { message: 'Паролата е сменена успешно.' };
  }
}
