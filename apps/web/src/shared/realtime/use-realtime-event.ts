import { useEffect, useRef } from 'react';
import type { RealtimeEvent, RealtimePayload } from '@kg/contracts/realtime';
import { realtime, type RealtimeConnection } from './realtime-connection';

/**
 * Calls `handler` on every `event` pushed by the realtime hub while the component is mounted, e.g. to refetch a
 * list or a badge: `useRealtimeEvent(RealtimeEvent.ReceiveMessage, () => dispatch(api.util.invalidateTags(['Message'])))`.
 */
export function useRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  handler: (payload: RealtimePayload<E>) => void,
  connection: RealtimeConnection = realtime,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => connection.on(event, (payload) => latest.current(payload)), [connection, event]);
}
