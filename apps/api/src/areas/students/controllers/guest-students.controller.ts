import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type GuestCandidate,
  guestCandidateQuery,
  type GuestCandidateQuery,
  type GuestStudentListQuery,
  guestStudentListQuery,
  type GuestStudentRow,
  idParams,
  type IdParams,
  type PagedResult,
  Resource,
  type SaveGuestStudentRequest,
  saveGuestStudentRequest,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { GuestStudentsService } from '../services/guest-students.service.js';

/** Guest children: children of other kindergartens attending a group here for a while (docs/students.md). */
@Controller('Students')
export class GuestStudentsController {
  constructor(private readonly service: GuestStudentsService) {}

  @Get('guest-candidates')
  @Access(Resource.Students, 'create')
  @Validate({ query: guestCandidateQuery })
  candidates(@CurrentUser() user: AuthUser, @Query() query: GuestCandidateQuery): Promise<GuestCandidate[]> {
    return this.service.candidates(user, query);
  }

  @Get('guest-students')
  @Access(Resource.Students, 'read')
  @Validate({ query: guestStudentListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: GuestStudentListQuery): Promise<PagedResult<GuestStudentRow>> {
    return this.service.list(user, query);
  }

  @Get('guest-student/:id')
  @Access(Resource.Students, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<GuestStudentRow> {
    return this.service.get(user, params.id);
  }

  /** Place (create permission) or change (update permission, checked by the service) a guest placement. */
  @Post('guest-student')
  @HttpCode(200)
  @Access(Resource.Students, 'save')
  @Validate({ body: saveGuestStudentRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveGuestStudentRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Delete('guest-student/:id')
  @Access(Resource.Students, 'delete')
  @Validate({ params: idParams, response: saveResultSchema })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SaveResult> {
    return this.service.remove(user, params.id);
  }
}
