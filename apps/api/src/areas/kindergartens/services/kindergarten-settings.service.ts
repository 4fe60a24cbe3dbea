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
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { KindergartenSettingsRepository } from '../data/kindergarten-settings.repository.js';
import { KindergartenRecordsService } from './kindergarten-records.service.js';

const directionName = new Map<number, string>(educationalDirections.map((direction) => [direction.id, direction.name]));

/**
 * What a kindergarten's own people read and set of it: the kindergartens they may pick, the others (for pickers),
 * the configuration a director changes (address, contacts, automatic excuse) and the educational directions.
 */
@Injectable()
export class KindergartenSettingsService {
  constructor(
    private readonly settings: KindergartenSettingsRepository,
    private readonly records: KindergartenRecordsService,
  ) {}

  /** Members: the kindergartens they belong to; the master and MON: all; a municipality: those it reads. */
  async list(user: AuthUser, query: KindergartensQuery): Promise<PagedResult<KindergartenOption>> {
    const page = await this.settings.list(user, query);
    return { ...page, result: page.result.map((row) => ({ ...row, isSelected: row.id === user.kindergartenId })) };
  }

  /** Other active kindergartens, for the relocation certificate and the guest child pickers. */
  external(user: AuthUser, query: ExternalKindergartensQuery): Promise<PagedResult<ExternalKindergarten>> {
    return this.settings.external(user, query);
  }

  configuration(user: AuthUser): Promise<KindergartenRecord> {
    return this.records.record(this.selected(user));
  }

  /** The director's part of the record; the register's data (name, type, town, code, branches) is the master's. */
  async saveConfiguration(user: AuthUser, request: KindergartenConfigurationRequest): Promise<SaveResult> {
    const id = this.selected(user);
    await this.settings.updateConfiguration(id, request);
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
    await this.settings.replaceSubjects(id, request.subjectIds);
    return { isSuccessful: true, entityId: id };
  }

  private async chosenSubjectIds(kindergartenId: number): Promise<number[]> {
    const chosen = await this.settings.chosenSubjectIds(kindergartenId);
    if (chosen.length) return chosen;
    return educationalDirections.filter((direction) => direction.mandatory).map((direction) => direction.id);
  }

  private async typeOf(kindergartenId: number): Promise<KindergartenType> {
    const type = await this.settings.typeOf(kindergartenId);
    if (type === undefined) throw new NotFoundError(kindergartenMessages.notFound);
    return type;
  }

  private selected(user: AuthUser): number {
    if (user.kindergartenId === null) throw new NotFoundError(kindergartenMessages.notFound);
    return user.kindergartenId;
  }
}
