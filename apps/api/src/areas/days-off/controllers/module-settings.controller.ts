import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type ModuleSettings,
  moduleSettingsQuery,
  type ModuleSettingsQuery,
  moduleSettingsSchema,
  Resource,
  saveModuleSettingsRequest,
  type SaveModuleSettingsRequest,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { ModuleSettingsService } from '../services/module-settings.service.js';

@Controller('ModuleSettings')
export class ModuleSettingsController {
  constructor(private readonly service: ModuleSettingsService) {}

  @Get()
  @Access(Resource.ModuleSettings, 'read')
  @Validate({ query: moduleSettingsQuery, response: moduleSettingsSchema })
  get(@CurrentUser() user: AuthUser, @Query() query: ModuleSettingsQuery): Promise<ModuleSettings> {
    return this.service.get(user, query);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.ModuleSettings, 'update')
  @Validate({ body: saveModuleSettingsRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveModuleSettingsRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }
}
