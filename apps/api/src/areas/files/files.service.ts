import { Injectable, type OnModuleInit, StreamableFile } from '@nestjs/common';
import {
  attachmentDisposition,
  fileMessages,
  type Resource,
  safeFileName,
  type StoredFileType,
  storedFileTypes,
  type UploadedFile,
} from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { assertAllowed } from '../../platform/access/access.guard.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { Db } from '../../platform/database/db.service.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { FileStorage } from './file-storage.js';
import { sniffStoredFileType } from './file-type.js';
import type { UploadedPart } from './uploads.js';
import { type FileOwner, FilesRepository, type StoredFileRow } from './data/files.repository.js';

/** Removes a temporary file that no record claimed in time. */
const EXPIRE_QUEUE = 'files.expire';
/** Removes a deleted file's content once the deletion has committed. */
const REMOVE_CONTENT_QUEUE = 'files.remove-content';

/** Whether the user reaches the record `ownerId` (a parent their own child's, a teacher their groups'). */
export type FileOwnerReach = (user: AuthUser, ownerId: number) => Promise<boolean>;

/** The stored name: the browser's name without path or unsafe characters, with the extension of the real type. */
export function storedFileName(name: string, type: StoredFileType): string {
  const base = safeFileName(name.split(/[/\\]/).pop() ?? '').replace(/\.[^.\s]{1,8}$/, '');
  const extension = `.${storedFileTypes[type].extension}`;
  return `${(base || 'файл').slice(0, 120 - extension.length).trim()}${extension}`;
}

/**
 * Files (spec 2 §7.3 "Files"; docs/files.md): an upload is a temporary file of its uploader in the selected
 * kindergarten, removed after TEMP_FILE_TTL_HOURS unless a record claims it (`claim`, called by the area that saves
 * the record, in the same transaction), which makes it permanent and ties it to that record's resource.
 */
@Injectable()
export class FilesService implements OnModuleInit {
  private readonly reaches = new Map<Resource, FileOwnerReach>();

  constructor(
    private readonly db: Db,
    private readonly files: FilesRepository,
    private readonly storage: FileStorage,
    private readonly jobs: JobsService,
  ) {}

  /**
   * The area that claims files for `resource` says who reaches one of its records, readers of every group included.
   * Without it, only readers of every group (upper-case R) download the resource's files: read on the resource alone
   * (a parent's or a teacher's) does not say whose record it is.
   */
  registerOwnerReach(resource: Resource, reach: FileOwnerReach): void {
    this.reaches.set(resource, reach);
  }

  onModuleInit(): void {
    this.jobs.register<{ id: string }>(EXPIRE_QUEUE, (payload) => this.expire(payload.id));
    this.jobs.register<{ storageKey: string }>(REMOVE_CONTENT_QUEUE, (payload) => this.storage.remove(payload.storageKey));
  }

  /** Stores the uploaded files as temporary files of the user (all or none: the request's transaction). */
  async uploadTemporary(user: AuthUser, parts: UploadedPart[]): Promise<UploadedFile[]> {
    const kindergartenId = this.kindergartenOf(user);
    const typed = parts.map((part) => {
      const type = sniffStoredFileType(part.data);
      if (!type) throw new BadInputError(fileMessages.type, { file: [fileMessages.type] });
      return { ...part, type };
    });
    const stored: UploadedFile[] = [];
    for (const part of typed) {
      const key = this.storage.newKey();
      await this.storage.write(key, part.data);
      const row = await this.files.insertTemporary({
        kindergarten_id: kindergartenId,
        uploaded_by: user.userId,
        file_name: storedFileName(part.fileName, part.type),
        content_type: part.type,
        size_bytes: part.data.length,
        storage_key: key,
      });
      // The content is removed with the row when the upload is not claimed; a job rolled back with a failed request
      // leaves only an orphan content file, never a row without content.
      await this.jobs.enqueue(EXPIRE_QUEUE, { id: row.id }, { runAt: new Date(row.expiresAt.getTime() + 1000) });
      stored.push({ ...row, expiresAt: row.expiresAt.toISOString() });
    }
    return stored;
  }

