// The ePay merchant protocol (issue 17 "The ePay protocol"; docs/online-payments.md): pure functions, no Nest, no I/O.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a payment request (and of an EasyPay registration), before encoding. */
export interface EpayRequestFields {
  /** The provider's КИН in ePay (MIN). */
  min: string;
  /** A number ePay has never seen from this merchant: every attempt gets a new one. */
  invoice: string;
  amountCents: number;
  /** When the request expires (EXP_TIME, Europe/Sofia). */
  expiresAt: Date;
  /** At most 100 characters (longer is cut). */
  description: string;
}

/** ePay's status of an invoice in a notification. */
export type EpayNotificationStatus = 'PAID' | 'DENIED' | 'EXPIRED';

/** One line of a decoded notification: `INVOICE=…:STATUS=…[:PAY_TIME=…:STAN=…:BCODE=…:AMOUNT=…:BIN=…]`. */
export interface EpayNotificationLine {
  /** The INVOICE as sent (digits, or whatever a malformed line had; '' when it had none). */
  invoice: string;
  /** Null when the line's STATUS is missing or unknown. */
  status: EpayNotificationStatus | null;
  /** PAY_TIME YYYYMMDDhhmmss (Europe/Sofia) read as a moment; null when absent or malformed. */
  payTime: Date | null;
  stan: string | null;
  bcode: string | null;
  /** AMOUNT in cents when the line carries one (`22.80`). */
  amountCents: number | null;
  bin: string | null;
}

export const DESCRIPTION_MAX = 100;

/** `22.80` from 2280 cents: ePay's AMOUNT. */
export function epayAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents from ePay's AMOUNT (`22.8`, `22.80`, `22`); null when it is not one. */
export function centsOfAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const sofia = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Sofia',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function sofiaParts(moment: Date): Record<string, string> {
  return Object.fromEntries(sofia.formatToParts(moment).map((part) => [part.type, part.value]));
}

/** EXP_TIME: `DD.MM.YYYY hh:mm:ss` in Europe/Sofia. */
export function epayExpTime(moment: Date): string {
  const p = sofiaParts(moment);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** The moment of a Europe/Sofia wall-clock time (PAY_TIME YYYYMMDDhhmmss); null when malformed. */
export function parsePayTime(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc) || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  // The offset of Sofia at that moment (+2 or +3): read the wall clock of the UTC guess back.
  const p = sofiaParts(new Date(asUtc));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return new Date(asUtc - (wall - asUtc));
}

/** DESCR on one line, at most 100 characters. */
export function epayDescription(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, DESCRIPTION_MAX);
}

/** The KEY=VALUE lines of a request, in ePay's order. */
export function requestLines(fields: EpayRequestFields): string {
  if (!/^\d{1,20}$/.test(fields.min)) throw new Error('The КИН (MIN) must be digits');
  if (!/^\d{1,20}$/.test(fields.invoice)) throw new Error('The INVOICE must be digits');
  return [
    `MIN=${fields.min}`,
    `INVOICE=${fields.invoice}`,
    `AMOUNT=${epayAmount(fields.amountCents)}`,
    'CURRENCY=EUR',
    `EXP_TIME=${epayExpTime(fields.expiresAt)}`,
    `DESCR=${epayDescription(fields.description)}`,
    'ENCODING=utf-8',
  ].join('\n');
}

/** ENCODED: base64 of the text (UTF-8), without line breaks. */
export function epayEncode(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** The text of an ENCODED value; null when it is not base64. */
export function epayDecode(encoded: string): string | null {
  const compact = encoded.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  return Buffer.from(compact, 'base64').toString('utf8');
}

/** CHECKSUM: HMAC-SHA1 of the ENCODED string with the merchant's secret, lowercase hex. */
export function epayChecksum(encoded: string, secret: string): string {
  return createHmac('sha1', secret).update(encoded, 'utf8').digest('hex');
}

/** Whether `checksum` is the HMAC of `encoded` with `secret`: compared in constant time (case-insensitive hex). */
export function verifyEpayChecksum(encoded: string, checksum: string, secret: string): boolean {
  const expected = Buffer.from(epayChecksum(encoded, secret), 'utf8');
  const given = Buffer.from(checksum.trim().toLowerCase(), 'utf8');
  // Compare equal lengths only; a different length still costs one comparison, so timing says nothing of the key.
  const same = timingSafeEqual(expected, given.length === expected.length ? given : expected);
  return same && given.length === expected.length;
}

/** The signed block of a request: ENCODED and CHECKSUM. */
export function signRequest(fields: EpayRequestFields, secret: string): { encoded: string; checksum: string } {
  const encoded = epayEncode(requestLines(fields));
  return { encoded, checksum: epayChecksum(encoded, secret) };
}

const STATUSES: readonly string[] = ['PAID', 'DENIED', 'EXPIRED'];

/**
 * The lines of a decoded notification, in order (blank lines skipped). Key=value pairs separated by `:`; unknown keys
 * are ignored, a value may itself hold `=`.
 */
export function parseNotification(decoded: string): EpayNotificationLine[] {
  return decoded
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const pairs = new Map<string, string>();
      for (const part of line.split(':')) {
        const at = part.indexOf('=');
        if (at > 0) pairs.set(part.slice(0, at).trim().toUpperCase(), part.slice(at + 1).trim());
      }
      const status = (pairs.get('STATUS') ?? '').toUpperCase();
      const amount = pairs.get('AMOUNT');
      return {
        invoice: pairs.get('INVOICE') ?? '',
        status: STATUSES.includes(status) ? (status as EpayNotificationStatus) : null,
        payTime: pairs.has('PAY_TIME') ? parsePayTime(pairs.get('PAY_TIME')!) : null,
        stan: pairs.get('STAN') || null,
        bcode: pairs.get('BCODE') || null,
        amountCents: amount === undefined ? null : centsOfAmount(amount),
        bin: pairs.get('BIN') || null,
      };
    });
}

/** The answer's line for an invoice: `INVOICE=x:STATUS=OK|NO|ERR`. */
export function answerLine(invoice: string, status: 'OK' | 'NO' | 'ERR'): string {
  // An invoice from a forged or broken line is never echoed with anything but digits.
  return `INVOICE=${invoice.replace(/[^0-9]/g, '')}:STATUS=${status}`;
}

/** The answer of EasyPay's reg_bill.cgi: the 10-digit IDN, or null when it is anything else. */
export function parseIdnAnswer(body: string): string | null {
  const match = /^\s*IDN=(\d{10})\s*$/.exec(body);
  return match ? match[1]! : null;
}
