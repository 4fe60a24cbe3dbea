import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token a push carries to turn its device off in one click: the subscription's id and an HMAC of it under the
 * server's signing secret, so nothing of it is stored and a guessed id does nothing.
 */
export function unsubscribeTokenOf(subscriptionId: number, secret: string): string {
  return `${subscriptionId}-${signature(subscriptionId, secret)}`;
}

/** The subscription a token names, or null when it was not made here. */
export function subscriptionOfToken(token: string, secret: string): number | null {
  const match = /^(\d{1,10})-([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

const signature = (subscriptionId: number, secret: string): string =>
  createHmac('sha256', secret).update(`push-unsubscribe:${subscriptionId}`).digest('base64url').slice(0, 32);
