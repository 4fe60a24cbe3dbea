import { Audience, RealtimeEvent } from '@kg/contracts';
import request from 'supertest';
import {
  PUSH_SIMULATOR_CA_FILE,
  type PushSimulator,
  type SimulatedSubscription,
  startPushSimulator,
} from '../../../../../../tools/push-simulator/simulator.mjs';
import { aCommunity, type Community } from '../../../../test/community.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { PushRelay } from '../services/push-relay.js';

/**
 * Web Push (issue 20 item 4; docs/pwa.md) against tools/push-simulator, a push service that checks the VAPID
 * signature and decrypts the payload with its own implementation of RFC 8291.
 */
describe('Web Push: a device turned on receives the hub’s news, encrypted and signed, until it is turned off', () => {
  let t: TestApp;
  let c: Community;
  let push: PushSimulator;

  const subscribe = (who: { auth: Record<string, string> }, device: SimulatedSubscription) =>
    request(t.http).post('/api/push/subscriptions').set(who.auth).send({ endpoint: device.endpoint, keys: device.keys });
  const rowsOf = async (endpoint: string) =>
    (await t.db.query(`SELECT user_id FROM push_subscriptions WHERE endpoint = $1`, [endpoint])).rows as { user_id: number }[];
  const settled = () => t.app.get(PushRelay).settled();
  const sendMessage = async (to: number) =>
    (
      await request(t.http)
        .post('/api/Messages')
        .set(c.director.auth)
        .send({ title: 'Излет', content: '<p>В петък сме на излет.</p>', audience: Audience.OnlyClasses, classIds: [to] })
        .expect(200)
    ).body.entityId as number;

  beforeAll(async () => {
    push = await startPushSimulator();
    t = await startTestApp({ pushCaFile: PUSH_SIMULATOR_CA_FILE });
    c = await aCommunity(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await push.stop();
  });

  it('answers 401 without a sign-in, and the public key to anyone signed in', async () => {
    await request(t.http).get('/api/push/public-key').expect(401);
    await request(t.http).post('/api/push/subscriptions').send({}).expect(401);
    await request(t.http).post('/api/push/subscriptions/remove').send({}).expect(401);
    const { body } = await request(t.http).get('/api/push/public-key').set(c.parents[0][0].auth).expect(200);
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('refuses a subscription that is not one, with Bulgarian messages', async () => {
    const parent = c.parents[0][0];
    const refused = await subscribe(parent, {
      id: 'x',
      endpoint: 'ftp://push.example/1',
      keys: { p256dh: 'къс', auth: '' },
    }).expect(400);
    expect(refused.body.errors).toMatchObject({
      endpoint: ['Адресът на услугата за известия е невалиден.'],
      'keys.p256dh': ['Невалиден ключ на абонамента.'],
      'keys.auth': ['Невалиден ключ на абонамента.'],
    });
    await request(t.http).post('/api/push/unsubscribe').send({ token: 'не е токен' }).expect(400);
  });

  it('pushes a new message to the subscribed recipients only: signed, encrypted, with the toast’s text and the page', async () => {
    const [recipient, otherGroup] = [c.parents[0][0], c.parents[1][0]];
    const [recipientPhone, otherPhone] = [push.subscribe(), push.subscribe()];
    await subscribe(recipient, recipientPhone).expect(204);
    await subscribe(otherGroup, otherPhone).expect(204);
    expect(await rowsOf(recipientPhone.endpoint)).toEqual([{ user_id: recipient.user.id }]);

    const messageId = await sendMessage(c.groupIds[0]);
    const received = await push.waitForPush((one) => one.subscriptionId === recipientPhone.id);
    expect(received.payload).toEqual({
      title: 'Имате 1 ново съобщение',
      body: 'Излет',
      url: `/messages/${messageId}`,
      tag: RealtimeEvent.ReceiveMessage,
      unsubscribeToken: expect.stringMatching(/^\d+-[\w-]{32}$/),
    });
    expect(received.ttl).toBe(24 * 3600);
    expect(received.vapid.sub).toMatch(/^mailto:/);
    expect(received.vapid.aud).toBe(push.url);
    await settled();
    expect(push.received.filter((one) => one.subscriptionId === otherPhone.id)).toEqual([]);
    expect(push.refused).toEqual([]);
  });

  it('turns a device off from the notification’s token without a sign-in, and refuses a forged token', async () => {
    const parent = c.parents[0][1];
    const phone = push.subscribe();
    await subscribe(parent, phone).expect(204);
    await sendMessage(c.groupIds[0]);
    const { payload } = await push.waitForPush((one) => one.subscriptionId === phone.id);
    const [id] = String(payload.unsubscribeToken).split('-');
    await request(t.http)
      .post('/api/push/unsubscribe')
      .send({ token: `${id}-${'A'.repeat(32)}` })
      .expect(404);
    expect(await rowsOf(phone.endpoint)).toHaveLength(1);
    await request(t.http).post('/api/push/unsubscribe').send({ token: payload.unsubscribeToken }).expect(204);
    expect(await rowsOf(phone.endpoint)).toEqual([]);
  });

  it('lets a user turn off only their own device, and moves a shared device to whoever subscribed it last', async () => {
    const [first, second] = [c.teachers[0], c.teachers[1]];
    const tablet = push.subscribe();
    await subscribe(first, tablet).expect(204);
    await request(t.http).post('/api/push/subscriptions/remove').set(second.auth).send({ endpoint: tablet.endpoint }).expect(204);
    expect(await rowsOf(tablet.endpoint)).toEqual([{ user_id: first.user.id }]);
    await subscribe(second, tablet).expect(204);
    expect(await rowsOf(tablet.endpoint)).toEqual([{ user_id: second.user.id }]);
    await request(t.http).post('/api/push/subscriptions/remove').set(second.auth).send({ endpoint: tablet.endpoint }).expect(204);
    expect(await rowsOf(tablet.endpoint)).toEqual([]);
  });

  it('forgets a device its push service says is gone (410)', async () => {
    const parent = c.parents[1][1];
    const phone = push.subscribe();
    await subscribe(parent, phone).expect(204);
    push.expire(phone.id);
    await sendMessage(c.groupIds[1]);
    await settled();
    expect(await rowsOf(phone.endpoint)).toEqual([]);
  });

  it('reaches a calendar event’s audience through the kindergarten’s members, not a parent of another kindergarten', async () => {
    const [teacher, outsider] = [c.teachers[1], c.outsider];
    const [teacherPhone, outsiderPhone] = [push.subscribe(), push.subscribe()];
    await subscribe(teacher, teacherPhone).expect(204);
    await subscribe(outsider, outsiderPhone).expect(204);
    const created = await request(t.http).post('/api/Events/').set(c.director.auth).send({
      title: 'Коледно тържество',
      content: '<p>В салона.</p>',
      fromDate: '2026-12-18T10:00:00.000Z',
      toDate: '2026-12-18T11:00:00.000Z',
      audience: Audience.All,
    });
    expect(created.status).toBe(200);
    const received = await push.waitForPush((one) => one.subscriptionId === teacherPhone.id);
    expect(received.payload).toMatchObject({ title: 'Имате 1 ново събитие', url: `/calendar?id=${created.body.entityId}` });
    await settled();
    expect(push.received.filter((one) => one.subscriptionId === outsiderPhone.id)).toEqual([]);
  });
});
