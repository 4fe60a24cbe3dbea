// A local ePay for the demo and the tests (issue 17 "The ePay protocol"; README "Плащане през симулатора на ePay"):
// the payment page (POST PAGE/ENCODED/CHECKSUM/URL_OK/URL_CANCEL), EasyPay's ezp/reg_bill.cgi answering IDN=, a cash
// desk that pays an IDN, and signed notifications POSTed to the merchant's notification URL, retried until the merchant
// answers every line with OK or NO. Plain Node (no build): `npm start`, the API tests and e2e/server.mjs import it.
// Its own implementation of the encoding and the HMAC, on purpose: the API's adapter is checked against it.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { setInterval, clearInterval } from 'node:timers';
import { pathToFileURL, URLSearchParams } from 'node:url';

const sign = (encoded, secret) => createHmac('sha1', secret).update(encoded, 'utf8').digest('hex');
const encode = (text) => Buffer.from(text, 'utf8').toString('base64');
const decode = (encoded) => Buffer.from(String(encoded).replace(/\s+/g, ''), 'base64').toString('utf8');
const sameChecksum = (a, b) => {
  const x = Buffer.from(String(a).toLowerCase());
  const y = Buffer.from(String(b).toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
};
const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const euro = (cents) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** KEY=VALUE lines of a request → object (keys upper-case). */
function requestFields(text) {
  const fields = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at > 0) fields[line.slice(0, at).trim().toUpperCase()] = line.slice(at + 1).trim();
  }
  return fields;
}

/** EXP_TIME `DD.MM.YYYY[ hh:mm[:ss]]` in Sofia time → a moment (the end of the day when no time is given). */
function expiryOf(text) {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text ?? '');
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s] = m[4] === undefined ? [23, 59, 59] : [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Sofia',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(guess))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return new Date(guess - (wall - guess));
}

/** PAY_TIME: YYYYMMDDhhmmss in Sofia time. */
function payTime(moment = new Date()) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Sofia',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

function readBody(request, limit = 256 * 1024) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function page(title, body) {
  return `<!doctype html><html lang="bg"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — симулатор на ePay</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:1rem auto;padding:0 1rem;color:#1f1f1f}
.box{border:1px solid #c8c8c8;border-radius:8px;padding:1rem;margin:1rem 0}dt{color:#555;margin-top:.5rem}dd{margin:0;font-weight:600}
button,input{font-size:1rem;padding:.6rem 1rem;border-radius:6px;min-height:44px}button{cursor:pointer;margin:.25rem .5rem .25rem 0}
.pay{background:#1565c0;color:#fff;border:0}.deny{background:#fff;border:1px solid #b00020;color:#b00020}.note{color:#555;font-size:.9rem}
.err{color:#b00020}</style></head><body><h1>${escapeHtml(title)}</h1>${body}
<p class="note">Симулатор на ePay за демонстрация и тестове: не се извършват истински плащания.</p></body></html>`;
}

/**
 * Starts the simulator. Options: port (0: any free), host, merchants ([{ min, secret, notificationUrl }]),
 * retryDelaysMs (the waits between deliveries of a notification not yet answered OK or NO; the last repeats),
 * maxAttempts, sweepMs (how often obligations past their EXP_TIME are expired), log (a function or false).
 */
