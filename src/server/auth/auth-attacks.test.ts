import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { linkIn, startInbox, type Inbox } from '../../../tests/support/smtp-inbox';
import { startTestApp } from '../../../tests/support/test-app';
import { accountSignInLimits } from './account-sign-in-throttle';

const password = 'a sturdy attack-test passphrase';
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

/** The attacks a sign-in form draws, each played against the real server (SQLite, real SMTP). */
describe('auth attacks', () => {
  let inbox: Inbox;
  // One server that trusts X-Forwarded-For (behind a proxy) and one that does not (directly exposed).
  let proxied: FastifyInstance;
  let direct: FastifyInstance;
  let base: string;
  let directBase: string;

  beforeAll(async () => {
    inbox = await startInbox();
    proxied = await startTestApp({ env: { SMTP_URL: inbox.url, TRUST_PROXY: 'true' } });
    base = await proxied.listen({ host: '127.0.0.1', port: 0 });
    direct = await startTestApp({ env: { SMTP_URL: inbox.url } });
    directBase = await direct.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
    await inbox.close();
  });

  async function verifiedUser(email: string): Promise<HttpClient> {
    const client = new HttpClient(base, nextIp());
    await client.post('/api/auth/sign-up/email', { name: 'T', email, password, callbackURL: '/en/signin' });
    await client.get(linkIn(await inbox.waitFor(email), '/api/auth/verify-email').replace(base, ''));
    return client;
  }

  const signIn = (client: HttpClient, email: string, pass: string) =>
    client.post('/api/auth/sign-in/email', { email, password: pass });

  it('cannot dodge the per-address limit by rotating X-Forwarded-For when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      // A new forged address every time; the server counts the real peer (127.0.0.1).
      const client = new HttpClient(directBase, `203.0.113.${attempt + 1}`);
      statuses.push((await signIn(client, 'rotate@example.com', `wrong guess ${attempt}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('throttles one account attacked from many addresses, the same way for unknown addresses', async () => {
    await verifiedUser('target@example.com');
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < accountSignInLimits.maxFailures; attempt++)
        statuses.push((await signIn(new HttpClient(base, nextIp()), email, `guess ${attempt}`)).status);
      return statuses;
    };
    expect(new Set(await answers('target@example.com'))).toEqual(new Set([401]));
    expect(new Set(await answers('nobody-here@example.com'))).toEqual(new Set([401]));

    // Now even the right password from a fresh address is refused, with a time to wait.
    const locked = await signIn(new HttpClient(base, nextIp()), 'Target@Example.com', password);
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'ACCOUNT_SIGN_IN_LOCKED' });
    expect(String(locked.json?.message)).toMatch(/Try again in 15 minutes/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(locked.headers.getSetCookie()).toEqual([]);
    // An unknown address answers exactly alike: the lock tells nothing about who has an account.
    const unknown = await signIn(new HttpClient(base, nextIp()), 'nobody-here@example.com', password);
    expect(unknown.status).toBe(429);
    expect(unknown.json).toEqual(locked.json);

    // Other accounts are not affected.
    await verifiedUser('bystander@example.com');
    expect((await signIn(new HttpClient(base, nextIp()), 'bystander@example.com', password)).status).toBe(
      200,
    );
  });

  it('forgets earlier failures once the owner signs in', async () => {
    await verifiedUser('fumbler@example.com');
    for (let attempt = 0; attempt < accountSignInLimits.maxFailures - 1; attempt++)
      await signIn(new HttpClient(base, nextIp()), 'fumbler@example.com', `typo ${attempt}`);
    expect((await signIn(new HttpClient(base, nextIp()), 'fumbler@example.com', password)).status).toBe(200);
    // The slate is clean: another run of typos does not lock the account at once.
    for (let attempt = 0; attempt < 3; attempt++)
      await signIn(new HttpClient(base, nextIp()), 'fumbler@example.com', `typo again ${attempt}`);
    expect((await signIn(new HttpClient(base, nextIp()), 'fumbler@example.com', password)).status).toBe(200);
  });

  it('answers a password-reset request the same for known and unknown addresses', async () => {
    await verifiedUser('forgetful@example.com');
    const ask = (email: string) =>
      new HttpClient(base, nextIp()).post('/api/auth/request-password-reset', {
        email,
        redirectTo: '/en/reset-password',
      });
    const known = await ask('forgetful@example.com');
    const unknown = await ask('never-signed-up@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    // Only the real account gets mail.
    expect(linkIn(await inbox.waitFor('forgetful@example.com'), '/reset-password')).toContain('token');
  });

  it('revokes the session on sign-out: a copied cookie stops working', async () => {
    await verifiedUser('leaver@example.com');
    const client = new HttpClient(base, nextIp());
    await signIn(client, 'leaver@example.com', password);
    const stolen = new HttpClient(base, nextIp());
    const cookie = client.cookieHeader;
    expect((await stolen.request('/api/auth/get-session', { headers: { cookie } })).json).toMatchObject({
      user: { email: 'leaver@example.com' },
    });
    await client.post('/api/auth/sign-out');
    expect((await stolen.request('/api/auth/get-session', { headers: { cookie } })).json).toBeNull();
    expect((await stolen.request('/api/posture/sessions', { headers: { cookie } })).status).toBe(401);
  });

  it('revokes every session when the account is deleted', async () => {
    await verifiedUser('gone@example.com');
    const laptop = new HttpClient(base, nextIp());
    const phone = new HttpClient(base, nextIp());
    await signIn(laptop, 'gone@example.com', password);
    await signIn(phone, 'gone@example.com', password);
    expect((await laptop.post('/api/auth/delete-user', { password })).status).toBe(200);
    expect((await phone.get('/api/auth/get-session')).json).toBeNull();
    expect((await signIn(new HttpClient(base, nextIp()), 'gone@example.com', password)).status).toBe(401);
  });

  it('refuses a magic link or e-mail change that would send the user to another site', async () => {
    const magic = await new HttpClient(base, nextIp()).post('/api/auth/sign-in/magic-link', {
      email: 'target@example.com',
      callbackURL: 'https://evil.example/welcome',
    });
    expect(magic.status).toBe(403);
    const verify = await new HttpClient(base, nextIp()).post('/api/auth/send-verification-email', {
      email: 'target@example.com',
      callbackURL: 'https://evil.example/',
    });
    expect(verify.status).toBe(403);
  });
});
