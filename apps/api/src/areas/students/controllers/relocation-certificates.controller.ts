import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  idParams,
  type IdParams,
  issueRelocationCertificateRequest,
  type IssueRelocationCertificateRequest,
  type PagedResult,
  relocationCertificateIdQuery,
  type RelocationCertificateIdQuery,
  relocationCertificateListQuery,
  type RelocationCertificateListQuery,
  type RelocationCertificateRow,
  Resource,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { RelocationCertificatesService } from '../services/relocation-certificates.service.js';

/** Relocation certificates (удостоверение за преместване), resource 48 Удостоверения (docs/students.md). */
@Controller('Students')
export class RelocationCertificatesController {
  constructor(private readonly service: RelocationCertificatesService) {}

  @Get('relocation-certificate-overview-models')
  @Access(Resource.Certificates, 'read')
  @Validate({ query: relocationCertificateListQuery })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: RelocationCertificateListQuery,
  ): Promise<PagedResult<RelocationCertificateRow>> {
    return this.service.list(user, query);
  }

  @Post('relocation-certificate')
  @HttpCode(200)
  @Access(Resource.Certificates, 'create')
  @Validate({ body: issueRelocationCertificateRequest, response: saveResultSchema })
  issue(@CurrentUser() user: AuthUser, @Body() body: IssueRelocationCertificateRequest): Promise<SaveResult> {
    return this.service.issue(user, body);
  }

  @Delete('relocation-certificate')
  @Access(Resource.Certificates, 'delete')
  @Validate({ query: relocationCertificateIdQuery, response: saveResultSchema })
  remove(@CurrentUser() user: AuthUser, @Query() query: RelocationCertificateIdQuery): Promise<SaveResult> {
    return this.service.remove(user, query.id);
  }

  @Get('relocation-certificate/:id/pdf')
  @Access(Resource.Certificates, 'read')
  @FileDownload()
  @Validate({ params: idParams })
  pdf(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<ExportFile> {
    return this.service.pdf(user, params.id);
  }
}
