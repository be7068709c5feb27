import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The weekly report's one-click unsubscribe works without signing in, so its link carries the user id
 * signed with an HMAC (SHA-256, a key derived from the server's auth secret): changing the id breaks
 * the signature, and nobody without the secret can make one for another user.
 */
export function unsubscribeTokens(authSecret: string) {
  const key = createHmac('sha256', authSecret).update('postura weekly report unsubscribe').digest();
  const mac = (userId: string) =>
    createHmac('sha256', key).update(userId).digest().subarray(0, 24).toString('base64url');

  return {
    sign: (userId: string) => `${Buffer.from(userId).toString('base64url')}.${mac(userId)}`,
    /** The user id of a genuine token, or null. */
    verify(token: string): string | null {
      const [id, signature, extra] = token.split('.');
      if (!id || !signature || extra !== undefined) return null;
      const userId = Buffer.from(id, 'base64url').toString();
      const expected = Buffer.from(mac(userId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
