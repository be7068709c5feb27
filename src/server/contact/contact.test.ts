import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { startInbox, type Inbox } from '../../../tests/support/smtp-inbox';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';

const message = {
  name: 'Ada',
  email: 'ada@example.com',
  topic: 'problem',
  message: 'The camera does not start on my second monitor.',
  language: 'fr',
};

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('contact form on %s', (kind) => {
  let app: FastifyInstance;
  let inbox: Inbox;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let base: string;

  beforeAll(async () => {
    inbox = await startInbox();
    database = await openTestDatabase(kind);
    app = await startTestApp({
      database,
      env: { TRUST_PROXY: 'true', SMTP_URL: inbox.url, SUPPORT_EMAIL: 'help@postura.example' },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await inbox.close();
  });

  it('stores the message and e-mails it to the support address', async () => {
    const visitor = new HttpClient(base, '192.0.2.10');
    const sent = await visitor.post('/api/contact', message);
    expect(sent.status).toBe(201);
    const rows = await app.database.db.selectFrom('contact_message').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Ada', topic: 'problem', language: 'fr', userId: null }),
    ]);
    const mail = await inbox.waitFor('help@postura.example', /\[Postura contact\] problem: Ada/);
    expect(mail.text).toContain('From: Ada <ada@example.com>');
    expect(mail.text).toContain('second monitor');
  });

  it('refuses invalid input with 400 and the fields at fault, storing nothing', async () => {
    const visitor = new HttpClient(base, '192.0.2.11');
    const bad = await visitor.post('/api/contact', { ...message, email: 'not-an-address', message: 'short' });
    expect(bad.status).toBe(400);
    expect((bad.json!.issues as Array<{ path: string }>).map((i) => i.path).sort()).toEqual([
      'email',
      'message',
    ]);
    const huge = await visitor.post('/api/contact', { ...message, message: 'x'.repeat(20_000) });
    expect([400, 413]).toContain(huge.status);
    expect(await app.database.db.selectFrom('contact_message').selectAll().execute()).toHaveLength(1);
  });

  it('limits each address to five messages an hour', async () => {
    const visitor = new HttpClient(base, '192.0.2.12');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await visitor.post('/api/contact', message)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const other = new HttpClient(base, '192.0.2.13');
    expect((await other.post('/api/contact', message)).status).toBe(201);
  });
});
