import { Injectable } from '@nestjs/common';
import {
  type CreateEmptyKindergartenCommand,
  type GroupInstitutionsOverviewQuery,
  type InstitutionGroupRow,
  type InstitutionOverviewRow,
  type InstitutionsOverviewQuery,
  kindergartenMessages,
  type KindergartenRecord,
  type PagedResult,
  RealtimeEvent,
  Role,
  type SaveResult,
  schoolYearName,
  type UpdateKindergartenRequest,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { InvitationsService } from '../../identity/services/invitations.service.js';
import { branchColumns, KindergartenRecordsService, TOWN } from './kindergarten-records.service.js';

const OVERVIEW = `k.id, k.name, k.type, k.institution_code AS "institutionCode", ${TOWN} AS town, m.name AS municipality,
  k.address, k.phone, k.email, k.is_active AS "isActive", k.mother_kindergarten_id AS "motherKindergartenId",
  mk.name AS "motherKindergartenName",
  (SELECT count(*)::int FROM kindergartens b WHERE b.mother_kindergarten_id = k.id) AS "branchesCount"`;
const NAME_ORDER = 'k.name COLLATE "bg-BG-x-icu", k.id';

/** The record's columns both writes set, in this order: type, name, address, settlement, code, phone, e-mail, excuse, mother. */
const recordValues = (request: Omit<UpdateKindergartenRequest, 'id' | 'isActive'>): unknown[] => [
  request.type,
  request.name,
  request.address,
  request.settlementId,
  request.institutionCode,
  request.phone,
  request.email,
  request.automaticExcuseWithMedicalNote,
  request.motherKindergartenId,
];

/**
 * The master administrator's kindergartens (resource 67): every kindergarten of the country, the register's data
 * included. The kindergartens table is not kindergarten-owned (no row-level security): the access rule is the fence.
 */
@Injectable()
export class KindergartensAdminService {
  constructor(
    private readonly db: Db,
    private readonly records: KindergartenRecordsService,
    private readonly invitations: InvitationsService,
    private readonly realtime: RealtimeService,
  ) {}

  overview(_user: AuthUser, query: InstitutionsOverviewQuery): Promise<PagedResult<InstitutionOverviewRow>> {
    const where = new SqlConditions()
      .addIf(query.type, 'k.type = ?')
      .addIf(query.municipalityId, 's.municipality_id = ?')
      .addIf(query.active, 'k.is_active = ?');
    if (query.search) {
      const like = `%${query.search}%`;
      where.add('(k.name ILIKE ? OR s.name ILIKE ? OR k.institution_code LIKE ?)', like, like, like);
    }
    return pagedQuery<InstitutionOverviewRow>(
      this.db.manager,
      {
        select: OVERVIEW,
        from: `FROM kindergartens k
               JOIN settlements s ON s.id = k.settlement_id
               JOIN municipalities m ON m.id = s.municipality_id
               LEFT JOIN kindergartens mk ON mk.id = k.mother_kindergarten_id`,
        where,
        orderBy: {
          name: NAME_ORDER,
          town: `s.name COLLATE "bg-BG-x-icu", ${NAME_ORDER}`,
          institutionCode: `k.institution_code, k.id`,
        },
        defaultOrder: NAME_ORDER,
      },
      query,
    );
  }

  /** Mother kindergartens (those that are nobody's branch), each with its branches; the search finds either. */
  async groupOverview(_user: AuthUser, query: GroupInstitutionsOverviewQuery): Promise<PagedResult<InstitutionGroupRow>> {
    const where = new SqlConditions().add('k.mother_kindergarten_id IS NULL');
    if (query.search) {
      const like = `%${query.search}%`;
      where.add(
        `(k.name ILIKE ? OR k.institution_code LIKE ? OR EXISTS (SELECT 1 FROM kindergartens b
           WHERE b.mother_kindergarten_id = k.id AND (b.name ILIKE ? OR b.institution_code LIKE ?)))`,
        like,
        like,
        like,
        like,
      );
    }
    const page = await pagedQuery<Omit<InstitutionGroupRow, 'branches'>>(
      this.db.manager,
      {
        select: branchColumns('k'),
        from: 'FROM kindergartens k JOIN settlements s ON s.id = k.settlement_id',
        where,
        orderBy: {},
        defaultOrder: NAME_ORDER,
      },
      { ...query, orderByColumn: undefined, orderByDescending: undefined },
    );
    const branches = await this.records.branchesOf(
      this.db.manager,
      page.result.map((row) => row.id),
    );
    return { rowsCount: page.rowsCount, result: page.result.map((row) => ({ ...row, branches: branches.get(row.id) ?? [] })) };
  }

  data(_user: AuthUser, kindergartenId: number): Promise<KindergartenRecord> {
    return this.records.record(kindergartenId);
  }

  async update(_user: AuthUser, request: UpdateKindergartenRequest): Promise<SaveResult> {
    await this.records.assertSettlement(request.settlementId);
    await this.records.assertMother(request.id, request.motherKindergartenId);
    await this.records.assertInstitutionCodeFree(request.id, request.institutionCode);
    const [, updated]: [unknown[], number] = await this.db.manager.query(
      `UPDATE kindergartens
          SET type = $2, name = $3, address = $4, settlement_id = $5, institution_code = $6, phone = $7, email = $8,
              automatic_excuse_with_medical_note = $9, mother_kindergarten_id = $10, is_active = $11, updated_at = now()
        WHERE id = $1`,
      [request.id, ...recordValues(request), request.isActive],
    );
    if (updated === 0) throw new NotFoundError(kindergartenMessages.notFound);
    return { isSuccessful: true, entityId: request.id };
  }

  /**
   * A kindergarten with no people: the record, its first school year (active, so the director can start at once)
   * and, when given, the director's invitation — all in the request's transaction, the e-mail included.
   */
  async createEmpty(_user: AuthUser, request: CreateEmptyKindergartenCommand): Promise<SaveResult> {
    await this.records.assertSettlement(request.settlementId);
    await this.records.assertMother(null, request.motherKindergartenId);
    await this.records.assertInstitutionCodeFree(null, request.institutionCode);
    const manager = this.db.manager;
    const [{ id }] = (await manager.query(
      `INSERT INTO kindergartens (type, name, address, settlement_id, institution_code, phone, email,
                                  automatic_excuse_with_medical_note, mother_kindergarten_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      recordValues(request),
    )) as { id: number }[];
    const { fromDate, toDate } = request.schoolYear;
    await manager.query(
      `INSERT INTO kindergarten_periods (kindergarten_id, name, from_date, to_date, is_active) VALUES ($1, $2, $3, $4, true)`,
      [id, schoolYearName(fromDate, toDate), fromDate, toDate],
    );
    if (request.director) {
      const { email, firstName, lastName } = request.director;
      await this.invitations.inviteToKindergarten(manager, {
        invitee: { email, firstName, lastName },
        kindergartenId: id,
        role: Role.Director,
      });
    }
    return { isSuccessful: true, entityId: id };
  }

  /** Tells the user's open tabs to load their profile data again (the web app caches it). */
  async invalidateUserData(_user: AuthUser, userId: number): Promise<SaveResult> {
    const [found] = await this.db.manager.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    if (!found) throw new NotFoundError(kindergartenMessages.userNotFound);
    this.realtime.toUsers([userId], RealtimeEvent.UserDataChanged, {});
    return { isSuccessful: true, entityId: userId };
  }
}
