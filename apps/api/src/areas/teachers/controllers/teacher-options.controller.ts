import { Controller, Get } from '@nestjs/common';
import { Resource, type TeacherOption, teacherOptionSchema } from '@kg/contracts';
import { z } from 'zod';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { TeacherOptionsService } from '../services/teacher-options.service.js';

@Controller('Teachers')
export class TeacherOptionsController {
  constructor(private readonly options: TeacherOptionsService) {}

  @Get('for-kindergarten')
  @Access(Resource.Teachers, 'read')
  @Validate({ response: z.array(teacherOptionSchema) })
  forKindergarten(@CurrentUser() user: AuthUser): Promise<TeacherOption[]> {
    return this.options.forKindergarten(user);
  }
}
