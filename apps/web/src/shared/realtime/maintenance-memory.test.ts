import { describe, expect, it } from 'vitest';
import { maintenanceKey, maintenanceMemory } from './maintenance-memory';

describe('maintenance memory', () => {
  it('remembers a confirmed message per user and message', () => {
    maintenanceMemory.remember(7, 100);
    expect(maintenanceMemory.has(7, 100)).toBe(true);
    expect(maintenanceMemory.has(7, 101)).toBe(false);
    expect(maintenanceMemory.has(8, 100)).toBe(false);
    expect(window.localStorage.getItem(maintenanceKey(7))).toBe('[100]');
  });

  it('keeps each message once', () => {
    maintenanceMemory.remember(7, 100);
    maintenanceMemory.remember(7, 100);
    maintenanceMemory.remember(7, 101);
    expect(JSON.parse(window.localStorage.getItem(maintenanceKey(7))!)).toEqual([100, 101]);
  });

  it('forgets a cleared message for every user of the browser, and nothing else', () => {
    maintenanceMemory.remember(7, 100);
    maintenanceMemory.remember(7, 101);
    maintenanceMemory.remember(8, 100);
    window.localStorage.setItem('auth._token.local', 'token');

    maintenanceMemory.forget(100);

    expect(maintenanceMemory.has(7, 100)).toBe(false);
    expect(maintenanceMemory.has(8, 100)).toBe(false);
    expect(maintenanceMemory.has(7, 101)).toBe(true);
    expect(window.localStorage.getItem(maintenanceKey(8))).toBeNull();
    expect(window.localStorage.getItem('auth._token.local')).toBe('token');
  });

  it('reads a damaged entry as nothing remembered', () => {
    window.localStorage.setItem(maintenanceKey(7), '{not json');
    expect(maintenanceMemory.has(7, 100)).toBe(false);
    maintenanceMemory.remember(7, 100);
    expect(maintenanceMemory.has(7, 100)).toBe(true);
  });
});
