import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverProcess, type ServerProcess } from '../../../tests/support/server-process';
import { fakeWebDir } from '../../../tests/support/test-app';
import { runAdminSql, testPostgresUrl } from '../../../tests/support/test-database';
import { insertHistory, insertVerifiedUser } from '../admin/create-demo-user';
import { createDatabase, type DatabaseHandle } from '../db/create-database';

/** A real SMTP server that keeps what it receives and, while `stall` is on, never answers a DATA. */
async function recordingSmtp() {
  const messages: ParsedMail[] = [];
  const state = { stall: false, stalled: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.stall) {
        // The sender waits for our answer; if it dies meanwhile, the message was never accepted.
        state.stalled++;
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const to = (mail: ParsedMail) => [mail.to].flat().flatMap((t) => t?.value.map((v) => v.address) ?? []);
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    countTo: (address: string) => messages.filter((m) => to(m).includes(address)).length,
    total: () => messages.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Server processes (`src/server/main.ts`) on one PostgreSQL database, each running the scheduler and
 * a pg-boss worker, sending through a real SMTP server: every due report arrives exactly once, and
 * a process killed with SIGKILL in the middle of sending loses no report and sends none twice.
 */
describe('weekly reports from several server processes on one PostgreSQL database', () => {
  const schema = `reports_${randomBytes(4).toString('hex')}`;
  const jobSchema = `${schema}_jobs`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-reports-'));
  let smtp: Awaited<ReturnType<typeof recordingSmtp>>;
  let database: DatabaseHandle;
  const servers: ServerProcess[] = [];

  const start = async () => {
    const server = serverProcess(await freePort(), {
      DATA_DIR: dataDir,
      WEB_DIR: fakeWebDir(),
      DATABASE_URL: `${testPostgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      AUTH_SECRET: 'a shared secret for both test processes, 32+ chars',
      SMTP_URL: smtp.url,
      JOB_WORKERS: 'true',
      JOB_SCHEMA: jobSchema,
      JOB_POLL_SECONDS: '0.5',
      JOB_EXPIRE_SECONDS: '3',
      JOB_RETRY_DELAY_SECONDS: '1',
      REPORT_SCHEDULER_SECONDS: '0.5',
    });
    servers.push(server);
    await server.start();
    return server;
  };

  /** Users whose report is due now (as the scheduler's clock reaching their hour). */
  const dueUsers = async (prefix: string, count: number, withHistory = 0) => {
    const now = Date.now();
    const emails: string[] = [];
    const rows = [];
    for (let i = 0; i < count; i++) {
      const email = `${prefix}-${i}@example.com`;
      const userId = await insertVerifiedUser(database.db, 'postgres', { name: `User ${i}`, email });
      if (i < withHistory) await insertHistory(database.db, 'postgres', userId, 10, 0);
      emails.push(email);
      rows.push({
        userId,
        enabled: 1,
        weekday: 1,
        hour: 9,
        timeZone: 'UTC',
        enabledAt: now - 86_400_000,
        nextDueAt: now - 1000,
        updatedAt: now,
      });
    }
    // One statement: both schedulers see all of them due at once.
    await database.db.insertInto('weekly_report_setting').values(rows).execute();
    return emails;
  };

  beforeAll(async () => {
    smtp = await recordingSmtp();
    await runAdminSql(`CREATE SCHEMA ${schema}`);
    database = createDatabase({ kind: 'postgres', url: testPostgresUrl }, { schema });
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database?.close();
    await smtp?.close();
    await runAdminSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await runAdminSql(`DROP SCHEMA IF EXISTS ${jobSchema} CASCADE`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each report exactly once with two processes scheduling and working', async () => {
    const [a, b] = [await start(), await start()];
    const emails = await dueUsers('pair', 40, 4);
    await until('40 reports', () => smtp.total() >= 40);
    // Several more scheduler passes and polls in both processes: nothing more arrives.
    await settle(3000);
    expect(smtp.total()).toBe(40);
    for (const email of emails) expect(smtp.countTo(email), email).toBe(1);
    const log = await database.db.selectFrom('weekly_report_log').select(['state']).execute();
    expect(log).toHaveLength(40);
    expect(new Set(log.map((row) => row.state))).toEqual(new Set(['sent']));
    expect(a.running && b.running).toBe(true);
    await a.kill();
    await b.kill();
  }, 120_000);

  it('retries a report whose process was killed while sending it, and delivers it once', async () => {
    smtp.state.stall = true;
    const first = await start();
    const [email] = await dueUsers('crash', 1);
    await until('the send to begin', () => smtp.state.stalled > 0);
    await first.kill();
    smtp.state.stall = false;
    expect(smtp.countTo(email!)).toBe(0);

    // Another process: pg-boss sees the dead worker's job expire and runs it again.
    await start();
    await until('the report after the crash', () => smtp.countTo(email!) > 0);
    await settle(4000);
    expect(smtp.countTo(email!)).toBe(1);
    const log = await database.db
      .selectFrom('weekly_report_log')
      .innerJoin('user', 'user.id', 'weekly_report_log.userId')
      .select(['weekly_report_log.state'])
      .where('user.email', '=', email!)
      .execute();
    expect(log).toEqual([{ state: 'sent' }]);
  }, 120_000);
});
