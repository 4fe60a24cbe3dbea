import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR, NETWORK_ERROR } from '../api/errors';
import { TOKEN_KEY } from '../auth/token-storage';
import { DownloadError, downloadFile } from './download';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Saved {
  name: string;
  href: string;
  blob: Blob;
}

let saved: Saved[];
let blobs: Map<string, Blob>;
let fetchMock: ReturnType<typeof vi.fn>;

const fileResponse = (headers: Record<string, string>, body = '%PDF-1.3 test'): Response =>
  new Response(body, { status: 200, headers });

beforeEach(() => {
  saved = [];
  blobs = new Map();
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:${window.location.origin}/${++next}`;
        blobs.set(url, blob);
        return url;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(document.body.contains(this)).toBe(true);
    saved.push({ name: this.download, href: this.href, blob: blobs.get(this.href)! });
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('downloadFile', () => {
  it('asks the API with the bearer token and saves the file under its UTF-8 name (filename*)', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token-1');
    fetchMock.mockResolvedValue(
      fileResponse({
        'Content-Type': PDF,
        'Content-Disposition': `attachment; filename="Spravka za profila.pdf"; filename*=UTF-8''%D0%A1%D0%BF%D1%80%D0%B0%D0%B2%D0%BA%D0%B0%20%D0%B7%D0%B0%20%D0%BF%D1%80%D0%BE%D1%84%D0%B8%D0%BB%D0%B0%20-%20%D0%95%D0%BB%D0%B5%D0%BD%D0%B0%20%D0%94%D0%B8%D0%BC%D0%B8%D1%82%D1%80%D0%BE%D0%B2%D0%B0%20-%2021.11.2026.pdf`,
      }),
    );
    await downloadFile('identity/account-sheet/pdf');
    expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}/api/identity/account-sheet/pdf`, {
      headers: { Authorization: 'Bearer token-1' },
      cache: 'no-store',
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('Справка за профила - Елена Димитрова - 21.11.2026.pdf');
    expect(saved[0]!.blob.size).toBe('%PDF-1.3 test'.length);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('takes a plain or a quoted filename when there is no filename*', async () => {
    fetchMock.mockResolvedValueOnce(
      fileResponse({ 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename=menu.xlsx' }),
    );
    fetchMock.mockResolvedValueOnce(
      fileResponse({ 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="Fees \\"November\\"; 2026.xlsx"' }),
    );
    await downloadFile('menu/excel', { token: 't', signOut: vi.fn() });
    await downloadFile('/fees/excel', { token: 't', signOut: vi.fn() });
    expect(saved.map((file) => file.name)).toEqual(['menu.xlsx', 'Fees "November"; 2026.xlsx']);
    expect(fetchMock.mock.calls[1]![0]).toBe(`${window.location.origin}/api/fees/excel`);
  });

  it('still saves a file without Content-Disposition, named after the path and its type', async () => {
    fetchMock.mockResolvedValue(fileResponse({ 'Content-Type': PDF }));
    await downloadFile('identity/account-sheet/pdf', { token: null, signOut: vi.fn() });
    expect(saved[0]!.name).toBe('identity-account-sheet-pdf.pdf');
    expect(fetchMock.mock.calls[0]![1]).toEqual({ headers: {}, cache: 'no-store' });
  });

  it('releases the object URL after the save', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(fileResponse({ 'Content-Type': PDF, 'Content-Disposition': 'attachment; filename="a.pdf"' }));
    await downloadFile('a', { token: 't', signOut: vi.fn() });
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(saved[0]!.href);
  });

  it('signs the user out on a 401 and throws the server’s message', async () => {
    const signOut = vi.fn();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 401, message: 'Необходимо е да влезете в системата.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const failure = downloadFile('identity/account-sheet/pdf', { token: 'old', signOut });
    await expect(failure).rejects.toThrow(new DownloadError('Необходимо е да влезете в системата.', 401));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(0);
  });

  it('clears the stored token on a 401 when called outside React', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired');
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await expect(downloadFile('x')).rejects.toBeInstanceOf(DownloadError);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('throws the server’s Bulgarian message on other failures, generic ones when there is none', async () => {
    const signOut = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ statusCode: 403, message: 'Нямате права за това действие.' }), { status: 403 }),
    );
    await expect(downloadFile('x', { token: 't', signOut })).rejects.toMatchObject({
      message: 'Нямате права за това действие.',
      status: 403,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(downloadFile('x', { token: 't', signOut })).rejects.toMatchObject({ message: GENERIC_ERROR, status: 502 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(downloadFile('x', { token: 't', signOut })).rejects.toMatchObject({ message: NETWORK_ERROR, status: null });
    expect(signOut).not.toHaveBeenCalled();
  });
});
