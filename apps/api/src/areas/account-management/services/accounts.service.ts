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
  UserType,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { AccountRecoveryService } from '../../identity/services/account-recovery.service.js';
import { changeAccountEmail, orNull } from './account-emails.js';
import { ActivationLinksService } from './activation-links.service.js';

const ACCOUNT_COLUMNS = `u.id, u.first_name AS "firstName", u.middle_name AS "middleName", u.last_name AS "lastName",
  concat_ws(' ', u.first_name, u.middle_name, u.last_name) AS "fullName", u.email, u.phone,
  u.identification_number AS "identificationNumber", u.user_type AS "userType", u.national_role AS "nationalRole",
  m.name AS "municipalityName", u.is_active AS "isActive", u.password_hash IS NOT NULL AS "hasPassword",
  to_char(u.created_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"`;

const RECORD_COLUMNS = (
  alias: string,
) => `${alias}.id, ${alias}.kindergarten_id AS "kindergartenId", k.name AS "kindergartenName",
  ${alias}.first_name AS "firstName", ${alias}.middle_name AS "middleName", ${alias}.last_name AS "lastName",
  concat_ws(' ', ${alias}.first_name, ${alias}.middle_name, ${alias}.last_name) AS "fullName", ${alias}.email, ${alias}.phone`;

/** The master administrator finds an account, sees where it belongs, corrects it and sends it its links. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly recovery: AccountRecoveryService,
    private readonly activation: ActivationLinksService,
  ) {}

  async find(_user: AuthUser, query: AccountInfoQuery): Promise<AccountInfoResponse> {
    const term = query.searchTerm;
    const [condition, value] = term.includes('@')
      ? ['lower(u.email) = lower($1)', term]
      : /^\d{10}$/.test(term)
        ? ['(u.identification_number = $1 OR u.phone = $1)', term]
        : ['u.phone = $1', normalizePhone(term)];
    const ids = (await this.db.manager.query(`SELECT u.id FROM users u WHERE ${condition} ORDER BY u.id LIMIT 20`, [value])) as {
      id: number;
    }[];
    const accounts: AccountInfo[] = [];
    for (const { id } of ids) accounts.push(await this.info(id));
    return { accounts };
  }

  async info(userId: number): Promise<AccountInfo> {
    const manager = this.db.manager;
    const [account] = await manager.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM users u LEFT JOIN municipalities m ON m.id = u.municipality_id WHERE u.id = $1`,
      [userId],
    );
    if (!account) throw new NotFoundError(accountMessages.accountNotFound);
    const [memberships, staff, parents] = await Promise.all([
      manager.query(
        `SELECT ku.kindergarten_id AS "kindergartenId", k.name AS "kindergartenName", ku.role, ku.is_active AS "isActive"
           FROM kindergarten_users ku JOIN kindergartens k ON k.id = ku.kindergarten_id
          WHERE ku.user_id = $1 ORDER BY k.name COLLATE "bg-BG-x-icu", ku.id`,
        [userId],
      ),
      manager.query(
        `SELECT ${RECORD_COLUMNS('t')} FROM teachers t JOIN kindergartens k ON k.id = t.kindergarten_id
          WHERE t.user_id = $1 ORDER BY k.name COLLATE "bg-BG-x-icu", t.id`,
        [userId],
      ),
      manager.query(
        `SELECT ${RECORD_COLUMNS('p')} FROM parents p JOIN kindergartens k ON k.id = p.kindergarten_id
          WHERE p.user_id = $1 ORDER BY k.name COLLATE "bg-BG-x-icu", p.id`,
        [userId],
      ),
    ]);
    return { ...account, memberships, staff, parents };
  }

  /**
   * An activated account gets the password-recovery link; one that never chose a password gets its activation
   * link again (the invitation's, for its user type).
   */
  async resetPassword(_user: AuthUser, userId: number): Promise<MessageResponse> {
    const manager = this.db.manager;
    const [account] = (await manager.query(
      `SELECT id, first_name AS "firstName", email, user_type AS "userType", password_hash IS NOT NULL AS "hasPassword"
         FROM users WHERE id = $1`,
      [userId],
    )) as { id: number; firstName: string; email: string | null; userType: UserType; hasPassword: boolean }[];
    if (!account) throw new NotFoundError(accountMessages.accountNotFound);
    if (!account.email) throw new BadInputError(accountMessages.noEmail, { userId: [accountMessages.noEmail] });
    if (account.hasPassword) {
      await this.recovery.sendRecoveryLink(manager, { id: account.id, firstName: account.firstName, email: account.email });
      return { message: accountMessages.recoverySent };
    }
    await this.activation.send(manager, { ...account, email: account.email });
    return { message: accountMessages.activationSent };
  }

  async update(_user: AuthUser, request: UpdateAccountInfoRequest): Promise<SaveResult> {
    const manager = this.db.manager;
    const identifier = orNull(request.identificationNumber);
    if (identifier) {
      const [taken] = await manager.query(`SELECT 1 FROM users WHERE identification_number = $1 AND id <> $2`, [
        identifier,
        request.id,
      ]);
      if (taken) throw new ConflictError(accountMessages.identifierTaken);
    }
    const [, updated]: [unknown[], number] = await manager.query(
      `UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, phone = $5, identification_number = $6,
              updated_at = now() WHERE id = $1`,
      [
        request.id,
        request.firstName,
        orNull(request.middleName),
        request.lastName,
        request.phone ? normalizePhone(request.phone) : null,
        identifier,
      ],
    );
    if (updated === 0) throw new NotFoundError(accountMessages.accountNotFound);
    if (request.email) await changeAccountEmail(manager, request.id, request.email);
    return { isSuccessful: true, entityId: request.id };
  }

  /**
   * Ends the account's membership of a kindergarten. Its staff and parent records there stay, without the account;
   * a kindergarten selected by the account moves to another of its memberships.
   */
  async detach(_user: AuthUser, request: DetachAccountRequest): Promise<SaveResult> {
    const manager = this.db.manager;
    const [, deleted]: [unknown[], number] = await manager.query(
      `DELETE FROM kindergarten_users WHERE user_id = $1 AND kindergarten_id = $2`,
      [request.userId, request.kindergartenId],
    );
    if (deleted === 0) throw new NotFoundError(accountMessages.membershipNotFound);
    for (const table of ['teachers', 'parents']) {
      await manager.query(`UPDATE ${table} SET user_id = NULL, updated_at = now() WHERE user_id = $1 AND kindergarten_id = $2`, [
        request.userId,
        request.kindergartenId,
      ]);
    }
    // The account's next request acts in another of its kindergartens (or none), never in the one it left.
    await manager.query(
      `UPDATE users SET selected_kindergarten_id = (
          SELECT m.kindergarten_id FROM kindergarten_users m WHERE m.user_id = $1 AND m.is_active ORDER BY m.id LIMIT 1),
        updated_at = now()
        WHERE id = $1 AND selected_kindergarten_id = $2`,
      [request.userId, request.kindergartenId],
    );
    return { isSuccessful: true, entityId: request.userId };
  }
}
