import { Injectable } from '@nestjs/common';
import {
  accountMessages,
  type EditMunicipalityAccountRequest,
  type InviteMonAccountRequest,
  type InviteMunicipalityAccountRequest,
  type NationalAccountRow,
  type NationalAccountsQuery,
  normalizePhone,
  type PagedResult,
  Role,
  type SaveResult,
  UserType,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { containsPattern } from '../../../platform/database/like.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { orNull } from './account-emails.js';
import { ActivationLinksService } from './activation-links.service.js';

const COLUMNS = `u.id, u.first_name AS "firstName", u.middle_name AS "middleName", u.last_name AS "lastName",
  concat_ws(' ', u.first_name, u.middle_name, u.last_name) AS "fullName", u.email, u.phone, u.is_active AS "isActive",
  u.password_hash IS NOT NULL AS "hasPassword", u.municipality_id AS "municipalityId", m.name AS "municipalityName",
  r.name AS "regionName", to_char(u.created_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"`;

const NAME_ORDER = `u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu"`;

/** MON and municipality accounts: national accounts (users.national_role 4 or 5), invited by the master administrator. */
@Injectable()
export class NationalAccountsService {
  constructor(
    private readonly db: Db,
    private readonly activation: ActivationLinksService,
  ) {}

  list(
    _user: AuthUser,
    role: Role.MON | Role.Municipality,
    query: NationalAccountsQuery,
  ): Promise<PagedResult<NationalAccountRow>> {
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

  inviteMon(_user: AuthUser, request: InviteMonAccountRequest): Promise<SaveResult> {
    return this.invite(Role.MON, request, null);
  }

  async inviteMunicipality(_user: AuthUser, request: InviteMunicipalityAccountRequest): Promise<SaveResult> {
    await this.assertMunicipality(request.municipalityId);
    return this.invite(Role.Municipality, request, request.municipalityId);
  }

  async editMunicipality(_user: AuthUser, request: EditMunicipalityAccountRequest): Promise<SaveResult> {
    await this.assertMunicipality(request.municipalityId);
    const [, updated]: [unknown[], number] = await this.db.manager.query(
      `UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, municipality_id = $5, updated_at = now()
        WHERE id = $1 AND national_role = $6`,
      [request.id, request.firstName, orNull(request.middleName), request.lastName, request.municipalityId, Role.Municipality],
    );
    if (updated === 0) throw new NotFoundError(accountMessages.accountNotFound);
    return { isSuccessful: true, entityId: request.id };
  }

  /** A new inactive account; the e-mail carries the link to choose a password. An address in use is refused. */
  private async invite(role: Role.MON | Role.Municipality, request: InviteMonAccountRequest, municipalityId: number | null) {
    const manager = this.db.manager;
    const [taken] = await manager.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [request.email]);
    if (taken) throw new ConflictError(accountMessages.emailTaken);
    const userType = role === Role.MON ? UserType.MON : UserType.Municipality;
    const [created] = (await manager.query(
      `INSERT INTO users (email, phone, first_name, middle_name, last_name, user_type, national_role, municipality_id, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false) RETURNING id`,
      [
        request.email,
        request.phone ? normalizePhone(request.phone) : null,
        request.firstName,
        orNull(request.middleName),
        request.lastName,
        userType,
        role,
        municipalityId,
      ],
    )) as { id: number }[];
    await this.activation.send(manager, { id: created!.id, firstName: request.firstName, email: request.email, userType });
    return { isSuccessful: true, entityId: created!.id };
  }

  private async assertMunicipality(id: number): Promise<void> {
    const [found] = await this.db.manager.query(`SELECT 1 FROM municipalities WHERE id = $1`, [id]);
    if (!found)
      throw new BadInputError(accountMessages.municipalityNotFound, { municipalityId: [accountMessages.municipalityNotFound] });
  }
}
