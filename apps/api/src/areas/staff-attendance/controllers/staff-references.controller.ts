import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  staffExportParams,
  type StaffExportParams,
  staffMonthParams,
  type StaffMonthParams,
  Resource,
  type StaffDaysReference,
  staffDaysReferenceQuery,
  type StaffDaysReferenceQuery,
  type StaffMealReference,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { StaffReferencesService } from '../services/staff-references.service.js';

/** /staff/references/days and /staff/references/meal (the attendance reference is TeacherAttendances/reference). */
@Controller('StaffReferences')
export class StaffReferencesController {
  constructor(private readonly references: StaffReferencesService) {}

  @Get('days')
  @Access(Resource.StaffReferences, 'read')
  @Validate({ query: staffDaysReferenceQuery })
  days(@CurrentUser() user: AuthUser, @Query() query: StaffDaysReferenceQuery): Promise<StaffDaysReference> {
    return this.references.days(user, query);
  }

  @Get('days/export/:type')
  @Access(Resource.StaffReferences, 'read')
  @FileDownload()
  @Validate({ params: staffExportParams, query: staffDaysReferenceQuery })
  daysExport(
    @CurrentUser() user: AuthUser,
    @Param() params: StaffExportParams,
    @Query() query: StaffDaysReferenceQuery,
  ): Promise<ExportFile> {
    return this.references.daysExport(user, query, params);
  }

  @Get('meal')
  @Access(Resource.StaffReferences, 'read')
  @Validate({ query: staffMonthParams })
  meal(@CurrentUser() user: AuthUser, @Query() query: StaffMonthParams): Promise<StaffMealReference> {
    return this.references.meal(user, query);
  }

  @Get('meal/export/:type')
  @Access(Resource.StaffReferences, 'read')
  @FileDownload()
  @Validate({ params: staffExportParams, query: staffMonthParams })
  mealExport(
    @CurrentUser() user: AuthUser,
    @Param() params: StaffExportParams,
    @Query() query: StaffMonthParams,
  ): Promise<ExportFile> {
    return this.references.mealExport(user, query, params);
  }
}
