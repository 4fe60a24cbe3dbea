import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import type { TenantScope } from '../database/tenant-scope.js';
import { ByteBoundedLru } from './lru.js';

/** The current data version of a kindergarten's topic (migrations/1795300023000-DataVersions.ts). */
export const DATA_VERSION_SQL = `SELECT data_version($1, $2)::text AS version`;

/** Topics of the data versions: one per family of answers, each bumped by the triggers of the tables it reads. */
export type DataTopic = 'attendance';

/**
 * What identifies one cached answer. `scope` must name everything about the viewer the answer depends on: two
 * viewers share an entry only when their answers are provably the same (docs/ARCHITECTURE.md, "Data versions and
 * the versioned cache"); `key` names the resource and its parameters (and the Sofia day when the answer uses it).
 */
export interface VersionedKey {
  kindergartenId: number;
  topic: DataTopic;
  key: string;
  scope: string;
}

/** An answer as serialized JSON with its ETag; `body` null means the client's copy is current (304). */
export interface VersionedAnswer {
  etag: string;
  body: Buffer | null;
  /** The body gzipped, made once per entry on the first request that accepts it. */
  gzipped?: () => Buffer;
}

interface Entry {
  version: string;
  etag: string;
  body: Buffer;
  gzip: Buffer | null;
  bytes: number;
}

export const VERSIONED_CACHE_MAX_ENTRIES = 4000;
export const VERSIONED_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** True when an If-None-Match header names the ETag (a list, weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/**
 * Answers that have not changed are not computed again: serialized JSON kept in this process (LRU bounded by entries
 * and bytes) with the data version it was computed at. A lookup reads the current version with one prepared
 * statement (no transaction: `data_version()` is the only thing read) and sends the stored bytes while the version is
 * the same; otherwise it computes in a tenant transaction of the viewer's scope (with every access check of the
 * computation), stores and sends. The handler is marked `@VersionedJson()`, which also tells the request's tenant
 * transaction to stay closed. Several API processes stay correct: the version lives in PostgreSQL and is bumped in the
 * writing transaction; it is read before the computation starts, so an entry is never older than its version.
 *
 * A 304 is answered only from an entry of this process at the current version, i.e. after this viewer's key passed the
 * computation's access checks at that version; a client's ETag alone never skips them.
 */
@Injectable()
export class VersionedCache {
  private readonly entries = new ByteBoundedLru<Entry>(VERSIONED_CACHE_MAX_ENTRIES, VERSIONED_CACHE_MAX_BYTES);
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly db: Db) {}

  /** The current version of a kindergarten's topic (committed writes only). */
  async version(kindergartenId: number, topic: DataTopic): Promise<string> {
    const [row] = await this.db.preparedAsOwner<{ version: string }>('data-version', DATA_VERSION_SQL, [kindergartenId, topic]);
    return row!.version;
  }

  /**
   * The answer of `key` for a viewer whose tenant scope is `scope`: from this process's entry while the data version
   * is unchanged, else `compute()` in a tenant transaction of `scope`. Errors (404 of an access check) are not stored.
   */
  async json(
    scope: TenantScope,
    key: VersionedKey,
    ifNoneMatch: string | undefined,
    compute: () => Promise<unknown>,
  ): Promise<VersionedAnswer> {
    const version = await this.version(key.kindergartenId, key.topic);
    const id = `${key.kindergartenId}\u0000${key.topic}\u0000${key.scope}\u0000${key.key}`;
    let entry = this.entries.get(id);
    if (entry?.version === version) {
      this.stats.hits++;
    } else {
      this.stats.misses++;
      // The version was read before computing: the answer is at least as new as it, never older.
      const body = Buffer.from(JSON.stringify(await this.db.tenant(scope, compute)));
      const etag = `"${createHash('sha256').update(`${version}\u0000${id}`).digest('base64url').slice(0, 27)}"`;
      entry = { version, etag, body, gzip: null, bytes: body.length + id.length * 2 + 128 };
      this.entries.set(id, entry);
    }
    if (etagMatches(ifNoneMatch, entry.etag)) return { etag: entry.etag, body: null };
    const stored = entry;
    const gzipped = (): Buffer => {
      if (!stored.gzip) {
        stored.gzip = gzipSync(stored.body, { level: 4 });
        this.entries.set(id, { ...stored, bytes: stored.bytes + stored.gzip.length });
      }
      return stored.gzip;
    };
    return { etag: entry.etag, body: entry.body, gzipped };
  }
}
