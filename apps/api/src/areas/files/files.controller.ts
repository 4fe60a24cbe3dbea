import { Controller, Inject, Param, Req } from '@nestjs/common';
import {
  FILE_FIELD,
  fileMessages,
  FILES_FIELD,
  filesRoutes as routes,
  MAX_FILES_PER_UPLOAD,
  type RouteParams,
} from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../platform/access/access.decorators.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { Route } from '../../platform/routes/route.decorator.js';
import { FilesService } from './files.service.js';
import { readFileParts } from './uploads.js';

/**
 * Files (spec 2 §7.3): temporary uploads, download and delete. Any signed-in user of a kindergarten: what a file
 * may be used for is decided by the record that claims it (docs/files.md).
 */
@Controller()
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
  @Route(routes.upload)
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return (await this.files.uploadTemporary(user, await readFileParts(request, FILE_FIELD, this.one)))[0]!;
  }

  /** The same call as `temp/upload`, at the address spec 2 §7.3 also lists (`files/temp/`). */
  @Route(routes.uploadAtRoot)
  async uploadAtRoot(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return (await this.files.uploadTemporary(user, await readFileParts(request, FILE_FIELD, this.one)))[0]!;
  }

  /** Up to MAX_FILES_PER_UPLOAD temporary files: multipart field `files`; all or none. */
  @Route(routes.uploadMany)
  async uploadMany(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.files.uploadTemporary(user, await readFileParts(request, FILES_FIELD, this.many));
  }

  /** The file itself (not in the spec's list: the download every attachment needs). */
  @Route(routes.download)
  download(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.download>) {
    return this.files.download(user, params.id);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.files.remove(user, params.id);
  }
}
