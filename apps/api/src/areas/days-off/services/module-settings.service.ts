import { Injectable } from '@nestjs/common';
import {
  daysOffMessages,
  ModuleLockGroup,
  type ModuleSettings,
  type ModuleSettingsQuery,
  type SaveModuleSettingsRequest,
  type SaveResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { ModuleSettingsRepository } from '../data/module-settings.repository.js';

const groups = Object.values(ModuleLockGroup).filter((value): value is ModuleLockGroup => typeof value === 'number');

/**
 * Module locks (spec 1 §3 "Module lock group"): a director locks a module up to a date. A kindergarten's users read
 * and write those of the selected kindergarten; a municipality (read only, spec 1 §6) names one of its kindergartens.
 */
@Injectable()
export class ModuleSettingsService {
  constructor(private readonly locks: ModuleSettingsRepository) {}

  async get(user: AuthUser, query: ModuleSettingsQuery): Promise<ModuleSettings> {
    const kindergartenId = this.readable(user, query.kindergartenId);
    const rows = await this.locks.locks(kindergartenId);
    const byGroup = new Map(rows.map((row) => [row.group, row]));
    return {
      kindergartenId,
      locks: groups.map((group) => ({
        group,
        lockedUntil: byGroup.get(group)?.lockedUntil ?? null,
        updatedAt: byGroup.has(group) ? new Date(byGroup.get(group)!.updatedAt).toISOString() : null,
      })),
    };
  }

  async save(user: AuthUser, request: SaveModuleSettingsRequest): Promise<SaveResult> {
    if (user.kindergartenId === null) throw new BadInputError(daysOffMessages.noKindergarten);
    for (const lock of request.locks) {
      if (lock.lockedUntil === null) await this.locks.unlock(user.kindergartenId, lock.group);
      else await this.locks.lock(user.kindergartenId, lock.group, lock.lockedUntil, user.userId);
    }
    return { isSuccessful: true, entityId: user.kindergartenId };
  }

  /** The kindergarten whose locks the user may read: the selected one, or one of a national reader's scope. */
  private readable(user: AuthUser, requested: number | undefined): number {
    if (user.kindergartenId !== null) {
      if (requested !== undefined && requested !== user.kindergartenId)
        throw new NotFoundError('Детската градина не е намерена.');
      return user.kindergartenId;
    }
    if (requested === undefined)
      throw new BadInputError(daysOffMessages.noKindergarten, { kindergartenId: [daysOffMessages.noKindergarten] });
    const inScope = user.scope.allKindergartens || user.scope.readAll || user.scope.readableKindergartenIds.includes(requested);
    if (!inScope) throw new NotFoundError('Детската градина не е намерена.');
    return requested;
  }
}
