import { RealtimeEvent } from '@kg/contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from './fake-hub-socket';
import { MAX_RETRY_DELAY_MS, RealtimeConnection } from './realtime-connection';

describe('RealtimeConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with the token once started', () => {
    const sockets = fakeSockets();
    new RealtimeConnection(sockets.open).start('token-1');
    expect(sockets.made).toHaveLength(1);
    expect(sockets.last().token).toBe('token-1');
    expect(sockets.last().connects).toBe(1);
  });

  it('tries a refused start again after 1 second', () => {
    const sockets = fakeSockets();
    const onRefused = vi.fn();
    new RealtimeConnection(sockets.open).start('token-1', { onRefused });
    const socket = sockets.last();

    socket.refuse();
    expect(onRefused).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(999);
    expect(socket.connects).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(2);
  });

  it('waits longer after each refusal in a row, up to 30 s, and from 1 s again after a connection', () => {
    const sockets = fakeSockets();
    new RealtimeConnection(sockets.open).start('token-1');
    const socket = sockets.last();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = socket.connects;
      socket.refuse();
      let waited = 0;
      while (socket.connects === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, MAX_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS]);

    socket.accept();
    socket.refuse();
    vi.advanceTimersByTime(1000);
    expect(socket.connects).toBe(9);
  });

  it('leaves a dropped connection to socket.io’s own reconnection', () => {
    const sockets = fakeSockets();
    const onRefused = vi.fn();
    new RealtimeConnection(sockets.open).start('token-1', { onRefused });
    const reconnecting = sockets.last();
    reconnecting.failToReach();
    vi.advanceTimersByTime(5000);
    expect(reconnecting.connects).toBe(1);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('reconnects 1 second after the server closed the socket', () => {
    const sockets = fakeSockets();
    new RealtimeConnection(sockets.open).start('token-1');
    const socket = sockets.last();
    socket.accept();
    socket.closeByServer();
    vi.advanceTimersByTime(1000);
    expect(socket.connects).toBe(2);
  });

  it('stops: disconnects and drops a pending retry', () => {
    const sockets = fakeSockets();
    const connection = new RealtimeConnection(sockets.open);
    connection.start('token-1');
    const socket = sockets.last();
    socket.refuse();
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(1);
    expect(socket.disconnects).toBe(1);
  });

  it('replaces the connection when the token changes, and keeps it for the same token', () => {
    const sockets = fakeSockets();
    const connection = new RealtimeConnection(sockets.open);
    connection.start('token-1');
    connection.start('token-1');
    expect(sockets.made).toHaveLength(1);
    connection.start('token-2');
    expect(sockets.made).toHaveLength(2);
    expect(sockets.made[0]!.disconnects).toBe(1);
    expect(sockets.last().token).toBe('token-2');
  });

  it('hands valid payloads to the event’s subscribers and drops malformed ones', () => {
    const sockets = fakeSockets();
    const connection = new RealtimeConnection(sockets.open);
    const messages = vi.fn();
    const polls = vi.fn();
    connection.on(RealtimeEvent.ReceiveMessage, messages);
    const stopPolls = connection.on(RealtimeEvent.ReceivePoll, polls);
    connection.start('token-1');
    const socket = sockets.last();

    socket.push('receiveMessage', { id: 5, title: 'Здравейте', content: 'Текст' });
    socket.push('receiveMessage', { id: 'x', title: 'Без номер' });
    socket.push('unknownEvent', { id: 1 });
    stopPolls();
    socket.push('receivePoll', { id: 6, title: 'Анкета', content: '' });

    expect(messages).toHaveBeenCalledExactlyOnceWith({ id: 5, title: 'Здравейте', content: 'Текст' });
    expect(polls).not.toHaveBeenCalled();
  });
});
