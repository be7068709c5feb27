import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { linkIn, startInbox, type Inbox } from '../../../tests/support/smtp-inbox';
import { startTestApp } from '../../../tests/support/test-app';

const password = 'analytical engine 1843';
let ip = 0;
const client = (base: string) => new HttpClient(base, `192.0.2.${++ip}`);

describe('account security (SQLite)', () => {
  let app: FastifyInstance;
  let base: string;
  let inbox: Inbox;

  beforeAll(async () => {
    inbox = await startInbox();
    app = await startTestApp({ env: { SMTP_URL: inbox.url, TRUST_PROXY: 'true' } });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  async function verifiedUser(email: string) {
    const c = client(base);
    await c.post('/api/auth/sign-up/email', { name: 'T', email, password, callbackURL: '/en/signin' });
    await c.get(linkIn(await inbox.waitFor(email), '/api/auth/verify-email').replace(base, ''));
    return c;
  }

  it('sets an httpOnly, SameSite=Lax session cookie, without Secure on plain http', async () => {
    await verifiedUser('cookie@example.com');
    const c = client(base);
    const signIn = await c.post('/api/auth/sign-in/email', {
      email: 'cookie@example.com',
      password,
      rememberMe: true,
    });
    const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith('postura.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/Max-Age=\d+/i);
    // "Keep me signed in" off: a cookie that ends with the browser session.
    const brief = await client(base).post('/api/auth/sign-in/email', {
      email: 'cookie@example.com',
      password,
      rememberMe: false,
    });
    const sessionCookie = brief.headers
      .getSetCookie()
      .find((value) => value.startsWith('postura.session_token='))!;
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('refuses callback URLs on other hosts', async () => {
    const response = await client(base).post('/api/auth/sign-up/email', {
      name: 'Evil',
      email: 'redirect@example.com',
      password,
      callbackURL: 'https://evil.example/phish',
    });
    expect(response.status).toBe(403);
    const reset = await client(base).post('/api/auth/request-password-reset', {
      email: 'cookie@example.com',
      redirectTo: '//evil.example/x',
    });
    expect(reset.status).toBe(403);
  });

  it('answers a verification resend the same for known and unknown addresses', async () => {
    const c = client(base);
    await c.post('/api/auth/sign-up/email', {
      name: 'R',
      email: 'resend@example.com',
      password,
      callbackURL: '/en/signin',
    });
    await inbox.waitFor('resend@example.com');
    const known = await client(base).post('/api/auth/send-verification-email', {
      email: 'resend@example.com',
      callbackURL: '/en/signin',
    });
    const unknown = await client(base).post('/api/auth/send-verification-email', {
      email: 'nobody@example.com',
      callbackURL: '/en/signin',
    });
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual(unknown.json);
    expect((await inbox.waitFor('resend@example.com')).subject).toMatch(/Confirm/);
  });

  it('signs out the other sessions when the password changes, and only with the current password', async () => {
    const here = await verifiedUser('change@example.com');
    await here.post('/api/auth/sign-in/email', { email: 'change@example.com', password });
    const there = client(base);
    await there.post('/api/auth/sign-in/email', { email: 'change@example.com', password });
    const wrong = await here.post('/api/auth/change-password', {
      currentPassword: 'not it at all 1',
      newPassword: 'a brand new passphrase',
      revokeOtherSessions: true,
    });
    expect(wrong.status).toBe(400);
    const changed = await here.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'a brand new passphrase',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await here.get('/api/auth/get-session')).json).not.toBeNull();
    expect((await there.get('/api/auth/get-session')).json).toBeNull();
  });
});

describe('sign-up while the mail server is down', () => {
  it('succeeds at once and delivers the e-mail when the server comes back', async () => {
    // Reserve a port, then leave it closed so the first delivery attempt fails.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const app = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, TRUST_PROXY: 'true' } });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const signUp = await client(base).post('/api/auth/sign-up/email', {
        name: 'Late',
        email: 'late@example.com',
        password,
        callbackURL: '/en/signin',
      });
      expect(signUp.status).toBe(200);
      const inbox = await startInbox(port);
      const mail = await inbox.waitFor('late@example.com', /Confirm/, 15_000);
      expect(mail.text).toContain('/api/auth/verify-email?token=');
      await inbox.close();
    } finally {
      await app.close();
    }
  }, 30_000);
});
