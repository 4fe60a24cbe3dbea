import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, StreamableFile } from '@nestjs/common';
import {
  FILE_FIELD,
  fileIdParams,
  type FileIdParams,
  fileMessages,
  FILES_FIELD,
  MAX_FILES_PER_UPLOAD,
  type UploadedFile,
  uploadedFileSchema,
  uploadedFilesSchema,
} from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn } from '../../platform/access/access.decorators.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { Validate } from '../../platform/validation/validate.decorator.js';
import { FilesService } from './files.service.js';
import { readFileParts } from './uploads.js';

/**
 * Files (spec 2 §7.3): temporary uploads, download and delete. Any signed-in user of a kindergarten: what a file
 * may be used for is decided by the record that claims it (docs/files.md).
 */
@Controller('files')
export class FilesController {
  private readonly one: { maxBytes: number; maxFiles: number; tooMany: string };
  private readonly many: { maxBytes: number; maxFiles: number; tooMany: string };

  constructor(
    private readonly files: FilesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.one = { maxBytes: config.uploadLimitBytes, maxFiles: 1, tooMany: fileMessages.tooMany };
    this.many = { maxBytes: config.uploadLimitBytes, maxFiles: MAX_FILES_PER_UPLOAD, tooMany: fileMessages.tooMany };
  }

  /** One temporary file: multipart field `file`. */
  @Post('temp/upload')
  @HttpCode(200)
  @SignedIn()
  @Validate({ response: uploadedFileSchema })
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<UploadedFile> {
    return (await this.files.uploadTemporary(user, await readFileParts(request, FILE_FIELD, this.one)))[0]!;
  }

  /** The same call as `temp/upload`, at the address spec 2 §7.3 also lists (`files/temp/`). */
  @Post('temp')
  @HttpCode(200)
  @SignedIn()
  @Validate({ response: uploadedFileSchema })
  async uploadAtRoot(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<UploadedFile> {
    return (await this.files.uploadTemporary(user, await readFileParts(request, FILE_FIELD, this.one)))[0]!;
  }

  /** Up to MAX_FILES_PER_UPLOAD temporary files: multipart field `files`; all or none. */
  @Post('temp/multiple/upload')
  @HttpCode(200)
  @SignedIn()
  @Validate({ response: uploadedFilesSchema })
  async uploadMany(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<UploadedFile[]> {
    return this.files.uploadTemporary(user, await readFileParts(request, FILES_FIELD, this.many));
  }

  /** The file itself (not in the spec's list: the download every attachment needs). */
  @Get(':id')
  @SignedIn()
  @Validate({ params: fileIdParams })
  download(@CurrentUser() user: AuthUser, @Param() params: FileIdParams): Promise<StreamableFile> {
    return this.files.download(user, params.id);
  }

  @Delete(':id')
  @HttpCode(204)
  @SignedIn()
  @Validate({ params: fileIdParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: FileIdParams): Promise<void> {
    return this.files.remove(user, params.id);
  }
}
