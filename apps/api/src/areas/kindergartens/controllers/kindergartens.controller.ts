import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type EditableKindergartenSubject,
  type ExternalKindergarten,
  externalKindergartensQuery,
  type ExternalKindergartensQuery,
  idParams,
  type IdParams,
  kindergartenConfigurationRequest,
  type KindergartenConfigurationRequest,
  type KindergartenOption,
  type KindergartenRecord,
  kindergartensQuery,
  type KindergartensQuery,
  type KindergartenSubject,
  type PagedResult,
  Resource,
  type SaveResult,
  saveResultSchema,
  updateKindergartenSubjectsRequest,
  type UpdateKindergartenSubjectsRequest,
} from '@kg/contracts';
import { Access, CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { KindergartenSettingsService } from '../services/kindergarten-settings.service.js';
import { KindergartenSwitchService } from '../services/kindergarten-switch.service.js';

@Controller('Kindergartens')
export class KindergartensController {
  constructor(
    private readonly switcher: KindergartenSwitchService,
    private readonly settings: KindergartenSettingsService,
  ) {}

  @Post('change/:id')
  @HttpCode(200)
  @SignedIn()
  @Validate({ params: idParams, response: saveResultSchema })
  change(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SaveResult> {
    return this.switcher.change(user, params.id);
  }

  /** The kindergartens the user may pick. */
  @Get()
  @SignedIn()
  @Validate({ query: kindergartensQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: KindergartensQuery): Promise<PagedResult<KindergartenOption>> {
    return this.settings.list(user, query);
  }

  /** Other kindergartens, for the relocation certificate and the guest child pickers. */
  @Get('external-kindergartens')
  @Access(Resource.Students, 'read')
  @Validate({ query: externalKindergartensQuery })
  external(
    @CurrentUser() user: AuthUser,
    @Query() query: ExternalKindergartensQuery,
  ): Promise<PagedResult<ExternalKindergarten>> {
    return this.settings.external(user, query);
  }

  /** The selected kindergarten's record (/platform/settings/configuration). */
  @Get('configuration')
  @Access(Resource.Kindergarten, 'read')
  configuration(@CurrentUser() user: AuthUser): Promise<KindergartenRecord> {
    return this.settings.configuration(user);
  }

  @Post('configuration')
  @HttpCode(200)
  @Access(Resource.Kindergarten, 'update')
  @Validate({ body: kindergartenConfigurationRequest, response: saveResultSchema })
  saveConfiguration(@CurrentUser() user: AuthUser, @Body() body: KindergartenConfigurationRequest): Promise<SaveResult> {
    return this.settings.saveConfiguration(user, body);
  }

  @Get('subjects')
  @Access(Resource.Subjects, 'read')
  subjects(@CurrentUser() user: AuthUser): Promise<KindergartenSubject[]> {
    return this.settings.subjects(user);
  }

  @Get('edit/subjects')
  @Access(Resource.Subjects, 'read')
  editSubjects(@CurrentUser() user: AuthUser): Promise<EditableKindergartenSubject[]> {
    return this.settings.editSubjects(user);
  }

  @Post('update/subjects')
  @HttpCode(200)
  @Access(Resource.Subjects, 'update')
  @Validate({ body: updateKindergartenSubjectsRequest, response: saveResultSchema })
  updateSubjects(@CurrentUser() user: AuthUser, @Body() body: UpdateKindergartenSubjectsRequest): Promise<SaveResult> {
    return this.settings.updateSubjects(user, body);
  }
}
