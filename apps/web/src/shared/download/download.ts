import { type ErrorResponse, exportFormats, fileNameFromDisposition } from '@kg/contracts';
import { GENERIC_ERROR, NETWORK_ERROR } from '../api/errors';
import { tokenStorage } from '../auth/token-storage';

/** Who asks for the file: the bearer token, and what to do when the server says it is no longer valid. */
export interface DownloadSession {
  token: string | null;
  /** Called on a 401 to a request that carried a token (spec 1 §8: the user is signed out). */
  signOut(): void;
}

/** A failed download, with the server's Bulgarian message (or the generic one). */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** Outside React (no store at hand) the token comes from where the store keeps it in step: localStorage. */
const storedSession = (): DownloadSession => ({ token: tokenStorage.get(), signOut: () => tokenStorage.clear() });

const extensionOf = (contentType: string | null): string => {
  const type = contentType?.split(';')[0]?.trim();
  const format = Object.values(exportFormats).find((candidate) => candidate.contentType === type);
  return format ? `.${format.extension}` : '';
};

async function serverMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Partial<ErrorResponse>;
    return typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR;
  } catch {
    return GENERIC_ERROR;
  }
}

/** Saves a blob as a file with the given name, the way a browser saves a download: a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start reading the blob after click() returns: let go of it a little later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Downloads `/api/<path>` with the signed-in user's token and saves it under the name the server gives in
 * `Content-Disposition` (`filename*` first): spec 1 §8, "download with file name in headers: saved as a file
 * automatically". A 401 signs the user out; any failure throws a DownloadError with the server's message.
 */
export async function downloadFile(path: string, session: DownloadSession = storedSession()): Promise<void> {
  const headers: Record<string, string> = {};
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}/api/${path.replace(/^\/+/, '')}`, { headers, cache: 'no-store' });
  } catch {
    throw new DownloadError(NETWORK_ERROR, null);
  }
  if (!response.ok) {
    if (response.status === 401 && session.token) session.signOut();
    throw new DownloadError(await serverMessage(response), response.status);
  }
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    `${path.split('/').filter(Boolean).join('-') || 'file'}${extensionOf(response.headers.get('Content-Type'))}`;
  saveBlob(blob, fileName);
}
