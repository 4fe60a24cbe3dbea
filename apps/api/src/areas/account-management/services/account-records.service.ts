import { Injectable } from '@nestjs/common';
import {
  accountMessages,
  type AccountRecordOption,
  type AccountRecordsQuery,
  type AttachRecordRequest,
  normalizePhone,
  Role,
  type SaveResult,
  type UpdateRecordEmailRequest,
  type UpdateStaffInfoRequest,
} from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { changeAccountEmail, orNull } from './account-emails.js';

export type RecordKind = 'staff' | 'parent';

interface KindRules {
  table: 'teachers' | 'parents';
  notFound: string;
  hasAccount: string;
  accountTaken: string;
  emailTaken: string;
  /** The membership an attached account gets when it has none in the record's kindergarten. */
  role: (record: LinkedRecord) => Role;
}

const KINDS: Record<RecordKind, KindRules> = {
  staff: {
    table: 'teachers',
    notFound: accountMessages.staffNotFound,
    hasAccount: accountMessages.staffHasAccount,
    accountTaken: accountMessages.staffTaken,
    emailTaken: 'Служител с този имейл вече е записан в детската градина.',
    role: (record) => (record.isDirector ? Role.Director : Role.Teacher),
  },
  parent: {
    table: 'parents',
    notFound: accountMessages.parentNotFound,
    hasAccount: accountMessages.parentHasAccount,
    accountTaken: accountMessages.parentTaken,
    emailTaken: 'Родител с този имейл вече е записан в детската градина.',
    role: () => Role.Parent,
  },
};

interface LinkedRecord {
  id: number;
  kindergartenId: number;
  userId: number | null;
  isDirector: boolean;
}

/**
 * Staff and parent records of any kindergarten and the accounts they sign in with: the master corrects an e-mail,
 * links a record to an account or unlinks it. Unlinking never deletes the record or the account.
 */
@Injectable()
export class AccountRecordsService {
  constructor(private readonly db: Db) {}

  search(_user: AuthUser, query: AccountRecordsQuery): Promise<AccountRecordOption[]> {
    const table = KINDS[query.kind].table;
    return this.db.manager.query(
      `SELECT r.id, r.kindergarten_id AS "kindergartenId", k.name AS "kindergartenName",
              r.first_name AS "firstName", r.middle_name AS "middleName", r.last_name AS "lastName",
              concat_ws(' ', r.first_name, r.middle_name, r.last_name) AS "fullName", r.email, r.phone, r.user_id AS "userId"
         FROM ${table} r JOIN kindergartens k ON k.id = r.kindergarten_id
        WHERE concat_ws(' ', r.first_name, r.middle_name, r.last_name) ILIKE $1 OR r.email ILIKE $1
        ORDER BY r.first_name COLLATE "bg-BG-x-icu", r.last_name COLLATE "bg-BG-x-icu", k.name COLLATE "bg-BG-x-icu", r.id
        LIMIT 20`,
      [containsPattern(query.searchTerm)],
    );
  }

  /** The record's e-mail; when an account signs in through the record, the account's e-mail follows. */
  async updateEmail(_user: AuthUser, kind: RecordKind, request: UpdateRecordEmailRequest): Promise<SaveResult> {
    const rules = KINDS[kind];
    const manager = this.db.manager;
    const record = await this.record(manager, kind, request.id);
    const [taken] = await manager.query(
      `SELECT 1 FROM ${rules.table} WHERE kindergarten_id = $1 AND lower(email) = lower($2) AND id <> $3`,
      [record.kindergartenId, request.email, record.id],
    );
    if (taken) throw new ConflictError(rules.emailTaken);
    await manager.query(`UPDATE ${rules.table} SET email = $2, updated_at = now() WHERE id = $1`, [record.id, request.email]);
    if (record.userId !== null) await changeAccountEmail(manager, record.userId, request.email);
    return { isSuccessful: true, entityId: record.id };
  }

  async attach(_user: AuthUser, kind: RecordKind, request: AttachRecordRequest): Promise<SaveResult> {
    const rules = KINDS[kind];
    const manager = this.db.manager;
    const record = await this.record(manager, kind, request.id);
    const [account] = (await manager.query(`SELECT national_role AS "nationalRole" FROM users WHERE id = $1`, [
      request.userId,
    ])) as { nationalRole: number | null }[];
    if (!account) throw new NotFoundError(accountMessages.accountNotFound);
    if (account.nationalRole !== null) throw new ConflictError(accountMessages.nationalAccount);
    if (record.userId === request.userId) return { isSuccessful: true, entityId: record.id };
    if (record.userId !== null) throw new ConflictError(rules.hasAccount);
    const [other] = await manager.query(`SELECT 1 FROM ${rules.table} WHERE kindergarten_id = $1 AND user_id = $2`, [
      record.kindergartenId,
      request.userId,
    ]);
    if (other) throw new ConflictError(rules.accountTaken);
    await manager.query(`UPDATE ${rules.table} SET user_id = $2, updated_at = now() WHERE id = $1`, [record.id, request.userId]);
    await manager.query(
      `INSERT INTO kindergarten_users (kindergarten_id, user_id, role, is_active) VALUES ($1, $2, $3, true)
       ON CONFLICT (user_id, kindergarten_id) DO NOTHING`,
      [record.kindergartenId, request.userId, rules.role(record)],
    );
    return { isSuccessful: true, entityId: record.id };
  }

  /** Unlinks the record from its account; the membership of the kindergarten is ended separately (detach-account). */
  async detach(_user: AuthUser, kind: RecordKind, id: number): Promise<SaveResult> {
    const rules = KINDS[kind];
    const record = await this.record(this.db.manager, kind, id);
    if (record.userId === null) throw new ConflictError(accountMessages.notLinked);
    await this.db.manager.query(`UPDATE ${rules.table} SET user_id = NULL, updated_at = now() WHERE id = $1`, [id]);
    return { isSuccessful: true, entityId: id };
  }

  async updateStaffInfo(_user: AuthUser, request: UpdateStaffInfoRequest): Promise<SaveResult> {
    const [, updated]: [unknown[], number] = await this.db.manager.query(
      `UPDATE teachers SET first_name = $2, middle_name = $3, last_name = $4, phone = $5, updated_at = now() WHERE id = $1`,
      [
        request.id,
        request.firstName,
        orNull(request.middleName),
        request.lastName,
        request.phone ? normalizePhone(request.phone) : null,
      ],
    );
    if (updated === 0) throw new NotFoundError(accountMessages.staffNotFound);
    return { isSuccessful: true, entityId: request.id };
  }

  private async record(manager: EntityManager, kind: RecordKind, id: number): Promise<LinkedRecord> {
    const rules = KINDS[kind];
    const director = kind === 'staff' ? 'is_director' : 'false';
    const [record] = (await manager.query(
      `SELECT id, kindergarten_id AS "kindergartenId", user_id AS "userId", ${director} AS "isDirector"
         FROM ${rules.table} WHERE id = $1 FOR UPDATE`,
      [id],
    )) as LinkedRecord[];
    if (!record) throw new NotFoundError(rules.notFound);
    return record;
  }
}
