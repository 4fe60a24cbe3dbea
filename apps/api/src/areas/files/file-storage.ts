import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';

/**
 * The content of stored files on disk under `AppConfig.filesDir`, each in a file named by a random key (two levels
 * of folders by its first characters). Nothing here is reachable by URL: downloads go through FilesService.
 */
@Injectable()
export class FileStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.filesDir);
  }

  newKey(): string {
    return randomBytes(16).toString('hex');
  }

  async write(key: string, data: Buffer): Promise<void> {
    const folder = this.folderOf(key);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await writeFile(join(folder, key), data, { flag: 'wx', mode: 0o600 });
  }

  read(key: string): ReadStream {
    return createReadStream(join(this.folderOf(key), key));
  }

  /** Removes the content; a missing file is not an error (a retried job, a rolled-back upload). */
  async remove(key: string): Promise<void> {
    await rm(join(this.folderOf(key), key), { force: true });
  }

  private folderOf(key: string): string {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new Error(`Invalid storage key ${key}`);
    return join(this.root, key.slice(0, 2), key.slice(2, 4));
  }
}
