import { Injectable } from '@nestjs/common';
import type { AccountRecordOption, Role } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { NOW } from '../../../platform/database/sql.js';

export type RecordKind = 'staff' | 'parent';

/** The table of each kind of record. */
const TABLE: Record<RecordKind, 'teachers' | 'parents'> = { staff: 'teachers', parent: 'parents' };

/** A staff or parent record with the account it is linked to (and, for staff, whether it is the director's). */
export interface LinkedRecordRow {
  id: number;
  kindergartenId: number;
  userId: number | null;
  isDirector: boolean;
}

/** The columns the master corrects on a staff record, written once. */
export interface StaffInfoColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone: string | null;
}

/** The statements of staff and parent records of any kindergarten and the accounts linked to them; every row typed. */
@Injectable()
export class AccountRecordsRepository {
  constructor(private readonly db: Db) {}

  /** Records whose name or e-mail contains the term, at most 20. */
  search(kind: RecordKind, term: string): Promise<AccountRecordOption[]> {
    return this.db.sql.many<AccountRecordOption>(
      `SELECT r.id, r.kindergarten_id AS "kindergartenId", k.name AS "kindergartenName",
              r.first_name AS "firstName", r.middle_name AS "middleName", r.last_name AS "lastName",
              concat_ws(' ', r.first_name, r.middle_name, r.last_name) AS "fullName", r.email, r.phone, r.user_id AS "userId"
         FROM ${TABLE[kind]} r JOIN kindergartens k ON k.id = r.kindergarten_id
        WHERE concat_ws(' ', r.first_name, r.middle_name, r.last_name) ILIKE $1 OR r.email ILIKE $1
        ORDER BY r.first_name COLLATE "bg-BG-x-icu", r.last_name COLLATE "bg-BG-x-icu", k.name COLLATE "bg-BG-x-icu", r.id
        LIMIT 20`,
      [containsPattern(term)],
    );
  }

  /** The record, locked until the transaction ends. */
  findForUpdate(kind: RecordKind, id: number): Promise<LinkedRecordRow | undefined> {
    const director = kind === 'staff' ? 'is_director' : 'false';
    return this.db.sql.maybe<LinkedRecordRow>(
      `SELECT id, kindergarten_id AS "kindergartenId", user_id AS "userId", ${director} AS "isDirector"
         FROM ${TABLE[kind]} WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  /** Another record of the kindergarten has the address (any case). */
  async emailTaken(kind: RecordKind, kindergartenId: number, email: string, ownId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM ${TABLE[kind]} WHERE kindergarten_id = $1 AND lower(email) = lower($2) AND id <> $3`,
      [kindergartenId, email, ownId],
    );
    return row !== undefined;
  }

  async setEmail(kind: RecordKind, id: number, email: string): Promise<void> {
    await this.db.sql.update(TABLE[kind], { email, updated_at: NOW }, { id });
  }

  /** The national role of the account (MON, municipality, master), null for a kindergarten's; undefined: no such account. */
  async accountNationalRole(userId: number): Promise<number | null | undefined> {
    const row = await this.db.sql.maybe<{ nationalRole: number | null }>(
      `SELECT national_role AS "nationalRole" FROM users WHERE id = $1`,
      [userId],
    );
    return row === undefined ? undefined : row.nationalRole;
  }

  /** Another record of the kind in the kindergarten is linked to the account. */
  async accountLinked(kind: RecordKind, kindergartenId: number, userId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM ${TABLE[kind]} WHERE kindergarten_id = $1 AND user_id = $2`, [
      kindergartenId,
      userId,
    ]);
    return row !== undefined;
  }

  /** Links the record to the account (null: unlinks it). */
  async setAccount(kind: RecordKind, id: number, userId: number | null): Promise<void> {
    await this.db.sql.update(TABLE[kind], { user_id: userId, updated_at: NOW }, { id });
  }

  /** Gives the account an active membership of the kindergarten with the role, unless it has one already. */
  async ensureMembership(kindergartenId: number, userId: number, role: Role): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO kindergarten_users (kindergarten_id, user_id, role, is_active) VALUES ($1, $2, $3, true)
       ON CONFLICT (user_id, kindergarten_id) DO NOTHING`,
      [kindergartenId, userId, role],
    );
  }

  /** Answers how many records changed (0: no such staff record). */
  updateStaffInfo(id: number, columns: StaffInfoColumns): Promise<number> {
    return this.db.sql.update('teachers', { ...columns, updated_at: NOW }, { id });
  }
}
