import { SMTPServer } from 'smtp-server';
import { freePortOnLoopback } from './ports.js';
import type { AppConfig } from '../src/platform/config/config.js';
import { startTestApp, type TestApp } from './harness.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives: the tests read the e-mails the API sends. */
export async function startMailCatcher(port?: number): Promise<{
  url: string;
  mails: ReceivedMail[];
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      readAll(stream)
        .then((raw) => {
          const mail = parseMail(raw);
          mails.push(mail);
          const index = waiters.findIndex((waiter) => mail.to.includes(waiter.to));
          if (index >= 0) waiters.splice(index, 1)[0]!.resolve(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const listenPort = port ?? (await freePortOnLoopback());
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    mails,
    next: (to) =>
      new Promise<ReceivedMail>((resolve, reject) => {
        const already = mails.find((mail) => mail.to.includes(to));
        if (already) return resolve(already);
        waiters.push({ to, resolve });
        setTimeout(() => reject(new Error(`no e-mail to ${to}`)), 5000).unref();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

const decodeWords = (value: string): string =>
  value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Enough of RFC 5322 for the single-part text mails the API sends. */
function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string): string => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { to: header('To'), subject: decodeWords(header('Subject')), text };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The public address of the web app in the links of the test e-mails. */
export const TEST_PUBLIC_URL = 'https://app.example.bg';

/**
 * A test app whose e-mail goes to a real SMTP catcher (`mail`) with links to TEST_PUBLIC_URL; `close` stops both.
 * Its job worker does not poll: the tests run the due jobs by hand (JobsService.runDue), so a count of jobs run
 * is exact and never raced by the worker's timer.
 */
export async function startTestAppWithMail(overrides: Partial<AppConfig> = {}): Promise<TestApp & { mail: MailCatcher }> {
  const mail = await startMailCatcher();
  const app = await startTestApp({ smtpUrl: mail.url, publicUrl: TEST_PUBLIC_URL, jobsPollMs: 0, ...overrides });
  return {
    ...app,
    mail,
    async close() {
      await app.close();
      await mail.close();
    },
  };
}
