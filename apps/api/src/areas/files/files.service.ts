import { Injectable, type OnModuleInit, StreamableFile } from '@nestjs/common';
import {
  attachmentDisposition,
  fileMessages,
  type Resource,
  safeFileName,
  type StoredFileType,
  storedFileTypes,
  TEMP_FILE_TTL_HOURS,
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

/** Removes a temporary file that no record claimed in time. */
const EXPIRE_QUEUE = 'files.expire';
/** Removes a deleted file's content once the deletion has committed. */
const REMOVE_CONTENT_QUEUE = 'files.remove-content';

/** The record a file belongs to once claimed: its resource (for the access check) and its id. */
export interface FileOwner {
  resource: Resource;
  id: number;
}

/** Whether the user reaches the record `ownerId` (a parent their own child's, a teacher their groups'). */
export type FileOwnerReach = (user: AuthUser, ownerId: number) => Promise<boolean>;

interface FileRow {
  id: string;
  fileName: string;
  contentType: StoredFileType;
  size: string;
  storageKey: string;
  uploadedBy: number;
  ownerResource: Resource | null;
  ownerId: number | null;
  expiresAt: Date | null;
}

const COLUMNS = `id, file_name AS "fileName", content_type AS "contentType", size_bytes AS size, storage_key AS "storageKey",
  uploaded_by AS "uploadedBy", owner_resource AS "ownerResource", owner_id AS "ownerId", expires_at AS "expiresAt"`;

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
      const [row] = await this.db.manager.query(
        `INSERT INTO stored_files (kindergarten_id, uploaded_by, file_name, content_type, size_bytes, storage_key, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))
         RETURNING id, file_name AS "fileName", content_type AS "contentType", size_bytes::int AS size, expires_at AS "expiresAt"`,
        [
          kindergartenId,
          user.userId,
          storedFileName(part.fileName, part.type),
          part.type,
          part.data.length,
          key,
          TEMP_FILE_TTL_HOURS,
        ],
      );
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

  private async assertReachesOwner(user: AuthUser, file: FileRow): Promise<void> {
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
  async remove(user: AuthUser, id: string): Promise<void> {
    const file = await this.find(user, id, true);
    if (file.ownerResource === null) {
      if (file.uploadedBy !== user.userId) throw new NotFoundError(fileMessages.notFound);
    } else {
      assertAllowed(user, file.ownerResource, 'update');
    }
    await this.deleteRows(this.db.manager, [file]);
  }

  /**
   * Makes the user's temporary uploads `ids` permanent files of `owner` — in the caller's transaction, so the record
   * and its files are saved together. Unknown, expired, foreign or already claimed ids: 400 on `field`.
   */
  async claim(manager: EntityManager, user: AuthUser, ids: string[], owner: FileOwner, field = 'fileIds'): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const [rows]: [{ id: string }[], number] = await manager.query(
      `UPDATE stored_files SET owner_resource = $3, owner_id = $4, expires_at = NULL
        WHERE id = ANY($1::uuid[]) AND uploaded_by = $2 AND kindergarten_id = $5 AND owner_resource IS NULL AND expires_at > now()
        RETURNING id`,
      [unique, user.userId, owner.resource, owner.id, user.kindergartenId],
    );
    if (rows.length !== unique.length) throw new BadInputError(fileMessages.notFound, { [field]: [fileMessages.notFound] });
  }

  /** Deletes the files of `owner` except `keep` (a record saved with fewer attachments, or deleted: `keep` empty). */
  async releaseExcept(manager: EntityManager, owner: FileOwner, keep: string[] = []): Promise<void> {
    const rows: FileRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM stored_files WHERE owner_resource = $1 AND owner_id = $2 AND NOT (id = ANY($3::uuid[])) FOR UPDATE`,
      [owner.resource, owner.id, keep],
    );
    await this.deleteRows(manager, rows);
  }

  /** The expiry job: removes the file when it is still temporary and past its time. */
  private async expire(id: string): Promise<void> {
    const key = await this.db.system(async (manager) => {
      const [rows]: [{ storage_key: string }[], number] = await manager.query(
        `DELETE FROM stored_files WHERE id = $1 AND owner_resource IS NULL AND expires_at <= now() RETURNING storage_key`,
        [id],
      );
      return rows[0]?.storage_key;
    });
    if (key) await this.storage.remove(key);
  }

  private async deleteRows(manager: EntityManager, rows: Pick<FileRow, 'id' | 'storageKey'>[]): Promise<void> {
    if (!rows.length) return;
    await manager.query(`DELETE FROM stored_files WHERE id = ANY($1::uuid[])`, [rows.map((row) => row.id)]);
    for (const row of rows) await this.jobs.enqueue(REMOVE_CONTENT_QUEUE, { storageKey: row.storageKey }, { manager });
  }

  /** A file of the user's selected kindergarten (row-level security keeps the others out; the condition says so too). */
  private async find(user: AuthUser, id: string, forUpdate = false): Promise<FileRow> {
    const [row] = await this.db.manager.query(
      `SELECT ${COLUMNS} FROM stored_files WHERE id = $1 AND kindergarten_id = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id, this.kindergartenOf(user)],
    );
    if (!row) throw new NotFoundError(fileMessages.notFound);
    return row;
  }

  private kindergartenOf(user: AuthUser): number {
    if (user.kindergartenId === null) throw new ForbiddenError(fileMessages.noKindergarten);
    return user.kindergartenId;
  }
}
