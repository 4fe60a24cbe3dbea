import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import type { TenantScope } from '../database/tenant-scope.js';
import type { DataTopic } from './cache-topics.js';
import { ByteBoundedLru } from './lru.js';

/** The current data version of a kindergarten's topic (migrations/1795300023000-DataVersions.ts). */
export const DATA_VERSION_SQL = `SELECT data_version($1, $2)::text AS version`;
/** The versions of several topics of a kindergarten in one statement, in the order given, joined by dots. */
export const DATA_VERSIONS_SQL = `SELECT string_agg(data_version($1, t)::text, '.' ORDER BY i) AS version
  FROM unnest($2::text[]) WITH ORDINALITY AS u(t, i)`;

/**
 * An answer that also changes with the clock (an event that ends, a poll that expires): `at` (epoch milliseconds) is
 * the first moment it may differ. The entry is used before that moment only; the JSON sent is `value`.
 */
export class Expiring<T> {
  constructor(
    readonly value: T,
    readonly at: number | null,
  ) {}
}

/**
 * What identifies one cached answer. `scope` must name everything about the viewer the answer depends on: two
 * viewers share an entry only when their answers are provably the same (docs/ARCHITECTURE.md, "Data versions and
 * the versioned cache"); `key` names the resource and its parameters (and the Sofia day when the answer uses it).
 */
export interface VersionedKey {
  kindergartenId: number;
  /** The topic, or several when the answer reads the tables of more than one (the entry is current while all are). */
  topic: DataTopic | readonly DataTopic[];
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
  /** Epoch milliseconds from which the entry is stale whatever the version (`Expiring`); null: never. */
  expiresAt: number | null;
  etag: string;
  body: Buffer;
  gzip: Buffer | null;
  bytes: number;
}

/**
 * Per-user entries (badge counters, the dashboard's own part: a few hundred bytes each) come one or two per signed-in
 * user, so the entry bound is generous and the byte bound is what limits the large ones (grids, dashboards).
 */
export const VERSIONED_CACHE_MAX_ENTRIES = 50_000;
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

  /** The current version of a kindergarten's topic, or of its topics (committed writes only). */
  async version(kindergartenId: number, topic: DataTopic | readonly DataTopic[]): Promise<string> {
    const [row] =
      typeof topic === 'string'
        ? await this.db.preparedAsOwner<{ version: string }>('data-version', DATA_VERSION_SQL, [kindergartenId, topic])
        : await this.db.preparedAsOwner<{ version: string }>('data-versions', DATA_VERSIONS_SQL, [kindergartenId, topic]);
    return row!.version;
  }

  /**
   * The versions of several topics in one statement, for an answer made of entries of different topics (pass each
   * entry its `of(topic or topics)` as `json`'s `version`): one round trip instead of one per entry.
   */
  async versions(
    kindergartenId: number,
    topics: readonly DataTopic[],
  ): Promise<{ of: (topic: DataTopic | readonly DataTopic[]) => string }> {
    const parts = (await this.version(kindergartenId, topics)).split('.');
    const byTopic = new Map(topics.map((topic, index) => [topic, parts[index]!]));
    const one = (topic: DataTopic): string => {
      const version = byTopic.get(topic);
      if (version === undefined) throw new Error(`topic ${topic} was not read`);
      return version;
    };
    // The same text `version()` gives for these topics: one number, or the numbers joined with '.' in their order.
    return { of: (topic) => (typeof topic === 'string' ? one(topic) : topic.map(one).join('.')) };
  }

  /**
   * The answer of `key` for a viewer whose tenant scope is `scope`: from this process's entry while the data version
   * is unchanged, else `compute()` in a tenant transaction of `scope`. Errors (404 of an access check) are not stored.
   * `version`: the key's current version when the caller read it already (`versions`).
   */
  async json(
    scope: TenantScope,
    key: VersionedKey,
    ifNoneMatch: string | undefined,
    compute: () => Promise<unknown>,
    version?: string,
  ): Promise<VersionedAnswer> {
    version ??= await this.version(key.kindergartenId, key.topic);
    const topics = typeof key.topic === 'string' ? key.topic : key.topic.join('+');
    const id = `${key.kindergartenId}\u0000${topics}\u0000${key.scope}\u0000${key.key}`;
    let entry = this.entries.get(id);
    if (entry?.version === version && (entry.expiresAt === null || Date.now() < entry.expiresAt)) {
      this.stats.hits++;
    } else {
      this.stats.misses++;
      // The version was read before computing: the answer is at least as new as it, never older.
      const answer = await this.db.tenant(scope, compute);
      const expiring = answer instanceof Expiring ? answer : null;
      const body = Buffer.from(JSON.stringify(expiring ? expiring.value : answer));
      // The body is part of the ETag: an entry computed again after its expiry, at the same version, may differ.
      const etag = `"${createHash('sha256').update(`${version}\u0000${id}\u0000`).update(body).digest('base64url').slice(0, 27)}"`;
      entry = { version, expiresAt: expiring?.at ?? null, etag, body, gzip: null, bytes: body.length + id.length * 2 + 128 };
      this.entries.set(id, entry);
    }
    return this.answer(id, entry, ifNoneMatch);
  }

  /**
   * One answer made of several current answers of this viewer (`VersionedCache.json` of each part, asked without
   * If-None-Match): its ETag is derived from theirs, so it is current while every part is, and the JSON `merge` makes
   * of their bodies is kept per that ETag (merged once, not per request).
   */
  combined(parts: VersionedAnswer[], ifNoneMatch: string | undefined, merge: (bodies: Buffer[]) => unknown): VersionedAnswer {
    const etag = `"${createHash('sha256')
      .update(parts.map((part) => part.etag).join('\u0000'))
      .digest('base64url')
      .slice(0, 27)}"`;
    if (etagMatches(ifNoneMatch, etag)) return { etag, body: null };
    const id = `\u0001combined\u0000${etag}`;
    let entry = this.entries.get(id);
    if (!entry) {
      const body = Buffer.from(JSON.stringify(merge(parts.map((part) => part.body!))));
      entry = { version: etag, expiresAt: null, etag, body, gzip: null, bytes: body.length + id.length * 2 + 128 };
      this.entries.set(id, entry);
    }
    return this.answer(id, entry, ifNoneMatch);
  }

  /** The stored entry as an answer: 304 when the client named its ETag, else its bytes (gzipped once, on demand). */
  private answer(id: string, stored: Entry, ifNoneMatch: string | undefined): VersionedAnswer {
    if (etagMatches(ifNoneMatch, stored.etag)) return { etag: stored.etag, body: null };
    const gzipped = (): Buffer => {
      if (!stored.gzip) {
        stored.gzip = gzipSync(stored.body, { level: 4 });
        this.entries.set(id, { ...stored, bytes: stored.bytes + stored.gzip.length });
      }
      return stored.gzip;
    };
    return { etag: stored.etag, body: stored.body, gzipped };
  }
}
