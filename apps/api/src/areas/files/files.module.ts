import { Module } from '@nestjs/common';
import { AvatarsController } from './avatars.controller.js';
import { AvatarsService } from './avatars.service.js';
import { AvatarsRepository } from './data/avatars.repository.js';
import { FilesRepository } from './data/files.repository.js';
import { FileStorage } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';

/** Avatars and stored files; other areas import it for `FilesService.claim` (docs/files.md). */
@Module({
  controllers: [AvatarsController, FilesController],
  providers: [AvatarsService, FilesService, FileStorage, AvatarsRepository, FilesRepository],
  exports: [FilesService],
})
export class FilesModule {}
