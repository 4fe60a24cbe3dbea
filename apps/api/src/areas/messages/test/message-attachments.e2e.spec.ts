import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Audience, defaultAccess, fileMessages, MAX_MESSAGE_ATTACHMENTS, messageMessages, Resource, Role } from '@kg/contracts';
import request from 'supertest';
import { aCommunity, type Community } from '../../../../test/community.js';
import { aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

type Auth = { Authorization: string };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('Списък за екскурзията:\nшапка, вода\n');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1');

describe('message attachments: claimed with the message, downloaded only by its people, released with it', () => {
  let t: TestApp;
  let c: Community;
  let filesDir: string;
  let mon: Auth;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'kg-message-files-'));
    t = await startTestApp({ filesDir, jobsPollMs: 0 });
    c = await aCommunity(t);
    const national = await aUser(t.db, { role: Role.MON });
    mon = { Authorization: `Bearer ${await signIn(t, national.email)}` };
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const upload = async (auth: Auth, data: Buffer, name: string): Promise<string> =>
    (await request(t.http).post('/api/files/temp/upload').set(auth).attach('file', data, name).expect(200)).body.id;
  const toGroup = (auth: Auth, fileIds: string[]) =>
    request(t.http)
      .post('/api/Messages')
      .set(auth)
      .send({
        title: 'Екскурзия',
        content: '<p>Вижте приложенията.</p>',
        audience: Audience.OnlyClasses,
        classIds: [c.groupIds[0]],
        fileIds,
      });
  const download = (auth: Auth, fileId: string) => request(t.http).get(`/api/files/${fileId}`).set(auth).buffer(true);
  const storedOwners = async (fileIds: string[]) =>
    (
      await t.db.query(
        `SELECT f.id, f.owner_resource, f.owner_id, f.expires_at, a.message_id, a.position
           FROM stored_files f LEFT JOIN message_attachments a ON a.file_id = f.id
          WHERE f.id = ANY($1::uuid[]) ORDER BY a.position`,
        [fileIds],
      )
    ).rows;

  it('refuses sending with files without a token (401) and to a user without messages (403)', async () => {
    const body = { title: 'x', content: 'x', audience: Audience.OnlyStaff, fileIds: [] };
    await request(t.http).post('/api/Messages').send(body).expect(401);
    await request(t.http).post('/api/Messages').set(mon).send(body).expect(403);
    await request(t.http).post('/api/Messages/direct').set(mon).send({ userId: 1, content: 'x', fileIds: [] }).expect(403);
  });

  it('sends a message with its files in order; the author and the recipients list and download them', async () => {
    const teacher = c.teachers[0];
    const ids = [await upload(teacher.auth, PDF, 'Програма.pdf'), await upload(teacher.auth, TEXT, 'списък.txt')];
    const messageId = (await toGroup(teacher.auth, ids).expect(200)).body.entityId as number;

    expect(await storedOwners(ids)).toEqual([
      {
        id: ids[0],
        owner_resource: Resource.Messages,
        owner_id: messageId,
        expires_at: null,
        message_id: messageId,
        position: 0,
      },
      {
        id: ids[1],
        owner_resource: Resource.Messages,
        owner_id: messageId,
        expires_at: null,
        message_id: messageId,
        position: 1,
      },
    ]);
    const parent = c.parents[0][1];
    const details = await request(t.http).get(`/api/Messages/${messageId}`).set(parent.auth).expect(200);
    expect(details.body.attachments).toEqual([
      { id: ids[0], fileName: 'Програма.pdf', contentType: 'application/pdf', size: PDF.length, downloadPath: `files/${ids[0]}` },
      { id: ids[1], fileName: 'списък.txt', contentType: 'text/plain', size: TEXT.length, downloadPath: `files/${ids[1]}` },
    ]);
    expect(Buffer.compare((await download(parent.auth, ids[0]).expect(200)).body, PDF)).toBe(0);
    expect((await download(teacher.auth, ids[1]).expect(200)).text).toBe(TEXT.toString());
  });

  it('answers 404 to a parent the message did not reach and to another kindergarten; 403 to a user without messages', async () => {
    const teacher = c.teachers[0];
    const fileId = await upload(teacher.auth, PDF, 'Програма.pdf');
    await toGroup(teacher.auth, [fileId]).expect(200);
    await download(c.parents[1][0].auth, fileId).expect(404);
    await download(c.outsider.auth, fileId).expect(404);
    // The storekeeper writes to every group (upper-case R on messages) but is no person of this message.
    expect(defaultAccess(Role.Manciple).find((entry) => entry.resource === Resource.Messages)?.canView).toBe(true);
    await download(c.manciple.auth, fileId).expect(404);
    await download(mon, fileId).expect(403);
  });

  it('refuses a bad file type, too many or repeated files, and files that are not the sender’s own uploads (400)', async () => {
    const teacher = c.teachers[0];
    const exe = await request(t.http)
      .post('/api/files/temp/upload')
      .set(teacher.auth)
      .attach('file', EXE, 'програма.pdf')
      .expect(400);
    expect(exe.body.message).toBe(fileMessages.type);

    const fileId = await upload(teacher.auth, WEBP, 'снимка.webp');
    const tooMany = await toGroup(
      teacher.auth,
      Array.from({ length: MAX_MESSAGE_ATTACHMENTS + 1 }, () => crypto.randomUUID()),
    ).expect(400);
    expect(tooMany.body.errors.fileIds).toEqual([messageMessages.tooManyAttachments]);
    const repeated = await toGroup(teacher.auth, [fileId, fileId]).expect(400);
    expect(repeated.body.errors.fileIds).toEqual([messageMessages.attachmentsUnique]);
    await toGroup(teacher.auth, ['not-a-uuid']).expect(400);

    const before = (await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE kindergarten_id = $1`, [c.kindergartenId]))
      .rows[0].n;
    const foreign = await toGroup(c.director.auth, [fileId]).expect(400);
    expect(foreign.body.errors.fileIds).toEqual([fileMessages.notFound]);
    const after = (await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE kindergarten_id = $1`, [c.kindergartenId]))
      .rows[0].n;
    expect(after).toBe(before);
    expect((await storedOwners([fileId]))[0]).toMatchObject({ owner_resource: null, message_id: null });
  });

  it('a parent writes to a teacher with a picture; deleting the message deletes its files', async () => {
    const parent = c.parents[0][0];
    const fileId = await upload(parent.auth, WEBP, 'рисунка.webp');
    const messageId = (
      await request(t.http)
        .post('/api/Messages/direct')
        .set(parent.auth)
        .send({ userId: c.teachers[0].user.id, content: 'Рисунката на Мария', fileIds: [fileId] })
        .expect(200)
    ).body.entityId as number;
    expect((await download(c.teachers[0].auth, fileId).expect(200)).headers['content-type']).toMatch(/^image\/webp/);
    await download(c.teachers[1].auth, fileId).expect(404);

    await request(t.http).delete(`/api/Messages/${messageId}`).set(parent.auth).expect(204);
    expect(await storedOwners([fileId])).toEqual([]);
    await download(parent.auth, fileId).expect(404);
  });
});
