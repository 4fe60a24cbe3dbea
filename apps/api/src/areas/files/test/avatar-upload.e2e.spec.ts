import { AVATAR_MAX_BYTES, Role, validationMessages } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0jpeg body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L webp body')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('POST /api/Files/avatars and DELETE /api/Files/avatars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const storedAvatar = async (userId: number) =>
    (await t.db.query(`SELECT content_type, data FROM user_avatars WHERE user_id = $1`, [userId])).rows[0] as
      { content_type: string; data: Buffer } | undefined;

  it('stores the uploaded PNG as the user’s picture and serves the same bytes back', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const response = await request(t.http).post('/api/Files/avatars').set(member.auth).attach('file', PNG, 'a.png').expect(200);
    expect(response.body).toEqual({ isSuccessful: true, entityId: member.user.id });

    const served = await request(t.http).get(`/api/Files/avatars/${member.user.id}`).set(member.auth).buffer(true).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    expect(Buffer.compare(served.body, PNG)).toBe(0);
  });

  it('replaces an earlier picture and recognises JPEG and WebP by their content, whatever the name says', async () => {
    const member = await aSignedInMember(t, Role.Parent);
    await request(t.http).post('/api/Files/avatars').set(member.auth).attach('file', PNG, 'first.png').expect(200);
    await request(t.http)
      .post('/api/Files/avatars')
      .set(member.auth)
      .attach('file', JPEG, { filename: 'photo.png', contentType: 'image/png' })
      .expect(200);
    expect((await storedAvatar(member.user.id))?.content_type).toBe('image/jpeg');
    await request(t.http).post('/api/Files/avatars').set(member.auth).attach('file', WEBP, 'photo.webp').expect(200);
    const stored = await storedAvatar(member.user.id);
    expect(stored?.content_type).toBe('image/webp');
    expect(Buffer.compare(stored!.data, WEBP)).toBe(0);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM user_avatars WHERE user_id = $1`, [member.user.id]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('refuses a text file renamed .png with the Bulgarian image message and stores nothing', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const response = await request(t.http)
      .post('/api/Files/avatars')
      .set(member.auth)
      .attach('file', Buffer.from('just some text, not a picture'), { filename: 'a.png', contentType: 'image/png' })
      .expect(400);
    expect(response.body).toMatchObject({ message: validationMessages.image, errors: { file: [validationMessages.image] } });
    expect(await storedAvatar(member.user.id)).toBeUndefined();
  });

  it('refuses an SVG picture (it could carry script)', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const response = await request(t.http)
      .post('/api/Files/avatars')
      .set(member.auth)
      .attach('file', SVG, { filename: 'a.svg', contentType: 'image/svg+xml' })
      .expect(400);
    expect(response.body.message).toBe(validationMessages.image);
    expect(await storedAvatar(member.user.id)).toBeUndefined();
  });

  it('refuses a picture over 2 MB with 413 and the size message, and keeps the earlier one', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    await request(t.http).post('/api/Files/avatars').set(member.auth).attach('file', PNG, 'a.png').expect(200);
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length + 10)]);
    const response = await request(t.http)
      .post('/api/Files/avatars')
      .set(member.auth)
      .attach('file', tooLarge, 'big.png')
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: validationMessages.size(2048) });
    expect(Buffer.compare((await storedAvatar(member.user.id))!.data, PNG)).toBe(0);
  });

  it('accepts a picture of exactly 2 MB', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const limit = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    await request(t.http).post('/api/Files/avatars').set(member.auth).attach('file', limit, 'limit.png').expect(200);
    expect((await storedAvatar(member.user.id))?.data.length).toBe(AVATAR_MAX_BYTES);
  });

  it('answers 400 "required" without a file, for another field name and for a JSON body', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const noFile = await request(t.http).post('/api/Files/avatars').set(member.auth).field('name', 'x').expect(400);
    expect(noFile.body.errors).toEqual({ file: [validationMessages.required] });
    await request(t.http).post('/api/Files/avatars').set(member.auth).attach('picture', PNG, 'a.png').expect(400);
    await request(t.http).post('/api/Files/avatars').set(member.auth).send({ file: 'x' }).expect(400);
    expect(await storedAvatar(member.user.id)).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    await request(t.http).post('/api/Files/avatars').attach('file', PNG, 'a.png').expect(401);
    await request(t.http).delete('/api/Files/avatars').expect(401);
  });

  it('removes the picture: the initials come back', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    await request(t.http).post('/api/Files/avatars').set(member.auth).attach('file', PNG, 'a.png').expect(200);
    const response = await request(t.http).delete('/api/Files/avatars').set(member.auth).expect(200);
    expect(response.body).toEqual({ isSuccessful: true, entityId: member.user.id });
    expect(await storedAvatar(member.user.id)).toBeUndefined();
    const served = await request(t.http).get(`/api/Files/avatars/${member.user.id}`).set(member.auth).buffer(true).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Removing when there is none is not an error.
    await request(t.http).delete('/api/Files/avatars').set(member.auth).expect(200);
  });

  it('changes only the uploader’s own picture', async () => {
    const first = await aSignedInMember(t, Role.Director);
    const second = await aSignedInMember(t, Role.Teacher, first.kindergartenId);
    await request(t.http).post('/api/Files/avatars').set(first.auth).attach('file', PNG, 'a.png').expect(200);
    await request(t.http).delete('/api/Files/avatars').set(second.auth).expect(200);
    expect(await storedAvatar(first.user.id)).toBeDefined();
    expect(await storedAvatar(second.user.id)).toBeUndefined();
  });
});

describe('GET /api/identity/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in user’s own profile as the update saved it; 401 without a token', async () => {
    const member = await aSignedInMember(t, Role.Parent);
    await request(t.http)
      .post('/api/identity/update')
      .set(member.auth)
      .send({ firstName: 'Гергана', middleName: 'Иванова', lastName: 'Стоянова', phone: '0887 11 22 33', subscriptionFlags: 5 })
      .expect(200);
    const response = await request(t.http).get('/api/identity/profile').set(member.auth).expect(200);
    expect(response.body).toEqual({
      id: member.user.id,
      firstName: 'Гергана',
      middleName: 'Иванова',
      lastName: 'Стоянова',
      email: member.user.email,
      phone: '0887112233',
      subscriptionFlags: 5,
    });
    await request(t.http).get('/api/identity/profile').expect(401);
  });
});
