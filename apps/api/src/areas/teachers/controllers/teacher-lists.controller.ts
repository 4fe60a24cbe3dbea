import { Controller, Get, Query } from '@nestjs/common';
import {
  type PagedResult,
  Resource,
  type TeacherAssignmentRow,
  teacherAssignmentsQuery,
  type TeacherAssignmentsQuery,
  type TeacherListItem,
  type TeacherLookup,
  teacherLookupQuery,
  type TeacherLookupQuery,
  teachersByKindergartenQuery,
  type TeachersByKindergartenQuery,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { TeacherListsService } from '../services/teacher-lists.service.js';

/** The staff lists other pages pick from (docs/teachers.md). `GET /api/teachers` is this controller's root. */
@Controller('Teachers')
export class TeacherListsController {
  constructor(private readonly lists: TeacherListsService) {}

  @Get()
  @Access(Resource.Teachers, 'read')
  @Validate({ query: teacherLookupQuery })
  lookup(@CurrentUser() user: AuthUser, @Query() query: TeacherLookupQuery): Promise<TeacherLookup[]> {
    return this.lists.lookup(user, query);
  }

  @Get('list')
  @Access(Resource.Teachers, 'read')
  @Validate({ query: teacherAssignmentsQuery })
  assignments(
    @CurrentUser() user: AuthUser,
    @Query() query: TeacherAssignmentsQuery,
  ): Promise<PagedResult<TeacherAssignmentRow>> {
    return this.lists.assignments(user, query);
  }

  @Get('by-kindergarten')
  @Access(Resource.Teachers, 'read')
  @Validate({ query: teachersByKindergartenQuery })
  byKindergarten(@CurrentUser() user: AuthUser, @Query() query: TeachersByKindergartenQuery): Promise<TeacherListItem[]> {
    return this.lists.byKindergarten(user, query.kindergartenId);
  }

  @Get('for-activities')
  @Access(Resource.Teachers, 'read')
  forActivities(@CurrentUser() user: AuthUser): Promise<TeacherListItem[]> {
    return this.lists.forActivities(user);
  }
}
