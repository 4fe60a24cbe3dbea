import { Injectable } from '@nestjs/common';
import type { SaveResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { KindergartenSwitchRepository } from '../data/kindergarten-switch.repository.js';

export const KINDERGARTEN_NOT_FOUND = 'Детската градина не е намерена.';

/** Switching kindergarten: only to one the user belongs to; the choice is kept on the user, not the token. */
@Injectable()
export class KindergartenSwitchService {
  constructor(private readonly switches: KindergartenSwitchRepository) {}

  async change(user: AuthUser, kindergartenId: number): Promise<SaveResult> {
    if (!(await this.switches.select(user.userId, kindergartenId))) throw new NotFoundError(KINDERGARTEN_NOT_FOUND);
    return { isSuccessful: true, entityId: kindergartenId };
  }
}
