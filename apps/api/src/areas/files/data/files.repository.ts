import { Injectable } from '@nestjs/common';
import { type Resource, type StoredFileType, TEMP_FILE_TTL_HOURS } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { Db } from '../../../platform/database/db.service.js';
import { SqlExpression, sqlOf } from '../../../platform/database/sql.js';
import { FILE_COLUMNS } from './files.sql.js';

/** A stored file as the service checks and serves it. */
export interface StoredFileRow {
  id: string;
  fileName: string;
  contentType: StoredFileType;
  /** bigint: as text. */
  size: string;
  storageKey: string;
  uploadedBy: number;
  ownerResource: Resource | null;
  ownerId: number | null;
  expiresAt: Date | null;
}

/** A new temporary file's columns. */
export interface TemporaryFileColumns {
  kindergarten_id: number;
  uploaded_by: number;
  file_name: string;
  content_type: StoredFileType;
  size_bytes: number;
  storage_key: string;
}

/** What an upload answers with: the temporary file and when it expires. */
export interface TemporaryFileRow {
  id: string;
  fileName: string;
  contentType: StoredFileType;
  size: number;
  expiresAt: Date;
}

/** The record a file belongs to once claimed: its resource (for the access check) and its id. */
export interface FileOwner {
  resource: Resource;
  id: number;
}

/** A temporary file lives TEMP_FILE_TTL_HOURS from its upload unless a record claims it. */
const TEMPORARY_UNTIL = new SqlExpression(`now() + make_interval(hours => ${TEMP_FILE_TTL_HOURS})`);

/**
 * The statements of stored files (docs/files.md); every row typed. Claims and releases run in the caller's
 * transaction (`manager`: the record and its files are saved together); the rest in the request's.
 */
@Injectable()
export class FilesRepository {
  constructor(private readonly db: Db) {}

  insertTemporary(columns: TemporaryFileColumns): Promise<TemporaryFileRow> {
    return this.db.sql.insert<TemporaryFileRow>(
      'stored_files',
      { ...columns, expires_at: TEMPORARY_UNTIL },
      `id, file_name AS "fileName", content_type AS "contentType", size_bytes::int AS size, expires_at AS "expiresAt"`,
    );
  }

  /** A file of the kindergarten (row-level security keeps the others out; the condition says so too). */
  find(kindergartenId: number, id: string, forUpdate: boolean): Promise<StoredFileRow | undefined> {
    return this.db.sql.maybe<StoredFileRow>(
      `SELECT ${FILE_COLUMNS} FROM stored_files WHERE id = $1 AND kindergarten_id = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id, kindergartenId],
    );
  }

  /** Makes the user's unexpired temporary files `ids` the owner's; answers the ids it claimed. */
  claim(
    manager: EntityManager,
    ids: string[],
    user: { userId: number; kindergartenId: number | null },
    owner: FileOwner,
  ): Promise<{ id: string }[]> {
    return sqlOf(manager).many<{ id: string }>(
      `UPDATE stored_files SET owner_resource = $3, owner_id = $4, expires_at = NULL
        WHERE id = ANY($1::uuid[]) AND uploaded_by = $2 AND kindergarten_id = $5 AND owner_resource IS NULL AND expires_at > now()
        RETURNING id`,
      [ids, user.userId, owner.resource, owner.id, user.kindergartenId],
    );
  }

  /** The owner's files except `keep`, locked for their deletion. */
  ownedExcept(manager: EntityManager, owner: FileOwner, keep: string[]): Promise<StoredFileRow[]> {
    return sqlOf(manager).many<StoredFileRow>(
      `SELECT ${FILE_COLUMNS} FROM stored_files WHERE owner_resource = $1 AND owner_id = $2 AND NOT (id = ANY($3::uuid[])) FOR UPDATE`,
      [owner.resource, owner.id, keep],
    );
  }

  /** Deletes the file when it is still temporary and past its time; answers its content's key then. */
  async deleteExpired(manager: EntityManager, id: string): Promise<string | undefined> {
    const row = await sqlOf(manager).maybe<{ storage_key: string }>(
      `DELETE FROM stored_files WHERE id = $1 AND owner_resource IS NULL AND expires_at <= now() RETURNING storage_key`,
      [id],
    );
    return row?.storage_key;
  }

  async delete(manager: EntityManager, ids: string[]): Promise<void> {
    await sqlOf(manager).exec(`DELETE FROM stored_files WHERE id = ANY($1::uuid[])`, [ids]);
  }
}
