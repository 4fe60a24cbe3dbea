import { Injectable } from '@nestjs/common';
import {
  type EditableKindergartenSubject,
  educationalDirections,
  type ExternalKindergarten,
  type ExternalKindergartensQuery,
  type KindergartenConfigurationRequest,
  kindergartenMessages,
  type KindergartenOption,
  type KindergartenRecord,
  type KindergartensQuery,
  type KindergartenSubject,
  KindergartenType,
  type PagedResult,
  type SaveResult,
  type UpdateKindergartenSubjectsRequest,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { KindergartenRecordsService, TOWN } from './kindergarten-records.service.js';

const NAME_ORDER = 'k.name COLLATE "bg-BG-x-icu", k.id';
const directionName = new Map<number, string>(educationalDirections.map((direction) => [direction.id, direction.name]));

/**
 * What a kindergarten's own people read and set of it: the kindergartens they may pick, the others (for pickers),
 * the configuration a director changes (address, contacts, automatic excuse) and the educational directions.
 */
@Injectable()
export class KindergartenSettingsService {
  constructor(
    private readonly db: Db,
    private readonly records: KindergartenRecordsService,
  ) {}

  /** Members: the kindergartens they belong to; the master and MON: all; a municipality: those it reads. */
  async list(user: AuthUser, query: KindergartensQuery): Promise<PagedResult<KindergartenOption>> {
    const where = new SqlConditions();
    if (user.scope.allKindergartens || user.scope.readAll) {
      // every kindergarten
    } else if (user.consolidation) {
      where.add('k.id = ANY(?::int[])', user.scope.readableKindergartenIds);
    } else {
      where.add(
        'EXISTS (SELECT 1 FROM kindergarten_users ku WHERE ku.kindergarten_id = k.id AND ku.user_id = ? AND ku.is_active)',
        user.userId,
      );
    }
    this.addSearch(where, query.search);
    const page = await pagedQuery<Omit<KindergartenOption, 'isSelected'>>(
      this.db.manager,
      {
        select: `k.id, k.name, ${TOWN} AS town, k.address, k.mother_kindergarten_id AS "motherKindergartenId"`,
        from: 'FROM kindergartens k JOIN settlements s ON s.id = k.settlement_id',
        where,
        orderBy: {},
        defaultOrder: NAME_ORDER,
      },
      query,
    );
    return { ...page, result: page.result.map((row) => ({ ...row, isSelected: row.id === user.kindergartenId })) };
  }

  /** Other active kindergartens, for the relocation certificate and the guest child pickers. */
  external(user: AuthUser, query: ExternalKindergartensQuery): Promise<PagedResult<ExternalKindergarten>> {
    const where = new SqlConditions().add('k.is_active').add('k.id IS DISTINCT FROM ?::int', user.kindergartenId);
    this.addSearch(where, query.search);
    return pagedQuery<ExternalKindergarten>(
      this.db.manager,
      {
        select: `k.id, k.name, ${TOWN} AS town`,
        from: 'FROM kindergartens k JOIN settlements s ON s.id = k.settlement_id',
        where,
        orderBy: {},
        defaultOrder: NAME_ORDER,
      },
      query,
    );
  }

  configuration(user: AuthUser): Promise<KindergartenRecord> {
    return this.records.record(this.selected(user));
  }

  /** The director's part of the record; the register's data (name, type, town, code, branches) is the master's. */
  async saveConfiguration(user: AuthUser, request: KindergartenConfigurationRequest): Promise<SaveResult> {
    const id = this.selected(user);
    await this.db.manager.query(
      `UPDATE kindergartens SET address = $2, phone = $3, email = $4, automatic_excuse_with_medical_note = $5, updated_at = now()
        WHERE id = $1`,
      [id, request.address, request.phone, request.email, request.automaticExcuseWithMedicalNote],
    );
    return { isSuccessful: true, entityId: id };
  }

  /** The directions the kindergarten works in, in its order (the seven of Наредба № 5 until it chooses). */
  async subjects(user: AuthUser): Promise<KindergartenSubject[]> {
    const ids = await this.chosenSubjectIds(this.selected(user));
    return ids.map((id, index) => ({ id, name: directionName.get(id) ?? '', position: index + 1 }));
  }

  /** Every direction: the chosen ones first, in order, then the others. */
  async editSubjects(user: AuthUser): Promise<EditableKindergartenSubject[]> {
    const id = this.selected(user);
    const chosen = await this.chosenSubjectIds(id);
    const mandatory = (await this.typeOf(id)) === KindergartenType.Kindergarten;
    const rest = educationalDirections.map((direction) => direction.id as number).filter((subject) => !chosen.includes(subject));
    return [...chosen, ...rest].map((subject) => ({
      id: subject,
      name: directionName.get(subject) ?? '',
      mandatory: mandatory && educationalDirections.some((direction) => direction.id === subject && direction.mandatory),
      selected: chosen.includes(subject),
    }));
  }

  /** A kindergarten (not a nursery) keeps the seven directions of Наредба № 5; the order and the extra ones are its choice. */
  async updateSubjects(user: AuthUser, request: UpdateKindergartenSubjectsRequest): Promise<SaveResult> {
    const id = this.selected(user);
    if ((await this.typeOf(id)) === KindergartenType.Kindergarten) {
      const missing = educationalDirections.filter(
        (direction) => direction.mandatory && !request.subjectIds.includes(direction.id),
      );
      if (missing.length) {
        const message = kindergartenMessages.subjectsMandatory(missing.map((direction) => direction.name).join(', '));
        throw new BadInputError(message, { subjectIds: [message] });
      }
    }
    const manager = this.db.manager;
    await manager.query(`DELETE FROM kindergarten_subjects WHERE kindergarten_id = $1`, [id]);
    await manager.query(
      `INSERT INTO kindergarten_subjects (kindergarten_id, subject_id, position)
       SELECT $1, subject_id, position FROM unnest($2::smallint[]) WITH ORDINALITY AS chosen(subject_id, position)`,
      [id, request.subjectIds],
    );
    return { isSuccessful: true, entityId: id };
  }

  private async chosenSubjectIds(kindergartenId: number): Promise<number[]> {
    const rows = (await this.db.manager.query(
      `SELECT subject_id AS id FROM kindergarten_subjects WHERE kindergarten_id = $1 ORDER BY position`,
      [kindergartenId],
    )) as { id: number }[];
    if (rows.length) return rows.map((row) => row.id);
    return educationalDirections.filter((direction) => direction.mandatory).map((direction) => direction.id);
  }

  private async typeOf(kindergartenId: number): Promise<KindergartenType> {
    const [row] = (await this.db.manager.query(`SELECT type FROM kindergartens WHERE id = $1`, [kindergartenId])) as {
      type: KindergartenType;
    }[];
    if (!row) throw new NotFoundError(kindergartenMessages.notFound);
    return row.type;
  }

  private selected(user: AuthUser): number {
    if (user.kindergartenId === null) throw new NotFoundError(kindergartenMessages.notFound);
    return user.kindergartenId;
  }

  private addSearch(where: SqlConditions, search: string | undefined): void {
    if (!search) return;
    const like = `%${search}%`;
    where.add('(k.name ILIKE ? OR s.name ILIKE ?)', like, like);
  }
}
