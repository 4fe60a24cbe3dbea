import { Injectable } from '@nestjs/common';
import type { SaveResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { SchoolYearPreferenceRepository } from '../data/school-year-preference.repository.js';

/** The school year a user works in, remembered per kindergarten membership. */
@Injectable()
export class SchoolYearPreferenceService {
  constructor(private readonly preferences: SchoolYearPreferenceRepository) {}

  async change(user: AuthUser, periodId: number): Promise<SaveResult> {
    if (user.kindergartenId === null) throw new NotFoundError('Учебната година не е намерена.');
    // Row-level security hides other kindergartens' school years: a foreign id is simply not found.
    const updated = await this.preferences.select(user.userId, user.kindergartenId, periodId);
    if (updated === 0) throw new NotFoundError('Учебната година не е намерена.');
    return { isSuccessful: true, entityId: periodId };
  }
}
