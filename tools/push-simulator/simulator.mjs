// A local Web Push service for the tests (issue 20 item 4; docs/pwa.md): it hands out subscriptions as a browser's
// push service would (an endpoint URL, the browser's P-256 public key and authentication secret), accepts pushes
// the way RFC 8030 describes (POST to the endpoint, answered 201), checks the sender's VAPID signature (RFC 8292),
// decrypts the payload with the subscription's private key (RFC 8291 over RFC 8188's aes128gcm) and keeps it for the
// test to read. A subscription can be marked gone: the next push to it gets 410, as a real service answers once the
// user has revoked the permission. Its own implementation of the cryptography, on purpose: the API sends with the
// web-push library, which is checked against it. Push services speak HTTPS only: the simulator serves a certificate
// for 127.0.0.1 and localhost made for it (localhost-cert.pem, with its key beside it: a test key, never a secret),
// which the API trusts when PUSH_CA_FILE names it. Plain Node (no build); `node tools/push-simulator/simulator.mjs`
// starts it on PORT (default 4012).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The simulator's certificate: an API that sends to it trusts this file (PUSH_CA_FILE). */
export const PUSH_SIMULATOR_CA_FILE = fileURLToPath(new URL('./localhost-cert.pem', import.meta.url));
const KEY_FILE = fileURLToPath(new URL('./localhost-key.pem', import.meta.url));

const base64Url = (buffer) => Buffer.from(buffer).toString('base64url');
const fromBase64Url = (text) => Buffer.from(String(text), 'base64url');
const hkdf = (salt, ikm, info, length) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * @typedef {{ id: string, endpoint: string, keys: { p256dh: string, auth: string } }} Subscription
 * @typedef {{ subscriptionId: string, payload: any, ttl: number, urgency: string | null, vapid: { sub: string, aud: string, exp: number } }} ReceivedPush
 */

/** Decrypts an aes128gcm body (RFC 8188) sent to a browser's keys (RFC 8291). Throws on any mismatch. */
export function decryptPush(body, { privateKey, publicKey, authSecret }) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  if (keyIdLength !== 65) throw new Error(`the key id must be the sender's 65-byte public key, not ${keyIdLength} bytes`);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('a push payload must fit one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderPublicKey]);
  const ikm = hkdf(authSecret, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record must end with the delimiter 2');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): the ES256 signature, the audience and the expiry. */
export function verifyVapid(header, audience, now = Date.now()) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no "vapid t=…, k=…" authorization');
  const [, token, key] = match;
  const raw = fromBase64Url(key);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k must be an uncompressed P-256 public key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: base64Url(raw.subarray(1, 33)), y: base64Url(raw.subarray(33)) },
    format: 'jwk',
  });
  const [head, claims, signature] = token.split('.');
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromBase64Url(signature),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const header_ = JSON.parse(fromBase64Url(head).toString('utf8'));
  if (header_.alg !== 'ES256') throw new Error(`the VAPID token must be ES256, not ${header_.alg}`);
  const body = JSON.parse(fromBase64Url(claims).toString('utf8'));
  if (body.aud !== audience) throw new Error(`the audience ${body.aud} is not ${audience}`);
  const seconds = now / 1000;
  if (!(body.exp > seconds && body.exp <= seconds + 24 * 3600)) throw new Error('exp must be within 24 hours');
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) throw new Error('sub must be a mailto: or https: contact');
  return { sub: body.sub, aud: body.aud, exp: body.exp, publicKey: key };
}

/**
 * Starts the push service.
 * @param {{ port?: number, host?: string }} [options]
 */
export async function startPushSimulator({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {Map<string, { privateKey: Buffer, publicKey: Buffer, authSecret: Buffer, gone: boolean }>} */
  const subscriptions = new Map();
  /** @type {ReceivedPush[]} */
  const received = [];
  /** @type {{ test: (push: ReceivedPush) => boolean, resolve: (push: ReceivedPush) => void }[]} */
  const waiting = [];
  /** @type {string[]} */
  const refused = [];

  const server = createServer(
    { cert: readFileSync(PUSH_SIMULATOR_CA_FILE), key: readFileSync(KEY_FILE) },
    (request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const answer = (status, text = '') => {
          response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end(text);
        };
        const match = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
        if (request.method !== 'POST' || !match) return answer(404, 'no such endpoint');
        const subscription = subscriptions.get(match[1]);
        if (!subscription) return answer(404, 'no such subscription');
        if (subscription.gone) return answer(410, 'the subscription has expired');
        try {
          const vapid = verifyVapid(request.headers.authorization, origin);
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding must be aes128gcm');
          const ttl = Number(request.headers.ttl);
          if (!Number.isInteger(ttl) || ttl < 0) throw new Error('TTL must be given in seconds');
          const payload = JSON.parse(decryptPush(Buffer.concat(chunks), subscription).toString('utf8'));
          const push = { subscriptionId: match[1], payload, ttl, urgency: request.headers.urgency ?? null, vapid };
          received.push(push);
          for (const waiter of [...waiting]) {
            if (!waiter.test(push)) continue;
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(push);
          }
          response.writeHead(201, { Location: `${origin}/message/${received.length}` });
          response.end();
        } catch (error) {
          refused.push(String(error instanceof Error ? error.message : error));
          answer(400, String(error));
        }
      });
    },
  );
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `https://${host}:${address.port}`;

  return {
    url: origin,
    received,
    /** Why pushes were refused (a bad signature, a payload that did not decrypt). */
    refused,
    /** A new subscription as a browser's `PushSubscription.toJSON()` gives it. @returns {Subscription} */
    subscribe() {
      const id = randomBytes(12).toString('base64url');
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      subscriptions.set(id, { privateKey: ecdh.getPrivateKey(), publicKey, authSecret, gone: false });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: base64Url(publicKey), auth: base64Url(authSecret) } };
    },
    /** The user revoked the permission: the next push to it is answered 410 Gone. */
    expire(id) {
      const subscription = subscriptions.get(id);
      if (subscription) subscription.gone = true;
    },
    /**
     * The first push (already received or still to come) that `test` accepts.
     * @param {(push: ReceivedPush) => boolean} test
     * @returns {Promise<ReceivedPush>}
     */
    waitForPush(test, timeoutMs = 10_000) {
      const already = received.find(test);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = { test, resolve: (push) => (clearTimeout(timer), resolve(push)) };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no push arrived in ${timeoutMs} ms (refused: ${refused.join('; ') || 'none'})`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const simulator = await startPushSimulator({ port: Number(process.env.PORT ?? 4012) });
  console.log(`Web Push simulator at ${simulator.url}`);
}
