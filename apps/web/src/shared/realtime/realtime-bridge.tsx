import { useEffect, useState } from 'react';
import { type MaintenanceMessage, notifyingRealtimeEvents, RealtimeEvent } from '@kg/contracts/realtime';
import { App, Button, Modal, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { baseApi } from '../api/base-api';
import { type AuthState, selectToken } from '../auth/auth-slice';
import { useGetCurrentMaintenanceMessagesQuery } from './maintenance-api';
import { maintenanceKey, maintenanceMemory } from './maintenance-memory';
import { askNotificationPermissionOnce, noticeOf, showDesktopNotification } from './notifications';
import { realtime, type RealtimeConnection } from './realtime-connection';
import { userIdOfToken } from './token-user';
import { useRealtimeEvent } from './use-realtime-event';

export const MAINTENANCE_TITLE = 'Техническа поддръжка';
export const MAINTENANCE_CONFIRM = 'Разбрах';

/**
 * The realtime hub in the signed-in shell (spec 1 §4, §7, §9): connects while a user is signed in, shows a toast
 * (and a desktop notification when allowed) for each new message, event, poll or administrative message, and the
 * maintenance dialog. Renders nothing but that dialog. Mount it once, in the default layout, inside antd's `App`
 * (its toasts come from `App.useApp()`).
 */
export function RealtimeBridge({ connection = realtime }: { connection?: RealtimeConnection }) {
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const userId = userIdOfToken(token);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [maintenance, setMaintenance] = useState<MaintenanceMessage[]>([]);

  useEffect(() => {
    if (!token) return;
    // A refused token usually means the session ended elsewhere: reloading the user's data lets a 401 sign out.
    connection.start(token, { onRefused: () => dispatch(baseApi.util.invalidateTags(['UserData'])) });
    return () => connection.stop();
  }, [connection, dispatch, token]);

  useEffect(() => {
    if (!token) return;
    const events = ['click', 'keydown'] as const;
    const ask = (): void => {
      for (const event of events) window.removeEventListener(event, ask);
      askNotificationPermissionOnce();
    };
    for (const event of events) window.addEventListener(event, ask);
    return () => {
      for (const event of events) window.removeEventListener(event, ask);
    };
  }, [token]);

  useEffect(() => {
    const open = (link: string): void => void navigate(link);
    const stops = notifyingRealtimeEvents.map((event) =>
      connection.on(event, (payload) => {
        const notice = noticeOf(event, payload);
        notification.info({
          key: notice.key,
          title: notice.text,
          description: notice.detail,
          style: { cursor: 'pointer' },
          onClick: () => {
            notification.destroy(notice.key);
            open(notice.link);
          },
        });
        showDesktopNotification(notice, open);
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [connection, navigate, notification]);

  const showMaintenance = (message: MaintenanceMessage): void => {
    if (userId === null || maintenanceMemory.has(userId, message.id)) return;
    setMaintenance((shown) => (shown.some((item) => item.id === message.id) ? shown : [...shown, message]));
  };
  useRealtimeEvent(RealtimeEvent.ReceiveMaintenanceMessage, showMaintenance, connection);

  // The notices already in force when the user signed in (or opened the page) show once too.
  const inForce = useGetCurrentMaintenanceMessagesQuery(undefined, { skip: !token });
  useEffect(() => {
    if (userId === null) return;
    const unseen = (inForce.data ?? []).filter((message) => !maintenanceMemory.has(userId, message.id));
    if (unseen.length)
      setMaintenance((shown) => [...shown, ...unseen.filter((message) => !shown.some((item) => item.id === message.id))]);
  }, [inForce.data, userId]);

  useRealtimeEvent(
    RealtimeEvent.ClearMaintenanceMessage,
    ({ id }) => {
      maintenanceMemory.forget(id);
      setMaintenance((shown) => shown.filter((item) => item.id !== id));
    },
    connection,
  );

  // The master changed something of this user's profile data (POST CacheManagement/user-profile-data-cache/invalidate).
  useRealtimeEvent(RealtimeEvent.UserDataChanged, () => dispatch(baseApi.util.invalidateTags(['UserData'])), connection);

  // A parent's request or medical note was filed or decided (docs/attendance-requests.md): the toast says what, and
  // the open lists, the grid and the badges load again.
  useRealtimeEvent(
    RealtimeEvent.AttendanceApplicationChanged,
    (payload) => {
      notification.info({ key: `attendance-${payload.kind}-${payload.id}-${payload.status}`, title: payload.text });
      dispatch(baseApi.util.invalidateTags(['AttendanceRequests', 'StudentAttendances', 'MedicalNotes']));
    },
    connection,
  );

  // Confirmed in another tab: close it here too.
  useEffect(() => {
    if (userId === null) return;
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== maintenanceKey(userId)) return;
      setMaintenance((shown) => shown.filter((item) => !maintenanceMemory.has(userId, item.id)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const current = maintenance[0];
  const confirm = (): void => {
    if (!current) return;
    if (userId !== null) maintenanceMemory.remember(userId, current.id);
    setMaintenance((shown) => shown.slice(1));
  };

  return (
    <Modal
      open={current !== undefined}
      title={current?.title || MAINTENANCE_TITLE}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={confirm}>
          {MAINTENANCE_CONFIRM}
        </Button>
      }
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>{current?.content}</Typography.Paragraph>
    </Modal>
  );
}
