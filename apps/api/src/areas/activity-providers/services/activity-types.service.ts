import { Injectable } from '@nestjs/common';
import {
  activityTypeMessages as messages,
  type ActivityTypeRow,
  Resource,
  type SaveActivityTypeRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { ActivityTypesRepository } from '../data/activity-types.repository.js';

/**
 * The master's activity types (Народни танци, Футбол, …): names unique whatever their case, a type in use by an
 * activity cannot be deleted (docs/activities.md "Providers and activity types").
 */
@Injectable()
export class ActivityTypesService {
  constructor(private readonly types: ActivityTypesRepository) {}

  list(): Promise<ActivityTypeRow[]> {
    return this.types.list();
  }

  async save(user: AuthUser, request: SaveActivityTypeRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.MasterActivities, request.id);
    if (request.id !== undefined && !(await this.types.lock(request.id))) throw new NotFoundError(messages.notFound);
    if (await this.types.nameTaken(request.name, request.id)) {
      throw new BadInputError(messages.nameTaken, { name: [messages.nameTaken] });
    }
    if (request.id !== undefined) {
      await this.types.rename(request.id, request.name);
      return { isSuccessful: true, entityId: request.id };
    }
    return { isSuccessful: true, entityId: await this.types.insert(request.name) };
  }

  async remove(id: number): Promise<undefined> {
    if (!(await this.types.lock(id))) throw new NotFoundError(messages.notFound);
    if (await this.types.inUse(id)) throw new ConflictError(messages.inUse);
    await this.types.remove(id);
  }
}
