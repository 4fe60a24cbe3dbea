import { describe, expect, it } from 'vitest';
import { isSafeRedirect, loginPath, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/kids', '/kids'],
    ['/kids/records', '/kids/records'],
    ['/kids?x=1', '/kids?x=1'],
    ['/calendar?id=42&view=month', '/calendar?id=42&view=month'],
    ['/messages/15', '/messages/15'],
    ['/schedule/3/', '/schedule/3/'],
    ['/admin/products/list?search=%D0%BC%D0%BB%D1%8F%D0%BA%D0%BE', '/admin/products/list?search=%D0%BC%D0%BB%D1%8F%D0%BA%D0%BE'],
    ['/platform/settings/school-years', '/platform/settings/school-years'],
    ['/a.b_c~d-e', '/a.b_c~d-e'],
  ])('goes back to the same-site page %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['another host with a protocol-relative path', '//evil.com'],
    ['another host with a protocol-relative path and a path', '//evil.com/login'],
    ['an absolute URL', 'https://x'],
    ['an absolute URL of this site', 'http://localhost/kids'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a back-slash that browsers read as a slash', '/\\evil.com'],
    ['a relative path', 'kids'],
    ['a space', '/kids records'],
    ['a fragment', '/kids#top'],
    ['quotes and angle brackets', '/"><script>'],
    ['an encoded new line is fine but a real one is not', '/kids\n//evil.com'],
    ['Cyrillic letters not percent-encoded', '/деца'],
    ['an empty string', ''],
    ['nothing', null],
    ['undefined', undefined],
  ])('refuses %s and goes home', (_case, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('does not come back to the sign-in or sign-out page', () => {
    expect(safeRedirect('/login')).toBe('/');
    expect(safeRedirect('/login?redirect=/kids')).toBe('/');
    expect(safeRedirect('/logout')).toBe('/');
    expect(safeRedirect('/logout/')).toBe('/');
    expect(safeRedirect('/login-history')).toBe('/login-history');
  });

  it('uses the given fallback for a refused target', () => {
    expect(safeRedirect('//evil.com', '/notes')).toBe('/notes');
  });

  it('tells a safe target from an unsafe one', () => {
    expect(isSafeRedirect('/kids?x=1')).toBe(true);
    expect(isSafeRedirect('//evil.com')).toBe(false);
    expect(isSafeRedirect('https://x')).toBe(false);
  });
});

describe('loginPath', () => {
  it('remembers the page with its query', () => {
    expect(loginPath({ pathname: '/kids/records', search: '?group=3' })).toBe('/login?redirect=%2Fkids%2Frecords%3Fgroup%3D3');
  });

  it('remembers nothing for home, the sign-in pages and unsafe paths', () => {
    expect(loginPath({ pathname: '/' })).toBe('/login');
    expect(loginPath({ pathname: '/logout' })).toBe('/login');
    expect(loginPath({ pathname: '//evil.com' })).toBe('/login');
  });

  it('round-trips through the query string to the same target', () => {
    const path = loginPath({ pathname: '/calendar', search: '?id=5&view=week' });
    const redirect = new URLSearchParams(path.split('?')[1]).get('redirect');
    expect(safeRedirect(redirect)).toBe('/calendar?id=5&view=week');
  });
});
