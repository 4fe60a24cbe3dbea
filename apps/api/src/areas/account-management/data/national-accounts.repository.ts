import { Injectable } from '@nestjs/common';
import { type NationalAccountRow, type NationalAccountsQuery, type PagedResult, Role } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import type { NewAccountColumns } from '../../identity/data/invitations.repository.js';

const COLUMNS = `u.id, u.first_name AS "firstName", u.middle_name AS "middleName", u.last_name AS "lastName",
  concat_ws(' ', u.first_name, u.middle_name, u.last_name) AS "fullName", u.email, u.phone, u.is_active AS "isActive",
  u.password_hash IS NOT NULL AS "hasPassword", u.municipality_id AS "municipalityId", m.name AS "municipalityName",
  r.name AS "regionName", to_char(u.created_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"`;

const NAME_ORDER = `u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu"`;

/** A national account's columns, written once: a new one starts inactive, until its password is chosen. */
export interface NationalAccountColumns extends NewAccountColumns {
  national_role: Role.MON | Role.Municipality;
  municipality_id: number | null;
}

/** The columns the master edits on a municipality account. */
export interface MunicipalityAccountColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  municipality_id: number;
}

/** The statements of MON and municipality accounts (users.national_role); every row typed. */
@Injectable()
export class NationalAccountsRepository {
  constructor(private readonly db: Db) {}

  list(role: Role.MON | Role.Municipality, query: NationalAccountsQuery): Promise<PagedResult<NationalAccountRow>> {
    const where = new SqlConditions().add('u.national_role = ?', role);
    if (query.searchTerm) {
      const pattern = containsPattern(query.searchTerm);
      where.add(
        `(concat_ws(' ', u.first_name, u.middle_name, u.last_name) ILIKE ? OR u.email ILIKE ? OR m.name ILIKE ?)`,
        pattern,
        pattern,
        pattern,
      );
    }
    return pagedQuery<NationalAccountRow>(
      this.db.manager,
      {
        select: COLUMNS,
        from: 'FROM users u LEFT JOIN municipalities m ON m.id = u.municipality_id LEFT JOIN regions r ON r.id = m.region_id',
        where,
        orderBy: { name: NAME_ORDER, email: 'lower(u.email)', municipality: 'm.name COLLATE "bg-BG-x-icu"' },
        defaultOrder: `${NAME_ORDER}, u.id`,
      },
      query,
    );
  }

  /** Answers how many accounts changed (0: no municipality account with the id). */
  updateMunicipalityAccount(id: number, columns: MunicipalityAccountColumns): Promise<number> {
    return this.db.sql.update('users', { ...columns, updated_at: NOW }, { id, national_role: Role.Municipality });
  }

  /** Some account has the address (any case). */
  async emailInUse(email: string): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email]);
    return row !== undefined;
  }

  async insert(columns: NationalAccountColumns): Promise<number> {
    const { id } = await this.db.sql.insert('users', { ...columns, is_active: false });
    return id;
  }

  async municipalityExists(id: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM municipalities WHERE id = $1`, [id]);
    return row !== undefined;
  }
}
