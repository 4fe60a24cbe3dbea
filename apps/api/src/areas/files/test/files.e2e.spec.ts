import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileMessages, Resource, Role, validationMessages } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { excelSheet, renderWorkbook } from '../../../platform/export/index.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { FilesService } from '../files.service.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ODT = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text'),
  Buffer.from('content.xml…'),
]);

describe('/api/files', () => {
  let t: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'kg-files-'));
    t = await startTestApp({ filesDir, uploadLimitBytes: 64 * 1024, jobsPollMs: 0 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const row = async (id: string) =>
    (
      await t.db.query(
        `SELECT kindergarten_id, uploaded_by, file_name, content_type, size_bytes::int AS size, storage_key, owner_resource,
                expires_at > now() + interval '23 hours' AS expires_tomorrow
           FROM stored_files WHERE id = $1`,
        [id],
      )
    ).rows[0];
  const contentPath = (key: string) => join(filesDir, key.slice(0, 2), key.slice(2, 4), key);
  const upload = (auth: Record<string, string>, data: Buffer, name: string, path = '/api/files/temp/upload') =>
    request(t.http).post(path).set(auth).attach('file', data, name);

  it('stores an upload as the uploader’s temporary file on disk and serves it back only to them', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const response = await upload(member.auth, PDF, '../../etc/Бележка?от лекар.exe').expect(200);
    expect(response.body).toMatchObject({ fileName: 'Бележка от лекар.pdf', contentType: 'application/pdf', size: PDF.length });
    const stored = await row(response.body.id);
    expect(stored).toMatchObject({
      kindergarten_id: member.kindergartenId,
      uploaded_by: member.user.id,
      owner_resource: null,
      expires_tomorrow: true,
    });
    expect(existsSync(contentPath(stored.storage_key))).toBe(true);

    const download = await request(t.http).get(`/api/files/${response.body.id}`).set(member.auth).buffer(true).expect(200);
    expect(Buffer.compare(download.body, PDF)).toBe(0);
    expect(download.headers['content-type']).toMatch(/^application\/pdf/);
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Бележка от лекар.pdf')}`);

    const colleague = await aSignedInMember(t, Role.Director, member.kindergartenId);
    await request(t.http).get(`/api/files/${response.body.id}`).set(colleague.auth).expect(404);
    await request(t.http).delete(`/api/files/${response.body.id}`).set(colleague.auth).expect(404);
  });

  it('takes several files in one call, all or none, and the spec’s `files/temp/` address', async () => {
    const member = await aSignedInMember(t, Role.Parent);
    const xlsx = await renderWorkbook([
      excelSheet({ name: 'Лист', columns: [{ header: 'А', type: 'text', value: (r: string) => r }], rows: ['x'] }),
    ]);
    const many = await request(t.http)
      .post('/api/files/temp/multiple/upload')
      .set(member.auth)
      .attach('files', PNG, 'снимка.png')
      .attach('files', xlsx, 'таблица.xlsx')
      .attach('files', ODT, 'документ.odt')
      .expect(200);
    expect(many.body.map((file: { contentType: string }) => file.contentType)).toEqual([
      'image/png',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.oasis.opendocument.text',
    ]);
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM stored_files WHERE uploaded_by = $1`, [member.user.id]))
      .rows[0].n;
    const refused = await request(t.http)
      .post('/api/files/temp/multiple/upload')
      .set(member.auth)
      .attach('files', PNG, 'снимка.png')
      .attach('files', Buffer.from('MZ\x90\x00\x03\x00\x00\x00executable', 'latin1'), 'setup.pdf')
      .expect(400);
    expect(refused.body.message).toBe(fileMessages.type);
    const after = (await t.db.query(`SELECT count(*)::int AS n FROM stored_files WHERE uploaded_by = $1`, [member.user.id]))
      .rows[0].n;
    expect(after).toBe(before);

    const atRoot = await upload(member.auth, PNG, 'a.png', '/api/files/temp/').expect(200);
    expect((await row(atRoot.body.id)).content_type).toBe('image/png');
  });

  it('answers 400 for a renamed binary file, no file or a bad id; 413 past the size limit', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const renamed = await upload(member.auth, Buffer.from('\x00\x01binary', 'latin1'), 'a.pdf').expect(400);
    expect(renamed.body).toMatchObject({ message: fileMessages.type });
    const none = await request(t.http).post('/api/files/temp/upload').set(member.auth).field('x', 'y').expect(400);
    expect(none.body.errors).toEqual({ file: [validationMessages.required] });
    await request(t.http).get('/api/files/123').set(member.auth).expect(400);
    const big = await upload(member.auth, Buffer.concat([PDF, Buffer.alloc(64 * 1024)]), 'big.pdf').expect(413);
    expect(big.body.message).toBe(validationMessages.size(64));
    expect(
      (await t.db.query(`SELECT count(*)::int AS n FROM stored_files WHERE uploaded_by = $1`, [member.user.id])).rows[0].n,
    ).toBe(0);
  });

  it('answers 401 without a token, 403 without a kindergarten and 404 for another kindergarten’s file', async () => {
    await request(t.http).post('/api/files/temp/upload').attach('file', PDF, 'a.pdf').expect(401);
    await request(t.http).get('/api/files/6f1c1f2e-6a43-4a57-8d3a-0c2b1d8f9e10').expect(401);
    const mon = await aUser(t.db, { role: Role.MON });
    const monAuth = { Authorization: `Bearer ${await signIn(t, mon.email)}` };
    const refused = await upload(monAuth, PDF, 'a.pdf').expect(403);
    expect(refused.body.message).toBe(fileMessages.noKindergarten);

    const owner = await aSignedInMember(t, Role.Director);
    const uploaded = await upload(owner.auth, PDF, 'a.pdf').expect(200);
    const other = await aKindergarten(t.db);
    await aSchoolYear(t.db, other);
    const stranger = await aSignedInMember(t, Role.Director, other);
    await request(t.http).get(`/api/files/${uploaded.body.id}`).set(stranger.auth).expect(404);
    await request(t.http).delete(`/api/files/${uploaded.body.id}`).set(stranger.auth).expect(404);
    expect(await row(uploaded.body.id)).toBeDefined();
  });

  it('deletes the user’s own temporary file and its content once committed', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const uploaded = await upload(member.auth, PDF, 'a.pdf').expect(200);
    const key = (await row(uploaded.body.id)).storage_key;
    await request(t.http).delete(`/api/files/${uploaded.body.id}`).set(member.auth).expect(204);
    expect(await row(uploaded.body.id)).toBeUndefined();
    await t.app.get(JobsService).runDue();
    expect(existsSync(contentPath(key))).toBe(false);
  });

  it('removes a temporary file nobody claimed once it expires, and keeps a claimed one for the record’s readers', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const forgotten = await upload(director.auth, PDF, 'забравен.pdf').expect(200);
    const claimed = await upload(director.auth, PNG, 'прикачен.png').expect(200);

    const user = { userId: director.user.id, kindergartenId: director.kindergartenId } as AuthUser;
    await t.app
      .get(Db)
      .system((manager) =>
        t.app.get(FilesService).claim(manager, user, [claimed.body.id], { resource: Resource.StudentAnthropometrics, id: 1 }),
      );
    await t.db.query(`UPDATE stored_files SET expires_at = now() - interval '1 minute' WHERE id = $1`, [forgotten.body.id]);
    await t.db.query(`UPDATE jobs SET run_at = now() - interval '1 second' WHERE queue = 'files.expire'`);
    const forgottenKey = (await row(forgotten.body.id)).storage_key;
    await t.app.get(JobsService).runDue(100);
    expect(await row(forgotten.body.id)).toBeUndefined();
    expect(existsSync(contentPath(forgottenKey))).toBe(false);
    expect(await row(claimed.body.id)).toMatchObject({ owner_resource: Resource.StudentAnthropometrics });
    expect(readdirSync(filesDir).length).toBeGreaterThan(0);

    // Claimed: readable by whoever reads the record's resource (a teacher: R on resource 46), not by the домакин.
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    await request(t.http).get(`/api/files/${claimed.body.id}`).set(teacher.auth).expect(200);
    const manciple = await aSignedInMember(t, Role.Manciple, director.kindergartenId);
    await request(t.http).get(`/api/files/${claimed.body.id}`).set(manciple.auth).expect(403);
    await request(t.http).delete(`/api/files/${claimed.body.id}`).set(manciple.auth).expect(403);
    // A claimed file cannot be claimed again.
    await expect(
      t.app
        .get(Db)
        .system((manager) =>
          t.app.get(FilesService).claim(manager, user, [claimed.body.id], { resource: Resource.Students, id: 2 }),
        ),
    ).rejects.toThrow(fileMessages.notFound);
    await request(t.http).delete(`/api/files/${claimed.body.id}`).set(director.auth).expect(204);
  });
});
