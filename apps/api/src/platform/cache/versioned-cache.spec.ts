import { gunzipSync } from 'node:zlib';
import type { Db } from '../database/db.service.js';
import type { TenantScope } from '../database/tenant-scope.js';
import { ByteBoundedLru } from './lru.js';
import { etagMatches, Expiring, VersionedCache, type VersionedKey } from './versioned-cache.js';

const sized = (bytes: number) => ({ bytes });

describe('ByteBoundedLru', () => {
  it('evicts the least recently used entries beyond the entry and byte bounds', () => {
    const lru = new ByteBoundedLru<{ bytes: number }>(3, 100);
    lru.set('a', sized(10));
    lru.set('b', sized(10));
    lru.set('c', sized(10));
    lru.get('a');
    lru.set('d', sized(10));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(3);
    lru.set('e', sized(90));
    expect([lru.get('c'), lru.get('a'), lru.get('d')]).toEqual([undefined, undefined, sized(10)]);
    expect(lru.bytes).toBe(100);
    lru.set('huge', sized(101));
    expect(lru.get('huge')).toBeUndefined();
    lru.set('e', sized(5));
    expect(lru.bytes).toBe(15);
  });
});

describe('etagMatches', () => {
  it('accepts the tag in a list, weak or strong, and *; nothing else', () => {
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('VersionedCache', () => {
  let version = '1';
  const db = {
    preparedAsOwner: async () => [{ version }],
    tenant: (_scope: TenantScope, work: () => Promise<unknown>) => work(),
  } as unknown as Db;
  const scope: TenantScope = {
    userId: 1,
    kindergartenId: 7,
    readableKindergartenIds: [],
    readAll: false,
    allKindergartens: false,
  };
  const key = (scope: string): VersionedKey => ({ kindergartenId: 7, topic: 'attendance', key: 'grid/1', scope });

  it('computes once per version and scope, answers the stored bytes and 304 for the current ETag only', async () => {
    const cache = new VersionedCache(db);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const first = await cache.json(scope, key('all:write'), undefined, compute);
    expect(JSON.parse(first.body!.toString())).toEqual({ n: 1 });
    const hit = await cache.json(scope, key('all:write'), undefined, compute);
    expect(hit.body).toBe(first.body);
    expect(gunzipSync(hit.gzipped!()).equals(first.body!)).toBe(true);
    expect((await cache.json(scope, key('all:write'), undefined, compute)).gzipped!()).toBe(hit.gzipped!());
    expect(await cache.json(scope, key('all:write'), first.etag, compute)).toEqual({ etag: first.etag, body: null });
    const parent = await cache.json(scope, key('parent:5'), first.etag, compute);
    expect(JSON.parse(parent.body!.toString())).toEqual({ n: 2 });
    expect(parent.etag).not.toBe(first.etag);
    version = '2';
    const changed = await cache.json(scope, key('all:write'), first.etag, compute);
    expect(JSON.parse(changed.body!.toString())).toEqual({ n: 3 });
    expect(changed.etag).not.toBe(first.etag);
    expect(cache.stats).toEqual({ hits: 3, misses: 3 });
  });

  it('stores nothing when the computation fails (an access check refused)', async () => {
    const cache = new VersionedCache(db);
    await expect(cache.json(scope, key('teacher:1'), undefined, () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect((await cache.json(scope, key('teacher:1'), undefined, async () => ({ ok: true }))).body).not.toBeNull();
    expect(cache.stats.misses).toBe(2);
  });

  it('computes again once an expiring answer reaches its moment, with a new ETag when the answer changed', async () => {
    const cache = new VersionedCache(db);
    let computed = 0;
    let at: number | null = Date.now() + 60_000;
    const compute = async () => new Expiring({ n: ++computed }, at);
    const first = await cache.json(scope, key('user:1'), undefined, compute);
    expect(JSON.parse(first.body!.toString())).toEqual({ n: 1 });
    expect((await cache.json(scope, key('user:1'), first.etag, compute)).body).toBeNull();
    at = Date.now() - 1;
    const expired = await cache.json(scope, key('user:2'), undefined, compute);
    const again = await cache.json(scope, key('user:2'), expired.etag, compute);
    expect(JSON.parse(again.body!.toString())).toEqual({ n: 3 });
    expect(again.etag).not.toBe(expired.etag);
    at = null;
    const never = await cache.json(scope, key('user:3'), undefined, compute);
    expect((await cache.json(scope, key('user:3'), never.etag, compute)).body).toBeNull();
    expect(cache.stats).toEqual({ hits: 2, misses: 4 });
  });

  it('reads the versions of several topics in one statement and keys them apart from one topic', async () => {
    const asked: unknown[][] = [];
    const multi = {
      ...db,
      preparedAsOwner: async (name: string, _text: string, values: unknown[]) => {
        asked.push([name, ...values]);
        return [{ version: name === 'data-versions' ? '4.9' : '4' }];
      },
      tenant: db.tenant,
    } as unknown as Db;
    const cache = new VersionedCache(multi);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const both: VersionedKey = { kindergartenId: 7, topic: ['communication', 'staff'], key: 'home', scope: 'user:1' };
    await cache.json(scope, both, undefined, compute);
    await cache.json(scope, both, undefined, compute);
    await cache.json(scope, { ...both, topic: 'communication' }, undefined, compute);
    expect(asked).toEqual([
      ['data-versions', 7, ['communication', 'staff']],
      ['data-versions', 7, ['communication', 'staff']],
      ['data-version', 7, 'communication'],
    ]);
    expect(computed).toBe(2);
  });

  it('reads the versions of entries of different topics in one statement and gives each entry its own', async () => {
    const asked: unknown[][] = [];
    let stored = '3.5.8';
    const multi = {
      ...db,
      preparedAsOwner: async (name: string, _text: string, values: unknown[]) => {
        asked.push([name, ...values]);
        return [{ version: stored }];
      },
      tenant: db.tenant,
    } as unknown as Db;
    const cache = new VersionedCache(multi);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const figures: VersionedKey = { kindergartenId: 7, topic: 'attendance', key: 'home', scope: 'kindergarten' };
    const own: VersionedKey = { kindergartenId: 7, topic: ['communication', 'staff'], key: 'home', scope: 'user:1' };
    const read = async () => {
      const versions = await cache.versions(7, ['attendance', 'communication', 'staff']);
      expect([versions.of('attendance'), versions.of(['communication', 'staff'])]).toEqual([
        stored.split('.')[0],
        stored.split('.').slice(1).join('.'),
      ]);
      await cache.json(scope, figures, undefined, compute, versions.of('attendance'));
      await cache.json(scope, own, undefined, compute, versions.of(['communication', 'staff']));
    };
    await read();
    await read();
    expect(computed).toBe(2);
    stored = '3.6.8'; // a message: only the reader's own part is computed again
    await read();
    expect(computed).toBe(3);
    expect(asked).toEqual(Array.from({ length: 3 }, () => ['data-versions', 7, ['attendance', 'communication', 'staff']]));
    await expect(cache.versions(7, ['attendance']).then((versions) => versions.of('staff'))).rejects.toThrow('staff');
  });

  it('merges several current answers once per set of ETags, answers 304 for the merged ETag, and follows a changed part', async () => {
    const cache = new VersionedCache(db);
    version = '10';
    const figures = await cache.json(scope, key('kindergarten'), undefined, async () => ({ a: 1 }));
    let own = await cache.json(scope, key('user:1'), undefined, async () => ({ b: 2 }));
    let merged = 0;
    const merge = (bodies: Buffer[]) => {
      merged++;
      return Object.assign({}, ...bodies.map((body) => JSON.parse(body.toString()) as object));
    };
    const first = cache.combined([figures, own], undefined, merge);
    expect(JSON.parse(first.body!.toString())).toEqual({ a: 1, b: 2 });
    expect(cache.combined([figures, own], undefined, merge).body).toBe(first.body);
    expect(cache.combined([figures, own], first.etag, merge)).toEqual({ etag: first.etag, body: null });
    expect(merged).toBe(1);
    version = '11';
    own = await cache.json(scope, key('user:1'), undefined, async () => ({ b: 3 }));
    const changed = cache.combined([figures, own], first.etag, merge);
    expect(JSON.parse(changed.body!.toString())).toEqual({ a: 1, b: 3 });
    expect(changed.etag).not.toBe(first.etag);
    expect(merged).toBe(2);
  });
});
