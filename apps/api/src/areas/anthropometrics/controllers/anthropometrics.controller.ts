import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type AnthropometricRow,
  anthropometricsExportQuery,
  type AnthropometricsExportQuery,
  anthropometricsQuery,
  type AnthropometricsQuery,
  idParams,
  type IdParams,
  type PagedResult,
  Resource,
  type SaveAnthropometricsBody,
  saveAnthropometricsRequest,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { AnthropometricsService } from '../services/anthropometrics.service.js';

@Controller('StudentAnthropometrics')
export class AnthropometricsController {
  constructor(private readonly service: AnthropometricsService) {}

  /** A child's history (`studentId`) or a group's sheet for a day (`classId`, `date`). */
  @Get()
  @Access(Resource.StudentAnthropometrics, 'read')
  @Validate({ query: anthropometricsQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: AnthropometricsQuery): Promise<PagedResult<AnthropometricRow>> {
    return this.service.list(user, query);
  }

  @Get('export')
  @Access(Resource.StudentAnthropometrics, 'read')
  @FileDownload()
  @Validate({ query: anthropometricsExportQuery })
  export(@CurrentUser() user: AuthUser, @Query() query: AnthropometricsExportQuery): Promise<ExportFile> {
    return this.service.export(user, query);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.StudentAnthropometrics, 'save')
  @Validate({ body: saveAnthropometricsRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveAnthropometricsBody): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.StudentAnthropometrics, 'delete')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.service.remove(user, params.id);
  }
}
