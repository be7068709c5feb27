import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { linkIn, startInbox, type Inbox } from '../../../tests/support/smtp-inbox';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';
import { mailTranslator } from '../mail/mail-translations';

const password = 'analytical engine 1843';
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('accounts on %s, with a real SMTP server', (kind) => {
  let app: FastifyInstance;
  let base: string;
  let inbox: Inbox;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    inbox = await startInbox();
    database = await openTestDatabase(kind);
    app = await startTestApp({
      database,
      env: { SMTP_URL: inbox.url, TRUST_PROXY: 'true', MAIL_FROM: 'Postura <hello@postura.test>' },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
    await database.drop();
  });

  /** Signs up, follows the link in the received e-mail, and signs in; returns the signed-in client. */
  async function verifiedUser(email: string, language = 'en') {
    const client = new HttpClient(base, nextIp());
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Ada',
      email,
      password,
      preferredLanguage: language,
      callbackURL: `/${language}/signin?verified=1`,
    });
    expect(signUp.status).toBe(200);
    const mail = await inbox.waitFor(email);
    const verify = await client.get(linkIn(mail, '/api/auth/verify-email').replace(base, ''));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe(`/${language}/signin?verified=1`);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    return { client, mail };
  }

  it('signs up on plan free, e-mails a localized link with HTML and text, and lets the verified user sign in', async () => {
    const { client, mail } = await verifiedUser('ada@example.com', 'de');
    expect(mail.subject).toBe(mailTranslator('de').t('email.verify.subject'));
    expect(mail.subject).not.toBe(mailTranslator('en').t('email.verify.subject'));
    expect(mail.from?.text).toContain('hello@postura.test');
    expect(mail.html).toContain('lang="de"');
    expect(mail.text).toContain('/api/auth/verify-email?token=');
    const session = await client.get('/api/auth/get-session');
    const user = session.json!.user as Record<string, unknown>;
    expect(user).toMatchObject({
      email: 'ada@example.com',
      emailVerified: true,
      plan: 'free',
      stripeCustomerId: '',
      stripeSubscriptionId: '',
    });
    expect(user.lastLogin).toBeTruthy();
    expect(new Date(String(user.createdAt)).getTime()).toBeLessThanOrEqual(
      new Date(String(user.lastLogin)).getTime(),
    );
  });

  it('refuses an unverified sign-in with EMAIL_NOT_VERIFIED and creates no session', async () => {
    const client = new HttpClient(base, nextIp());
    await client.post('/api/auth/sign-up/email', {
      name: 'Bo',
      email: 'bo@example.com',
      password,
      callbackURL: '/en/signin',
    });
    const signIn = await client.post('/api/auth/sign-in/email', { email: 'bo@example.com', password });
    expect(signIn.status).toBe(403);
    expect(signIn.json).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
  });

  it('updates lastLogin on every later sign-in', async () => {
    const { client } = await verifiedUser('cy@example.com');
    const first = (await client.get('/api/auth/get-session')).json!.user as { lastLogin: string };
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = new HttpClient(base, nextIp());
    await again.post('/api/auth/sign-in/email', { email: 'cy@example.com', password });
    const second = (await again.get('/api/auth/get-session')).json!.user as { lastLogin: string };
    expect(new Date(second.lastLogin).getTime()).toBeGreaterThan(new Date(first.lastLogin).getTime());
  });

  it('refuses common and over-long passwords before hashing', async () => {
    const client = new HttpClient(base, nextIp());
    const common = await client.post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'x1@example.com',
      password: 'qwertyuiop',
    });
    expect(common.status).toBe(400);
    expect(common.json).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    const long = await client.post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'x2@example.com',
      password: 'a'.repeat(129),
    });
    expect(long.status).toBe(400);
    const short = await client.post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'x3@example.com',
      password: 'short',
    });
    expect(short.status).toBe(400);
  });

  it('answers a sign-up with a taken address like a new one (no account enumeration)', async () => {
    await verifiedUser('dee@example.com');
    const client = new HttpClient(base, nextIp());
    const taken = await client.post('/api/auth/sign-up/email', {
      name: 'Eve',
      email: 'dee@example.com',
      password: 'another long password 9',
    });
    const fresh = await client.post('/api/auth/sign-up/email', {
      name: 'Eve',
      email: 'fresh@example.com',
      password: 'another long password 9',
    });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.json ?? {}).sort()).toEqual(Object.keys(fresh.json ?? {}).sort());
  });

  it('resets a password from the e-mailed link once, and signs out the other sessions', async () => {
    const { client: oldDevice } = await verifiedUser('eli@example.com', 'fr');
    const requester = new HttpClient(base, nextIp());
    const unknown = await requester.post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/fr/reset-password',
    });
    const known = await requester.post('/api/auth/request-password-reset', {
      email: 'eli@example.com',
      redirectTo: '/fr/reset-password',
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    const mail = await inbox.waitFor('eli@example.com');
    const link = new URL(linkIn(mail, '/reset-password?token='));
    expect(link.pathname).toBe('/fr/reset-password');
    const token = link.searchParams.get('token')!;
    const reset = await requester.post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new passphrase',
    });
    expect(reset.status).toBe(200);
    expect(
      (await requester.post('/api/auth/reset-password', { token, newPassword: 'yet another passphrase' }))
        .status,
    ).toBe(400);
    expect((await oldDevice.get('/api/auth/get-session')).json).toBeNull();
    const signIn = await new HttpClient(base, nextIp()).post('/api/auth/sign-in/email', {
      email: 'eli@example.com',
      password: 'a brand new passphrase',
    });
    expect(signIn.status).toBe(200);
  });

  it('signs in with an e-mailed link that lands on /verify-signin', async () => {
    await verifiedUser('fay@example.com', 'es');
    const client = new HttpClient(base, nextIp());
    const sent = await client.post('/api/auth/sign-in/magic-link', {
      email: 'fay@example.com',
      callbackURL: '/es/pose',
    });
    expect(sent.status).toBe(200);
    const link = new URL(linkIn(await inbox.waitFor('fay@example.com', /./), '/verify-signin?token='));
    expect(link.pathname).toBe('/es/verify-signin');
    const verify = await client.get(
      `/api/auth/magic-link/verify?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    );
    expect(verify.status).toBe(200);
    expect(((await client.get('/api/auth/get-session')).json!.user as { email: string }).email).toBe(
      'fay@example.com',
    );
    // The same answer for an address without an account, and no mail.
    expect(
      (
        await client.post('/api/auth/sign-in/magic-link', {
          email: 'ghost@example.com',
          callbackURL: '/es/pose',
        })
      ).status,
    ).toBe(200);
  });

  it('gives a short-lived signed token to a signed-in user and refuses one to a visitor', async () => {
    const { client } = await verifiedUser('gus@example.com');
    const token = await client.get('/api/auth/token');
    expect(token.status).toBe(200);
    const [, payload] = String(token.json!.token).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      exp: number;
      iat: number;
      email: string;
    };
    expect(claims.email).toBe('gus@example.com');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    expect((await new HttpClient(base, nextIp()).get('/api/auth/token')).status).toBe(401);
  });

  it('throttles the fourth sign-in within ten seconds', async () => {
    const client = new HttpClient(base, nextIp());
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await client.post('/api/auth/sign-in/email', {
            email: 'who@example.com',
            password: 'wrong password 1',
          })
        ).status,
      );
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
  });

  it('refuses a state-changing request from another site', async () => {
    const client = new HttpClient(base, nextIp());
    const response = await client.request('/api/auth/sign-in/email', {
      body: { email: 'a@example.com', password },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ error: 'forbidden_origin' });
  });

  it('verifies a phone number with a 6-digit code from the outbox', async () => {
    const { client } = await verifiedUser('hal@example.com');
    expect(
      (await client.post('/api/auth/phone-number/send-otp', { phoneNumber: 'not a number' })).status,
    ).toBe(400);
    expect(
      (await client.post('/api/auth/phone-number/send-otp', { phoneNumber: '+447911123456' })).status,
    ).toBe(200);
    const log = fs.readFileSync(path.join(app.config.dataDir, 'outbox', 'sms.log'), 'utf8');
    const code = log
      .trim()
      .split('\n')
      .pop()!
      .match(/\b(\d{6})\b/)![1]!;
    expect(
      (
        await client.post('/api/auth/phone-number/verify', {
          phoneNumber: '+447911123456',
          code: '000000'.replace(/./g, (_, i) => String((Number(code[i]) + 1) % 10)),
          updatePhoneNumber: true,
          disableSession: true,
        })
      ).status,
    ).toBe(400);
    const verified = await client.post('/api/auth/phone-number/verify', {
      phoneNumber: '+447911123456',
      code,
      updatePhoneNumber: true,
      disableSession: true,
    });
    expect(verified.status).toBe(200);
    const user = (await client.get('/api/auth/get-session')).json!.user as {
      phoneNumber: string;
      phoneNumberVerified: boolean;
    };
    expect(user).toMatchObject({ phoneNumber: '+447911123456', phoneNumberVerified: true });
  });

  it('exports the user’s data without secrets, and deletes every row of the user', async () => {
    const { client } = await verifiedUser('ivy@example.com');
    expect((await new HttpClient(base, nextIp()).get('/api/account/export')).status).toBe(401);
    const exported = await client.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(exported.json).toMatchObject({
      user: { email: 'ivy@example.com', plan: 'free' },
      signInMethods: [{ providerId: 'credential' }],
    });
    expect(exported.text).not.toMatch(/argon2|"token"|"password"/);
    const deleted = await client.post('/api/auth/delete-user', { password });
    expect(deleted.status).toBe(200);
    const db = app.database.db;
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'ivy@example.com')
      .executeTakeFirst();
    expect(user).toBeUndefined();
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
  });
});
