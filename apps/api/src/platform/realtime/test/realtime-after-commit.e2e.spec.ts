import { RealtimeEvent, Role } from '@kg/contracts';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { hubDelivered } from '../../../../test/settle.js';
import { Db } from '../../database/db.service.js';
import { RealtimeService } from '../realtime.service.js';
import { connectToHub, type HubClient, listenOnLoopback, nextEvent, recorder } from './realtime-client.js';

describe('realtime pushes wait for the commit', () => {
  let t: TestApp;
  let url: string;
  let socket: HubClient;
  let member: Awaited<ReturnType<typeof aSignedInMember>>;

  beforeAll(async () => {
    t = await startTestApp();
    url = await listenOnLoopback(t.app);
    member = await aSignedInMember(t, Role.Director);
    socket = await connectToHub(url, { token: member.token });
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  const scope = () => ({
    userId: member.user.id,
    kindergartenId: member.kindergartenId,
    readableKindergartenIds: [],
    readAll: false,
    allKindergartens: false,
  });

  it('a change that rolls back announces nothing; a committed one is announced after its commit', async () => {
    const received = recorder(socket, RealtimeEvent.ReceiveMessage);
    const hub = t.app.get(RealtimeService);
    await expect(
      t.app.get(Db).tenant(scope(), async () => {
        hub.toUsers([member.user.id], RealtimeEvent.ReceiveMessage, { id: 1, title: 'Отменено', content: '' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    const delivered = nextEvent(socket, RealtimeEvent.ReceiveMessage);
    let sentBeforeCommit = false;
    await t.app.get(Db).tenant(scope(), async () => {
      hub.toUsers([member.user.id], RealtimeEvent.ReceiveMessage, { id: 2, title: 'Записано', content: '' });
      await hubDelivered(t, socket);
      sentBeforeCommit = received.length > 0;
    });
    expect(sentBeforeCommit).toBe(false);
    expect((await delivered).id).toBe(2);
    expect(received.map((payload) => payload.id)).toEqual([2]);
  });
});
