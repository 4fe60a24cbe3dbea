export { RealtimeBridge } from './realtime-bridge';
export { useRealtimeEvent } from './use-realtime-event';
export { realtime, RealtimeConnection } from './realtime-connection';