export async function startEpaySimulator(options = {}) {
  const merchants = new Map();
  const invoices = new Map(); // `${min}/${invoice}` → record
  const byIdn = new Map();
  const deliveries = [];
  const timers = new Set();
  const retryDelaysMs = options.retryDelaysMs ?? [2000, 10000, 60000, 300000];
  const maxAttempts = options.maxAttempts ?? 50;
  const log = options.log === false ? () => {} : (options.log ?? ((line) => console.log(`[epay-simulator] ${line}`)));
  let closed = false;

  const addMerchant = ({ min, secret, notificationUrl }) => {
    if (!/^\d{1,20}$/.test(String(min)) || !secret || !notificationUrl) throw new Error('merchant: min, secret, notificationUrl');
    merchants.set(String(min), { min: String(min), secret: String(secret), notificationUrl: String(notificationUrl) });
  };
  for (const merchant of options.merchants ?? []) addMerchant(merchant);

  /** A signed request (ENCODED, CHECKSUM) → its fields, or an error code as ePay would answer. */
  function verifiedRequest(encoded, checksum) {
    if (!encoded || !checksum) return { error: 'BAD_REQUEST' };
    const fields = requestFields(decode(encoded));
    const merchant = merchants.get(fields.MIN ?? '');
    if (!merchant) return { error: 'UNKNOWN_MIN' };
    if (!sameChecksum(sign(encoded, merchant.secret), checksum)) return { error: 'BAD_CHECKSUM' };
    const amountCents = /^\d+(\.\d{1,2})?$/.test(fields.AMOUNT ?? '') ? Math.round(Number(fields.AMOUNT) * 100) : NaN;
    if (!/^\d+$/.test(fields.INVOICE ?? '') || !(amountCents > 0)) return { error: 'BAD_REQUEST' };
    const expiresAt = expiryOf(fields.EXP_TIME);
    if (!expiresAt) return { error: 'BAD_EXP_TIME' };
    return { merchant, fields, amountCents, expiresAt };
  }

  /** The invoice's record: created once, the same for every later request of the same number. */
  function invoiceOf(request) {
    const key = `${request.merchant.min}/${request.fields.INVOICE}`;
    let record = invoices.get(key);
    if (!record) {
      record = {
        min: request.merchant.min,
        invoice: request.fields.INVOICE,
        amountCents: request.amountCents,
        description: request.fields.DESCR ?? '',
        expiresAt: request.expiresAt,
        status: 'WAITING',
        idn: null,
      };
      invoices.set(key, record);
    }
    return record;
  }

  /** Sends the lines, signed with the merchant's secret, until each is answered OK or NO. */
  function notify(min, lines, attempt = 1) {
    const merchant = merchants.get(String(min));
    if (!merchant || closed || lines.length === 0) return;
    const encoded = encode(lines.join('\n'));
    const checksum = sign(encoded, merchant.secret);
    const entry = { min: merchant.min, lines, attempt, answer: null, at: new Date().toISOString() };
    deliveries.push(entry);
    fetch(merchant.notificationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ encoded, checksum }).toString(),
      signal: globalThis.AbortSignal.timeout(15000),
    })
      .then((response) => response.text())
      .catch((error) => `ERR=${error.name}`)
      .then((answer) => {
        entry.answer = answer;
        const done = new Set();
        for (const line of answer.split(/\r?\n/)) {
          const m = /^INVOICE=(\d+):STATUS=(OK|NO)$/.exec(line.trim());
          if (m) done.add(m[1]);
        }
        const pending = lines.filter((line) => !done.has(/INVOICE=(\d+)/.exec(line)?.[1]));
        if (pending.length === 0) return;
        if (attempt >= maxAttempts) {
          log(`известието за ${merchant.min} остава без потвърждение след ${attempt} опита`);
          return;
        }
        const wait = retryDelaysMs[Math.min(attempt - 1, retryDelaysMs.length - 1)];
        log(`известието не е потвърдено (${answer.slice(0, 80).replace(/\s+/g, ' ')}): нов опит след ${wait} ms`);
        const timer = setTimeout(() => {
          timers.delete(timer);
          notify(min, pending, attempt + 1);
        }, wait);
        timers.add(timer);
      });
  }

  function settle(record, status) {
    if (record.status !== 'WAITING') return false;
    record.status = status;
    record.decidedAt = new Date();
    const line =
      status === 'PAID'
        ? `INVOICE=${record.invoice}:STATUS=PAID:PAY_TIME=${payTime()}:STAN=${String(randomInt(1, 999999)).padStart(6, '0')}` +
          `:BCODE=${String(randomInt(1, 999999)).padStart(6, '0')}`
        : `INVOICE=${record.invoice}:STATUS=${status}`;
    log(`фактура ${record.invoice} (${record.min}): ${status}`);
    notify(record.min, [line]);
    return true;
  }

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const record of invoices.values()) {
      if (record.status === 'WAITING' && record.expiresAt.getTime() <= now) settle(record, 'EXPIRED');
    }
  }, options.sweepMs ?? 1000);
  sweep.unref();

  const paymentPage = (record, token, request) =>
    page(
      'Плащане',
      `<div class="box"><dl><dt>Търговец (КИН)</dt><dd>${escapeHtml(record.min)}</dd>
<dt>Описание</dt><dd>${escapeHtml(record.description)}</dd><dt>Сума</dt><dd>${euro(record.amountCents)}</dd>
<dt>Фактура №</dt><dd>${escapeHtml(record.invoice)}</dd>${request.card ? '<dt>Начин</dt><dd>С банкова карта</dd>' : ''}</dl></div>
<form method="post" action="/decide"><input type="hidden" name="token" value="${token}">
<button class="pay" name="action" value="pay">Плати</button><button class="deny" name="action" value="deny">Откажи</button></form>`,
    );
  const pendingPages = new Map(); // token → { record, urlOk, urlCancel }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, ...headers });
      res.end(body);
    };
    try {
      const form =
        req.method === 'POST'
          ? (req.headers['content-type'] ?? '').includes('json')
            ? JSON.parse((await readBody(req)) || '{}')
            : Object.fromEntries(new URLSearchParams(await readBody(req)))
          : Object.fromEntries(url.searchParams);
      const path = url.pathname.replace(/\/+$/, '') || '/';

      if (path === '/favicon.ico') return send(204, 'text/plain', '');
      if (path === '/' && req.method === 'POST') {
        const request = verifiedRequest(form.ENCODED, form.CHECKSUM);
        if (request.error) return send(400, 'text/html', page('Грешка', `<p class="err">ERR=${escapeHtml(request.error)}</p>`));
        const record = invoiceOf(request);
        if (record.status !== 'WAITING') {
          return send(
            409,
            'text/html',
            page('Грешка', `<p class="err">Фактура ${escapeHtml(record.invoice)} вече е обработена.</p>`),
          );
        }
        const token = `${Date.now().toString(36)}${randomInt(1e9).toString(36)}`;
        pendingPages.set(token, { record, urlOk: form.URL_OK, urlCancel: form.URL_CANCEL });
        return send(200, 'text/html', paymentPage(record, token, { card: form.PAGE === 'credit_paydirect' }));
      }
      if (path === '/decide' && req.method === 'POST') {
        const pending = pendingPages.get(form.token);
        if (!pending) return send(404, 'text/html', page('Грешка', '<p class="err">Непознато плащане.</p>'));
        pendingPages.delete(form.token);
        const paid = form.action === 'pay';
        settle(pending.record, paid ? 'PAID' : 'DENIED');
        const target = paid ? pending.urlOk : pending.urlCancel;
        if (target) return send(303, 'text/html', '', { location: target });
        return send(200, 'text/html', page(paid ? 'Платено' : 'Отказано', '<p>Можете да затворите страницата.</p>'));
      }
      if (path === '/ezp/reg_bill.cgi') {
        const request = verifiedRequest(form.ENCODED, form.CHECKSUM);
        if (request.error) return send(200, 'text/plain', `ERR=${request.error}\n`);
        const record = invoiceOf(request);
        if (!record.idn) {
          let idn;
          do idn = String(randomInt(1_000_000_000, 9_999_999_999));
          while (byIdn.has(idn));
          record.idn = idn;
          byIdn.set(idn, record);
        }
        return send(200, 'text/plain', `IDN=${record.idn}\n`);
      }
      if (path === '/ezp/desk') {
        const idn = String(form.idn ?? '').replace(/\D/g, '');
        const record = byIdn.get(idn);
        let body = `<form method="get" action="/ezp/desk"><label for="idn">Код за плащане (IDN)</label><br>
<input id="idn" name="idn" inputmode="numeric" maxlength="10" value="${escapeHtml(idn)}"> <button>Търси</button></form>`;
        if (idn && !record) body += `<p class="err">Няма задължение с код ${escapeHtml(idn)}.</p>`;
        if (record && req.method === 'POST' && form.action === 'pay') {
          body += settle(record, 'PAID')
            ? `<p>Платено: ${euro(record.amountCents)}.</p>`
            : `<p class="err">Задължението не може да се плати.</p>`;
        }
        if (record) {
          const state = { WAITING: 'Очаква плащане', PAID: 'Платено', DENIED: 'Отказано', EXPIRED: 'Изтекло' }[record.status];
          body += `<div class="box"><dl><dt>Описание</dt><dd>${escapeHtml(record.description)}</dd>
<dt>Сума</dt><dd>${euro(record.amountCents)}</dd><dt>Състояние</dt><dd>${state}</dd></dl>
${record.status === 'WAITING' ? `<form method="post" action="/ezp/desk?idn=${record.idn}"><input type="hidden" name="idn" value="${record.idn}"><button class="pay" name="action" value="pay">Плати</button></form>` : ''}</div>`;
        }
        return send(200, 'text/html', page('EasyPay — каса', body));
      }
      // Test and demo controls (JSON): merchants, the invoices, an expiry now, a raw notification.
      if (path === '/admin/merchants' && req.method === 'POST') {
        addMerchant(form);
        return send(204, 'text/plain', '');
      }
      if (path === '/admin/invoices') {
        return send(200, 'application/json', JSON.stringify([...invoices.values()]));
      }
      if (path === '/admin/expire' && req.method === 'POST') {
        const record = form.idn ? byIdn.get(String(form.idn)) : invoices.get(`${form.min}/${form.invoice}`);
        return send(record && settle(record, 'EXPIRED') ? 204 : 404, 'text/plain', '');
      }
      if (path === '/admin/notify' && req.method === 'POST') {
        notify(form.min, form.lines ?? []);
        return send(204, 'text/plain', '');
      }
      if (path === '/') {
        return send(
          200,
          'text/html',
          page('Симулатор на ePay', `<p>Търговци: ${merchants.size}. <a href="/ezp/desk">Каса на EasyPay</a></p>`),
        );
      }
      return send(404, 'text/plain', 'Not found');
    } catch (error) {
      return send(400, 'text/plain', `ERR=${error.message}`);
    }
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address();
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  return {
    url,
    port,
    addMerchant,
    notify,
    deliveries,
    invoices: () => [...invoices.values()],
    invoice: (min, invoice) => invoices.get(`${min}/${invoice}`),
    byIdn: (idn) => byIdn.get(String(idn)),
    pay: (record) => settle(record, 'PAID'),
    deny: (record) => settle(record, 'DENIED'),
    expire: (record) => settle(record, 'EXPIRED'),
    /** Resolves once no delivery is waiting for a retry and every sent one was answered. */
    async settled(timeoutMs = 10000) {
      const until = Date.now() + timeoutMs;
      while (timers.size > 0 || deliveries.some((d) => d.answer === null)) {
        if (Date.now() > until) throw new Error('epay-simulator: deliveries still pending');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      closed = true;
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** `node tools/epay-simulator/simulator.mjs [--port 3100] [--merchants file.json]` (or EPAY_SIM_MERCHANTS as JSON). */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const file = arg('merchants');
  const merchants = file
    ? JSON.parse(readFileSync(file, 'utf8'))
    : process.env.EPAY_SIM_MERCHANTS
      ? JSON.parse(process.env.EPAY_SIM_MERCHANTS)
      : [];
  const simulator = await startEpaySimulator({ port: Number(arg('port') ?? process.env.EPAY_SIM_PORT ?? 3100), merchants });
  console.log(`Симулаторът на ePay работи на ${simulator.url} (каса на EasyPay: ${simulator.url}/ezp/desk)`);
}