  /** The file's content as a download: a temporary file only for its uploader, a claimed one for readers of its record. */
  async download(user: AuthUser, id: string): Promise<StreamableFile> {
    const file = await this.find(user, id);
    if (file.ownerResource === null) {
      if (file.uploadedBy !== user.userId) throw new NotFoundError(fileMessages.notFound);
    } else {
      await this.assertReachesOwner(user, file);
    }
    return new StreamableFile(this.storage.read(file.storageKey), {
      type: file.contentType,
      disposition: attachmentDisposition(file.fileName),
      length: Number(file.size),
    });
  }

  private async assertReachesOwner(user: AuthUser, file: StoredFileRow): Promise<void> {
    const resource = file.ownerResource!;
    const entry = user.access.find((item) => item.resource === resource && item.read);
    if (!entry) throw new ForbiddenError();
    // The owning area decides, also for readers of every group: upper-case R on messages lets a storekeeper write to
    // everyone, it does not make other people's messages (and their files) theirs.
    const reach = this.reaches.get(resource);
    const reaches = reach ? await reach(user, file.ownerId!) : entry.canView;
    if (!reaches) throw new NotFoundError(fileMessages.notFound);
  }

  /** Deletes the user's own temporary file, or a claimed file of a record the user may update. */
  async remove(user: AuthUser, id: string): Promise<undefined> {
    const file = await this.find(user, id, true);
    if (file.ownerResource === null) {
      if (file.uploadedBy !== user.userId) throw new NotFoundError(fileMessages.notFound);
    } else {
      assertAllowed(user, file.ownerResource, 'update');
    }
    await this.deleteRows(this.db.manager, [file]);
    return undefined;
  }

  /**
   * Makes the user's temporary uploads `ids` permanent files of `owner` — in the caller's transaction, so the record
   * and its files are saved together. Unknown, expired, foreign or already claimed ids: 400 on `field`.
   */
  async claim(manager: EntityManager, user: AuthUser, ids: string[], owner: FileOwner, field = 'fileIds'): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const rows = await this.files.claim(manager, unique, user, owner);
    if (rows.length !== unique.length) throw new BadInputError(fileMessages.notFound, { [field]: [fileMessages.notFound] });
  }

  /** Deletes the files of `owner` except `keep` (a record saved with fewer attachments, or deleted: `keep` empty). */
  async releaseExcept(manager: EntityManager, owner: FileOwner, keep: string[] = []): Promise<void> {
    const rows = await this.files.ownedExcept(manager, owner, keep);
    await this.deleteRows(manager, rows);
  }

  /** The expiry job: removes the file when it is still temporary and past its time. */
  private async expire(id: string): Promise<void> {
    const key = await this.db.system((manager) => this.files.deleteExpired(manager, id));
    if (key) await this.storage.remove(key);
  }

  private async deleteRows(manager: EntityManager, rows: Pick<StoredFileRow, 'id' | 'storageKey'>[]): Promise<void> {
    if (!rows.length) return;
    await this.files.delete(
      manager,
      rows.map((row) => row.id),
    );
    for (const row of rows) await this.jobs.enqueue(REMOVE_CONTENT_QUEUE, { storageKey: row.storageKey }, { manager });
  }

  /** A file of the user's selected kindergarten (row-level security keeps the others out; the condition says so too). */
  private async find(user: AuthUser, id: string, forUpdate = false): Promise<StoredFileRow> {
    const row = await this.files.find(this.kindergartenOf(user), id, forUpdate);
    if (!row) throw new NotFoundError(fileMessages.notFound);
    return row;
  }

  private kindergartenOf(user: AuthUser): number {
    if (user.kindergartenId === null) throw new ForbiddenError(fileMessages.noKindergarten);
    return user.kindergartenId;
  }
}
