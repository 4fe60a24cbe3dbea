import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type FamilyAbsenceLimitRow,
  Resource,
  saveFamilyAbsenceLimit,
  type SaveFamilyAbsenceLimit,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { RequestDocumentsService } from '../services/request-documents.service.js';

/** The caps on family-reason absence days per group age type, with the date each applies from. */
@Controller('FamilyAbsenceLimits')
export class FamilyAbsenceLimitsController {
  constructor(private readonly documents: RequestDocumentsService) {}

  @Get()
  @Access(Resource.AttendanceApplications, 'read')
  list(@CurrentUser() user: AuthUser): Promise<FamilyAbsenceLimitRow[]> {
    return this.documents.limits(user);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.AttendanceApplications, 'update')
  @Validate({ body: saveFamilyAbsenceLimit, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveFamilyAbsenceLimit): Promise<SaveResult> {
    return this.documents.saveLimit(user, body);
  }
}
