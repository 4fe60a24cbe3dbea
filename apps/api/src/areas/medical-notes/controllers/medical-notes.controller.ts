import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  annulMedicalNoteRequest,
  type AnnulMedicalNoteRequest,
  type AnnulMedicalNoteResult,
  approveMedicalNoteRequest,
  type ApproveMedicalNoteRequest,
  type ApproveMedicalNoteResult,
  idParams,
  type IdParams,
  medicalNoteFilters,
  type MedicalNoteFilters,
  medicalNoteListQuery,
  type MedicalNoteListQuery,
  type MedicalNoteRow,
  type PagedResult,
  Resource,
  saveMedicalNoteRequest,
  type SaveMedicalNoteRequest,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { MedicalNotesService } from '../services/medical-notes.service.js';

/** Spec 2 §7.3 "StudentMedicalNotes" (docs/medical-notes.md). */
@Controller('StudentMedicalNotes')
export class MedicalNotesController {
  constructor(private readonly service: MedicalNotesService) {}

  @Get('overview-models')
  @Access(Resource.StudentMedicalNotes, 'read')
  @Validate({ query: medicalNoteListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: MedicalNoteListQuery): Promise<PagedResult<MedicalNoteRow>> {
    return this.service.list(user, query);
  }

  @Get('overview-models/export')
  @Access(Resource.StudentMedicalNotes, 'read')
  @FileDownload()
  @Validate({ query: medicalNoteFilters })
  export(@CurrentUser() user: AuthUser, @Query() query: MedicalNoteFilters): Promise<ExportFile> {
    return this.service.export(user, query);
  }

  @Get(':id')
  @Access(Resource.StudentMedicalNotes, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<MedicalNoteRow> {
    return this.service.get(user, params.id);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.StudentMedicalNotes, 'save')
  @Validate({ body: saveMedicalNoteRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveMedicalNoteRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Post('approve')
  @HttpCode(200)
  @Access(Resource.StudentMedicalNotes, 'update')
  @Validate({ body: approveMedicalNoteRequest })
  approve(@CurrentUser() user: AuthUser, @Body() body: ApproveMedicalNoteRequest): Promise<ApproveMedicalNoteResult> {
    return this.service.approve(user, body.id);
  }

  @Post('annul/:id')
  @HttpCode(200)
  @Access(Resource.StudentMedicalNotes, 'update')
  @Validate({ params: idParams, body: annulMedicalNoteRequest })
  annul(
    @CurrentUser() user: AuthUser,
    @Param() params: IdParams,
    @Body() body: AnnulMedicalNoteRequest,
  ): Promise<AnnulMedicalNoteResult> {
    return this.service.annul(user, params.id, body.comment);
  }

  /** Who records notes may withdraw their own pending note; who may delete notes, any pending one (the service checks). */
  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.StudentMedicalNotes, 'create')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.service.remove(user, params.id);
  }
}
