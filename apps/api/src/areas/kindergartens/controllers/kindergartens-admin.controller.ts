import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  createEmptyKindergartenRequest,
  type CreateEmptyKindergartenCommand,
  groupInstitutionsOverviewQuery,
  type GroupInstitutionsOverviewQuery,
  idParams,
  type IdParams,
  type InstitutionGroupRow,
  type InstitutionOverviewRow,
  institutionsOverviewQuery,
  type InstitutionsOverviewQuery,
  kindergartenDataQuery,
  type KindergartenDataQuery,
  type KindergartenRecord,
  type PagedResult,
  Resource,
  type SaveResult,
  saveResultSchema,
  updateKindergartenRequest,
  type UpdateKindergartenRequest,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { KindergartensAdminService } from '../services/kindergartens-admin.service.js';

/** The master administrator's kindergartens (spec 2 §7.1 "Kindergartens admin"; resource 67). */
@Controller()
export class KindergartensAdminController {
  constructor(private readonly admin: KindergartensAdminService) {}

  @Get('kindergarten/institutions-overview')
  @Access(Resource.MasterKindergartens, 'read')
  @Validate({ query: institutionsOverviewQuery })
  overview(
    @CurrentUser() user: AuthUser,
    @Query() query: InstitutionsOverviewQuery,
  ): Promise<PagedResult<InstitutionOverviewRow>> {
    return this.admin.overview(user, query);
  }

  @Get('kindergarten/group-institutions-overview')
  @Access(Resource.MasterKindergartens, 'read')
  @Validate({ query: groupInstitutionsOverviewQuery })
  groupOverview(
    @CurrentUser() user: AuthUser,
    @Query() query: GroupInstitutionsOverviewQuery,
  ): Promise<PagedResult<InstitutionGroupRow>> {
    return this.admin.groupOverview(user, query);
  }

  @Get('kindergarten/kindergarten-data')
  @Access(Resource.MasterKindergartens, 'read')
  @Validate({ query: kindergartenDataQuery })
  data(@CurrentUser() user: AuthUser, @Query() query: KindergartenDataQuery): Promise<KindergartenRecord> {
    return this.admin.data(user, query.kindergartenId);
  }

  @Post('kindergarten/update')
  @HttpCode(200)
  @Access(Resource.MasterKindergartens, 'update')
  @Validate({ body: updateKindergartenRequest, response: saveResultSchema })
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateKindergartenRequest): Promise<SaveResult> {
    return this.admin.update(user, body);
  }

  @Post('Kindergarten/create-empty-kindergarten')
  @HttpCode(200)
  @Access(Resource.MasterKindergartens, 'create')
  @Validate({ body: createEmptyKindergartenRequest, response: saveResultSchema })
  createEmpty(@CurrentUser() user: AuthUser, @Body() body: CreateEmptyKindergartenCommand): Promise<SaveResult> {
    return this.admin.createEmpty(user, body);
  }

  @Post('CacheManagement/user-profile-data-cache/invalidate/:id')
  @HttpCode(200)
  @Access(Resource.MasterKindergartens, 'update')
  @Validate({ params: idParams, response: saveResultSchema })
  invalidateUserData(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SaveResult> {
    return this.admin.invalidateUserData(user, params.id);
  }
}
