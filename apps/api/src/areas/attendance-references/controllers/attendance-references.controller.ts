import { Controller, Get, Query } from '@nestjs/common';
import {
  type AbsenceRow,
  type AbsencesExportQuery,
  absencesExportQuery,
  type AbsencesQuery,
  absencesQuery,
  type ByMonthsExportQuery,
  byMonthsExportQuery,
  type ByMonthsQuery,
  byMonthsQuery,
  type ByMonthsReference,
  type DaysAttendancesQuery,
  daysAttendancesQuery,
  type DaysAttendancesReferenceQuery,
  daysAttendancesReferenceQuery,
  type DaysAttendedReference,
  type FamilyAbsenceExportQuery,
  familyAbsenceExportQuery,
  type FamilyAbsenceQuery,
  familyAbsenceQuery,
  type FamilyAbsenceReference,
  type PagedResult,
  type PerDayExportQuery,
  perDayExportQuery,
  type PerDayQuery,
  perDayQuery,
  type PerDayReference,
  type PerGroupExportQuery,
  perGroupExportQuery,
  type PerGroupQuery,
  perGroupQuery,
  type PerGroupReference,
  type PerStudentExportQuery,
  perStudentExportQuery,
  type PerStudentQuery,
  perStudentQuery,
  type PerStudentReference,
  Resource,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { AttendanceReferencesService } from '../services/attendance-references.service.js';

/**
 * Children's attendance references (spec 2 §7.3 "AttendanceReferences"; docs/attendance-references.md). Each JSON call
 * shows a reference on the screen; its export (`format=pdf|excel`) takes the same query and gives the same figures.
 */
@Controller('AttendanceReferences')
export class AttendanceReferencesController {
  constructor(private readonly references: AttendanceReferencesService) {}

  @Get('per-day')
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ query: perDayQuery })
  perDay(@CurrentUser() user: AuthUser, @Query() query: PerDayQuery): Promise<PerDayReference> {
    return this.references.perDay(user, query);
  }

  @Get('per-day/export')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ query: perDayExportQuery })
  perDayExport(@CurrentUser() user: AuthUser, @Query() query: PerDayExportQuery): Promise<ExportFile> {
    return this.references.perDayExport(user, query);
  }

  @Get('per-student')
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ query: perStudentQuery })
  perStudent(@CurrentUser() user: AuthUser, @Query() query: PerStudentQuery): Promise<PerStudentReference> {
    return this.references.perStudent(user, query);
  }

  @Get('per-student/export')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ query: perStudentExportQuery })
  perStudentExport(@CurrentUser() user: AuthUser, @Query() query: PerStudentExportQuery): Promise<ExportFile> {
    return this.references.perStudentExport(user, query);
  }

  @Get('per-group')
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ query: perGroupQuery })
  perGroup(@CurrentUser() user: AuthUser, @Query() query: PerGroupQuery): Promise<PerGroupReference> {
    return this.references.perGroup(user, query);
  }

  @Get('per-group/export')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ query: perGroupExportQuery })
  perGroupExport(@CurrentUser() user: AuthUser, @Query() query: PerGroupExportQuery): Promise<ExportFile> {
    return this.references.perGroupExport(user, query);
  }

  @Get('family-absence')
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ query: familyAbsenceQuery })
  familyAbsence(@CurrentUser() user: AuthUser, @Query() query: FamilyAbsenceQuery): Promise<FamilyAbsenceReference> {
    return this.references.familyAbsence(user, query);
  }

  @Get('family-absence/export')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ query: familyAbsenceExportQuery })
  familyAbsenceExport(@CurrentUser() user: AuthUser, @Query() query: FamilyAbsenceExportQuery): Promise<ExportFile> {
    return this.references.familyAbsenceExport(user, query);
  }

  @Get('days-attendances')
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ query: daysAttendancesQuery })
  daysAttendances(@CurrentUser() user: AuthUser, @Query() query: DaysAttendancesQuery): Promise<DaysAttendedReference> {
    return this.references.daysAttendances(user, query);
  }

  @Get('days-attendances/reference')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ query: daysAttendancesReferenceQuery })
  daysAttendancesReference(@CurrentUser() user: AuthUser, @Query() query: DaysAttendancesReferenceQuery): Promise<ExportFile> {
    return this.references.daysAttendancesReference(user, query);
  }

  @Get('by-months')
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ query: byMonthsQuery })
  byMonths(@CurrentUser() user: AuthUser, @Query() query: ByMonthsQuery): Promise<ByMonthsReference> {
    return this.references.byMonths(user, query);
  }

  @Get('by-months/export')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ query: byMonthsExportQuery })
  byMonthsExport(@CurrentUser() user: AuthUser, @Query() query: ByMonthsExportQuery): Promise<ExportFile> {
    return this.references.byMonthsExport(user, query);
  }

  @Get('absences')
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ query: absencesQuery })
  absences(@CurrentUser() user: AuthUser, @Query() query: AbsencesQuery): Promise<PagedResult<AbsenceRow>> {
    return this.references.absences(user, query);
  }

  @Get('absences/export')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ query: absencesExportQuery })
  absencesExport(@CurrentUser() user: AuthUser, @Query() query: AbsencesExportQuery): Promise<ExportFile> {
    return this.references.absencesExport(user, query);
  }
}
