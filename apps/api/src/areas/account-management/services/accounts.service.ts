import { Injectable } from '@nestjs/common';
import {
  accountMessages,
  type AccountInfo,
  type AccountInfoQuery,
  type AccountInfoResponse,
  type DetachAccountRequest,
  type MessageResponse,
  normalizePhone,
  type SaveResult,
  type UpdateAccountInfoRequest,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { AccountRecoveryService } from '../../identity/services/account-recovery.service.js';
import { AccountsRepository } from '../data/accounts.repository.js';
import { changeAccountEmail, orNull } from './account-emails.js';
import { ActivationLinksService } from './activation-links.service.js';

/** The master administrator finds an account, sees where it belongs, corrects it and sends it its links. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsRepository,
    private readonly recovery: AccountRecoveryService,
    private readonly activation: ActivationLinksService,
  ) {}

  async find(_user: AuthUser, query: AccountInfoQuery): Promise<AccountInfoResponse> {
    const term = query.searchTerm;
    const ids = term.includes('@')
      ? await this.accounts.ids('email', term)
      : /^\d{10}$/.test(term)
        ? await this.accounts.ids('identifierOrPhone', term)
        : await this.accounts.ids('phone', normalizePhone(term));
    const accounts: AccountInfo[] = [];
    for (const id of ids) accounts.push(await this.info(id));
    return { accounts };
  }

  async info(userId: number): Promise<AccountInfo> {
    const account = await this.accounts.find(userId);
    if (!account) throw new NotFoundError(accountMessages.accountNotFound);
    const memberships = await this.accounts.memberships(userId);
    const staff = await this.accounts.staffRecords(userId);
    const parents = await this.accounts.parentRecords(userId);
    return { ...account, memberships, staff, parents };
  }

  /**
   * An activated account gets the password-recovery link; one that never chose a password gets its activation
   * link again (the invitation's, for its user type).
   */
  async resetPassword(_user: AuthUser, userId: number): Promise<MessageResponse> {
    const account = await this.accounts.findToReset(userId);
    if (!account) throw new NotFoundError(accountMessages.accountNotFound);
    if (!account.email) throw new BadInputError(accountMessages.noEmail, { userId: [accountMessages.noEmail] });
    if (account.hasPassword) {
      await this.recovery.sendRecoveryLink(this.db.manager, {
        id: account.id,
        firstName: account.firstName,
        email: account.email,
      });
      return { message: accountMessages.recoverySent };
    }
    await this.activation.send({ ...account, email: account.email });
    return { message: accountMessages.activationSent };
  }

  async update(_user: AuthUser, request: UpdateAccountInfoRequest): Promise<SaveResult> {
    const identifier = orNull(request.identificationNumber);
    if (identifier && (await this.accounts.identifierTaken(identifier, request.id))) {
      throw new ConflictError(accountMessages.identifierTaken);
    }
    const updated = await this.accounts.update(request.id, {
      first_name: request.firstName,
      middle_name: orNull(request.middleName),
      last_name: request.lastName,
      phone: request.phone ? normalizePhone(request.phone) : null,
      identification_number: identifier,
    });
    if (updated === 0) throw new NotFoundError(accountMessages.accountNotFound);
    if (request.email) await changeAccountEmail(this.accounts, request.id, request.email);
    return { isSuccessful: true, entityId: request.id };
  }

  /**
   * Ends the account's membership of a kindergarten. Its staff and parent records there stay, without the account;
   * a kindergarten selected by the account moves to another of its memberships.
   */
  async detach(_user: AuthUser, request: DetachAccountRequest): Promise<SaveResult> {
    const deleted = await this.accounts.deleteMembership(request.userId, request.kindergartenId);
    if (deleted === 0) throw new NotFoundError(accountMessages.membershipNotFound);
    await this.accounts.unlinkRecords(request.userId, request.kindergartenId);
    // The account's next request acts in another of its kindergartens (or none), never in the one it left.
    await this.accounts.leaveSelectedKindergarten(request.userId, request.kindergartenId);
    return { isSuccessful: true, entityId: request.userId };
  }
}
