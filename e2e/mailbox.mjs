// A real SMTP server for browser tests that follow an e-mailed link. Call `useMailbox()` before `useProduct()`:
// the product reads SMTP_URL when it starts.
import { after } from './testing.mjs';
import { SMTPServer } from 'smtp-server';

/** The recipient and the text of a single-part mail (base64 or quoted-printable, as nodemailer chooses). */
function decode(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(.*)$/im.exec(head)?.[1].trim().toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : Buffer.from(
          body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
  return `${/^To:\s*(.*)$/im.exec(head)?.[1] ?? ''}\n${text}`;
}

export async function useMailbox() {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(decode(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (smtp.server.address());
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  after(() => new Promise((resolve) => smtp.close(() => resolve(undefined))));

  return {
    mails,
    /** The path of the first link matching `pattern` in a mail to `email` (waits up to 20 s for the mail queue). */
    async linkTo(email, pattern) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const mail = mails.find((text) => text.includes(email) && pattern.test(text));
        if (mail) return pattern.exec(mail)[0];
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no e-mail to ${email} with a link like ${pattern}`);
    },
  };
}
