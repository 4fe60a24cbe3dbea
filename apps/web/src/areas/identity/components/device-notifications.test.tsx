import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pushRoutes } from '@kg/contracts';
import { App as AntApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { TOKEN_KEY } from '../../../shared/auth/token-storage';
import { keyBytes } from '../../../shared/pwa/device-push';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { DeviceNotifications } from './device-notifications';

const wait = { timeout: 10_000 };
const PUBLIC_KEY = 'BPgFgQm0cM3nvC1QeZ2W0n5rKyqjRbXh3b0dVv6q2R1bJm7T0xXq3oF3q2V8T9V9n5m3Q8yH3W0t5Y4b0fZk1aE';
const ENDPOINT = 'https://push.example.test/send/abc';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

/** A browser with a service worker and the Push API; `permission` is what the user answers. */
function aPushCapableBrowser(permission: NotificationPermission) {
  let current: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribed = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    current = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }), unsubscribe: unsubscribed };
    return current;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission: 'default', requestPermission: vi.fn(async () => permission) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, unsubscribed };
}

function renderSection() {
  window.localStorage.setItem(TOKEN_KEY, 'token-1');
  render(
    <AppProviders store={makeStore()}>
      <AntApp>
        <DeviceNotifications />
      </AntApp>
    </AppProviders>,
  );
}

describe('notifications on this device (Web Push)', () => {
  it('says so in a browser without the Push API, and asks the server nothing', async () => {
    const calls = stubRoutes();
    renderSection();
    expect(await screen.findByText(/Този браузър не поддържа известия/, {}, wait)).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('turns on with the server’s key after the permission, tells the server, and turns off on both sides', async () => {
    const browser = aPushCapableBrowser('granted');
    const calls = stubRoutes(
      answer(pushRoutes.publicKey, () => ({ publicKey: PUBLIC_KEY })),
      answer(pushRoutes.subscribe, () => json(204)),
      answer(pushRoutes.unsubscribe, () => json(204)),
    );
    try {
      renderSection();
      const toggle = await screen.findByRole('switch', { name: 'Известия на това устройство' }, wait);
      await waitFor(() => expect(toggle).toHaveProperty('disabled', false), wait);
      const user = userEvent.setup();
      await user.click(toggle);
      expect(await screen.findByText('Известията на това устройство са включени.', {}, wait)).toBeDefined();
      expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
      expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
      expect(calls.find((call) => call.path === '/api/push/subscriptions')?.body).toEqual({ endpoint: ENDPOINT, keys: KEYS });

      await user.click(toggle);
      expect(await screen.findByText('Известията на това устройство са изключени.', {}, wait)).toBeDefined();
      expect(browser.unsubscribed).toHaveBeenCalled();
      expect(calls.find((call) => call.path === '/api/push/subscriptions/remove')?.body).toEqual({ endpoint: ENDPOINT });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('stays off and says why when the user refuses the permission', async () => {
    const browser = aPushCapableBrowser('denied');
    const calls = stubRoutes(answer(pushRoutes.publicKey, () => ({ publicKey: PUBLIC_KEY })));
    try {
      renderSection();
      const toggle = await screen.findByRole('switch', { name: 'Известия на това устройство' }, wait);
      await waitFor(() => expect(toggle).toHaveProperty('disabled', false), wait);
      await userEvent.setup().click(toggle);
      expect((await screen.findByRole('alert', {}, wait)).textContent).toContain('Известията не са разрешени в браузъра.');
      expect(browser.subscribe).not.toHaveBeenCalled();
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
      expect(toggle.getAttribute('aria-checked')).toBe('false');
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
