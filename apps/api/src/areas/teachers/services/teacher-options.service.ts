import { Injectable } from '@nestjs/common';
import type { TeacherOption } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { TeacherOptionsRepository } from '../data/teacher-options.repository.js';

/** The staff of the selected kindergarten as options for pickers, by name in Bulgarian collation. */
@Injectable()
export class TeacherOptionsService {
  constructor(private readonly options: TeacherOptionsRepository) {}

  async forKindergarten(user: AuthUser): Promise<TeacherOption[]> {
    if (user.kindergartenId === null) return [];
    return this.options.forKindergarten(user.kindergartenId);
  }
}
