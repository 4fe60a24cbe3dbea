import {
  answerLine,
  centsOfAmount,
  epayAmount,
  epayChecksum,
  epayDecode,
  epayEncode,
  epayExpTime,
  parseIdnAnswer,
  parseNotification,
  parsePayTime,
  requestLines,
  signRequest,
  verifyEpayChecksum,
} from './epay-protocol.js';

// Fixed vectors computed outside this code: `printf … | base64 -w0` and `openssl dgst -sha1 -hmac <secret>`.
const SECRET = 'DEMO-ONLY-epay-secret-Horo-2026';
const LINES = [
  'MIN=8460012345',
  'INVOICE=1000001',
  'AMOUNT=22.80',
  'CURRENCY=EUR',
  'EXP_TIME=01.12.2026 12:00:00',
  'DESCR=Такса „Народни танци“ 10.2026',
  'ENCODING=utf-8',
].join('\n');
const ENCODED =
  'TUlOPTg0NjAwMTIzNDUKSU5WT0lDRT0xMDAwMDAxCkFNT1VOVD0yMi44MApDVVJSRU5DWT1FVVIKRVhQX1RJTUU9MDEuMTIuMjAyNiAxMjowMDowMApERVNDUj3QotCw0LrRgdCwIOKAntCd0LDRgNC+0LTQvdC4INGC0LDQvdGG0LjigJwgMTAuMjAyNgpFTkNPRElORz11dGYtOA==';
const CHECKSUM = 'd45bf49269d239300888cdf29cf30d2f613a811c';

describe('ePay protocol', () => {
  it('computes HMAC-SHA1 as RFC 2202 says (lowercase hex)', () => {
    expect(epayChecksum('what do ya want for nothing?', 'Jefe')).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
  });

  it('writes the request lines in ePay order, EXP_TIME in Sofia time, and signs their base64 without line breaks', () => {
    const fields = {
      min: '8460012345',
      invoice: '1000001',
      amountCents: 2280,
      // 10:00 UTC on 1 December is 12:00 in Sofia (winter, +2).
      expiresAt: new Date('2026-12-01T10:00:00Z'),
      description: 'Такса „Народни танци“ 10.2026',
    };
    expect(requestLines(fields)).toBe(LINES);
    expect(epayEncode(LINES)).toBe(ENCODED);
    expect(epayEncode(LINES)).not.toMatch(/\s/);
    expect(signRequest(fields, SECRET)).toEqual({ encoded: ENCODED, checksum: CHECKSUM });
  });

  it('cuts DESCR to 100 characters on one line and refuses a КИН or an invoice that is not digits', () => {
    const base = { min: '1', invoice: '2', amountCents: 5, expiresAt: new Date('2026-07-01T09:00:00Z') };
    const lines = requestLines({ ...base, description: `ред\nдва ${'я'.repeat(200)}` }).split('\n');
    expect(lines[2]).toBe('AMOUNT=0.05');
    expect(lines[4]).toBe('EXP_TIME=01.07.2026 12:00:00');
    expect(lines[5]).toBe(`DESCR=ред два ${'я'.repeat(92)}`);
    expect(() => requestLines({ ...base, min: '12a', description: 'x' })).toThrow();
    expect(() => requestLines({ ...base, invoice: '1\nMIN=2', description: 'x' })).toThrow();
  });

  it('verifies a checksum, any case of hex, and refuses a wrong, shorter or longer one', () => {
    expect(verifyEpayChecksum(ENCODED, CHECKSUM, SECRET)).toBe(true);
    expect(verifyEpayChecksum(ENCODED, CHECKSUM.toUpperCase(), SECRET)).toBe(true);
    expect(verifyEpayChecksum(ENCODED, CHECKSUM, 'another secret')).toBe(false);
    expect(verifyEpayChecksum(`${ENCODED}A`, CHECKSUM, SECRET)).toBe(false);
    expect(verifyEpayChecksum(ENCODED, CHECKSUM.slice(0, 39), SECRET)).toBe(false);
    expect(verifyEpayChecksum(ENCODED, `${CHECKSUM}0`, SECRET)).toBe(false);
    expect(verifyEpayChecksum(ENCODED, '', SECRET)).toBe(false);
  });

  it('decodes base64 (line breaks tolerated) and refuses what is not base64', () => {
    expect(epayDecode(ENCODED)).toBe(LINES);
    expect(epayDecode(`${ENCODED.slice(0, 60)}\r\n${ENCODED.slice(60)}`)).toBe(LINES);
    expect(epayDecode('not base64!')).toBeNull();
  });

  it('parses the notification lines with their fields, tolerating unknown keys and blank lines', () => {
    const decoded = [
      'INVOICE=1000001:STATUS=PAID:PAY_TIME=20261015143005:STAN=123456:BCODE=AB12CD:AMOUNT=22.80:BIN=437733',
      '',
      'INVOICE=1000002:STATUS=DENIED:NEW_KEY=x=y',
      'INVOICE=1000003:STATUS=EXPIRED',
      'INVOICE=1000004:STATUS=WHATEVER',
      'garbage',
    ].join('\r\n');
    const lines = parseNotification(decoded);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toEqual({
      invoice: '1000001',
      status: 'PAID',
      // 14:30:05 in Sofia in October (summer time, +3).
      payTime: new Date('2026-10-15T11:30:05Z'),
      stan: '123456',
      bcode: 'AB12CD',
      amountCents: 2280,
      bin: '437733',
    });
    expect(lines[1]).toMatchObject({ invoice: '1000002', status: 'DENIED', payTime: null, amountCents: null });
    expect(lines[2]).toMatchObject({ invoice: '1000003', status: 'EXPIRED' });
    expect(lines[3]).toMatchObject({ invoice: '1000004', status: null });
    expect(lines[4]).toMatchObject({ invoice: '', status: null });
  });

  it('reads PAY_TIME in Sofia time across both offsets and refuses a malformed one', () => {
    expect(parsePayTime('20260115083000')).toEqual(new Date('2026-01-15T06:30:00Z'));
    expect(parsePayTime('20260715083000')).toEqual(new Date('2026-07-15T05:30:00Z'));
    expect(parsePayTime('2026071508300')).toBeNull();
    expect(parsePayTime('20261315083000')).toBeNull();
  });

  it('writes and reads amounts in cents', () => {
    expect(epayAmount(2280)).toBe('22.80');
    expect(epayAmount(1)).toBe('0.01');
    expect(epayAmount(100000)).toBe('1000.00');
    expect(centsOfAmount('22.8')).toBe(2280);
    expect(centsOfAmount('22')).toBe(2200);
    expect(centsOfAmount('22.805')).toBeNull();
    expect(centsOfAmount('-1')).toBeNull();
    expect(epayExpTime(new Date('2026-03-29T00:30:00Z'))).toBe('29.03.2026 02:30:00');
  });

  it('answers a line with the invoice digits only', () => {
    expect(answerLine('1000001', 'OK')).toBe('INVOICE=1000001:STATUS=OK');
    expect(answerLine('12\r\nX', 'ERR')).toBe('INVOICE=12:STATUS=ERR');
  });

  it('takes an EasyPay answer only as IDN= with ten digits', () => {
    expect(parseIdnAnswer('IDN=1234567890\n')).toBe('1234567890');
    expect(parseIdnAnswer('IDN=123456789')).toBeNull();
    expect(parseIdnAnswer('ERR=BAD_CHECKSUM')).toBeNull();
    expect(parseIdnAnswer('<html>IDN=1234567890</html>')).toBeNull();
  });
});
