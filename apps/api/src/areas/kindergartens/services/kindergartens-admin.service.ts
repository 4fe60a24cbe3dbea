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
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { InvitationsService } from '../../identity/services/invitations.service.js';
import { KindergartensAdminRepository } from '../data/kindergartens-admin.repository.js';
import type { KindergartenRecordColumns } from '../data/kindergartens.sql.js';
import { KindergartenRecordsRepository } from '../data/kindergarten-records.repository.js';
import { KindergartenRecordsService } from './kindergarten-records.service.js';

/** The record's columns both writes set: the register's data and the director's part. */
const recordColumns = (request: Omit<UpdateKindergartenRequest, 'id' | 'isActive'>): KindergartenRecordColumns => ({
  type: request.type,
  name: request.name,
  address: request.address,
  settlement_id: request.settlementId,
  institution_code: request.institutionCode,
  phone: request.phone,
  email: request.email,
  automatic_excuse_with_medical_note: request.automaticExcuseWithMedicalNote,
  mother_kindergarten_id: request.motherKindergartenId,
});

/**
 * The master administrator's kindergartens (resource 67): every kindergarten of the country, the register's data
 * included. The kindergartens table is not kindergarten-owned (no row-level security): the access rule is the fence.
 */
@Injectable()
export class KindergartensAdminService {
  constructor(
    private readonly db: Db,
    private readonly admin: KindergartensAdminRepository,
    private readonly recordRows: KindergartenRecordsRepository,
    private readonly records: KindergartenRecordsService,
    private readonly invitations: InvitationsService,
    private readonly realtime: RealtimeService,
  ) {}

  overview(_user: AuthUser, query: InstitutionsOverviewQuery): Promise<PagedResult<InstitutionOverviewRow>> {
    return this.admin.overview(query);
  }

  /** Mother kindergartens (those that are nobody's branch), each with its branches; the search finds either. */
  async groupOverview(_user: AuthUser, query: GroupInstitutionsOverviewQuery): Promise<PagedResult<InstitutionGroupRow>> {
    const page = await this.admin.groupHeads(query);
    const branches = await this.recordRows.branchesOf(page.result.map((row) => row.id));
    return { rowsCount: page.rowsCount, result: page.result.map((row) => ({ ...row, branches: branches.get(row.id) ?? [] })) };
  }

  data(_user: AuthUser, kindergartenId: number): Promise<KindergartenRecord> {
    return this.records.record(kindergartenId);
  }

  async update(_user: AuthUser, request: UpdateKindergartenRequest): Promise<SaveResult> {
    await this.records.assertSettlement(request.settlementId);
    await this.records.assertMother(request.id, request.motherKindergartenId);
    await this.records.assertInstitutionCodeFree(request.id, request.institutionCode);
    const updated = await this.admin.update(request.id, { ...recordColumns(request), is_active: request.isActive });
    if (!updated) throw new NotFoundError(kindergartenMessages.notFound);
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
    const id = await this.admin.insert(recordColumns(request));
    const { fromDate, toDate } = request.schoolYear;
    await this.admin.insertActivePeriod(id, { name: schoolYearName(fromDate, toDate), from_date: fromDate, to_date: toDate });
    if (request.director) {
      const { email, firstName, lastName } = request.director;
      await this.invitations.inviteToKindergarten(this.db.manager, {
        invitee: { email, firstName, lastName },
        kindergartenId: id,
        role: Role.Director,
      });
    }
    return { isSuccessful: true, entityId: id };
  }

  /** Tells the user's open tabs to load their profile data again (the web app caches it). */
  async invalidateUserData(_user: AuthUser, userId: number): Promise<SaveResult> {
    if (!(await this.admin.userExists(userId))) throw new NotFoundError(kindergartenMessages.userNotFound);
    this.realtime.toUsers([userId], RealtimeEvent.UserDataChanged, {});
    return { isSuccessful: true, entityId: userId };
  }
}
