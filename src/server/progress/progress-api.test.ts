/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in assertions */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';
import { insertHistory } from '../admin/create-demo-user';
import { setPlan } from '../admin/set-plan';
import { dayKey, localDayIndex } from './aggregate';

const today = (offset = 0) => dayKey(localDayIndex(Date.now(), offset));
const daysAgo = (n: number) => dayKey(localDayIndex(Date.now(), 0) - n);

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('progress API on %s', (kind) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let ada: HttpClient;
  let bob: HttpClient;
  let adaId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    ada = await signedInClient(app, base, 'ada@example.com');
    bob = await signedInClient(app, base, 'bob@example.com');
    const row = await app.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    adaId = row.id;
    await insertHistory(app.database.db, app.database.kind, adaId, 30, 0);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('summarises today, the last seven days, streaks and sessions', async () => {
    const { status, json } = await ada.get('/api/progress/summary?tzOffset=0');
    expect(status).toBe(200);
    const summary = json as Record<string, any>;
    expect(summary.week).toHaveLength(7);
    expect(summary.week.at(-1).day).toBe(today());
    expect(summary.today.day).toBe(today());
    const weekMinutes = summary.week.reduce((s: number, d: { minutes: number }) => s + d.minutes, 0);
    expect(weekMinutes).toBeGreaterThan(300);
    expect(summary.streak.rule).toEqual({ minMinutes: 20, minGoodShare: 0.7 });
    expect(summary.streak.best).toBeGreaterThanOrEqual(summary.streak.current);
    expect(summary.sessions.length).toBeGreaterThan(10);
    expect(summary.sessions[0]).toMatchObject({
      deviceLabel: 'Demo camera',
      summary: { minutes: expect.any(Number) },
    });
  });

  it('gives a new user empty days rather than errors', async () => {
    const { json } = await bob.get('/api/progress/summary');
    expect(json).toMatchObject({
      today: { minutes: 0, score: null },
      streak: { current: 0, best: 0 },
      sessions: [],
    });
  });

  it('counts uploaded minutes once in the hourly roll-ups, however often they are re-sent', async () => {
    const id = '8f6f0f3e-9d5b-4a8e-9a53-3c1c2b0e7a11';
    const start = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 3_600_000 + 50 * 60_000;
    const minute = (i: number) => ({
      minute: start + i * 60_000,
      score: 90,
      secondsGood: 60,
      secondsFair: 0,
      secondsBad: 0,
      alerts: 0,
      // Cues snoozed for the first 5 minutes, half of each.
      secondsSnoozed: i < 5 ? 30 : 0,
      metrics: { headDrop: 0.2 },
    });
    await bob.post('/api/posture/sessions', { id, startedAt: start });
    // 20 minutes across an hour boundary, the second half sent twice.
    await bob.post(`/api/posture/sessions/${id}/minutes`, {
      minutes: Array.from({ length: 10 }, (_, i) => minute(i)),
    });
    const half = Array.from({ length: 10 }, (_, i) => minute(i + 10));
    await bob.post(`/api/posture/sessions/${id}/minutes`, { minutes: half });
    await bob.post(`/api/posture/sessions/${id}/minutes`, { minutes: half });
    await setPlan(app.database.db, 'bob@example.com', 'pro');
    const from = dayKey(localDayIndex(start, 0));
    const range = (await bob.get(`/api/progress/range?from=${from}&to=${today()}`)).json as Record<
      string,
      any
    >;
    expect(range.totals).toMatchObject({ minutes: 20, score: 90, goodShare: 1, snoozedSeconds: 150 });
    // The export has each minute's snoozed seconds in their own column.
    const csv = (await bob.get(`/api/progress/export.csv?from=${from}&to=${today()}`)).text
      .trim()
      .split('\r\n');
    const snoozedColumn = csv[0]!.split(',').indexOf('seconds_snoozed');
    expect(csv.slice(1).reduce((sum, line) => sum + Number(line.split(',')[snoozedColumn]), 0)).toBe(150);
    expect(range.neckLoadMinutes).toBe(20);
    const rows = await app.database.db
      .selectFrom('posture_hour')
      .selectAll()
      .where('userId', '!=', adaId)
      .execute();
    expect(rows.map((r) => r.minutes).sort()).toEqual([10, 10]);
    // Deleting the session empties its hours again.
    await bob.request(`/api/posture/sessions/${id}`, { method: 'DELETE' });
    const after = (await bob.get(`/api/progress/range?from=${from}&to=${today()}`)).json as Record<
      string,
      any
    >;
    expect(after.totals.minutes).toBe(0);
    await setPlan(app.database.db, 'bob@example.com', 'free');
  });

  it('keeps ranges, the heat map and CSV for Pro, answering 403 to free users', async () => {
    const range = await ada.get(`/api/progress/range?from=${daysAgo(29)}&to=${today()}`);
    expect(range.status).toBe(403);
    expect(range.json).toMatchObject({ error: 'pro_required', feature: 'advanced_metrics' });
    expect((await ada.get(`/api/progress/export.csv?from=${daysAgo(6)}&to=${today()}`)).status).toBe(403);
  });

  it('serves a Pro user any range with per-metric trends, heat map, best/worst hours and neck load', async () => {
    await setPlan(app.database.db, 'ada@example.com', 'pro');
    const { status, json } = await ada.get(
      `/api/progress/range?from=${daysAgo(29)}&to=${today()}&tzOffset=0`,
    );
    expect(status).toBe(200);
    const range = json as Record<string, any>;
    expect(range.days).toHaveLength(30);
    const tracked = range.days.filter((d: { minutes: number }) => d.minutes > 0);
    expect(tracked.length).toBeGreaterThan(15);
    expect(Object.keys(tracked[0].metrics)).toEqual(
      expect.arrayContaining(['headDrop', 'lean', 'shoulderTilt']),
    );
    expect(range.heatmap).toHaveLength(168);
    expect(range.totals.minutes).toBe(
      tracked.reduce((s: number, d: { minutes: number }) => s + d.minutes, 0),
    );
    expect(range.bestHour.goodShare).toBeGreaterThan(range.worstHour.goodShare);
    // The demo's afternoons slump: the worst hour is after noon.
    expect(range.worstHour.hour).toBeGreaterThanOrEqual(12);
    expect(range.neckLoadMinutes).toBeGreaterThan(0);
    expect(range.neckLoadMinutes).toBeLessThan(range.totals.minutes);
  });

  it('exports the range as CSV', async () => {
    const csv = await ada.get(`/api/progress/export.csv?from=${daysAgo(6)}&to=${today()}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`postura-${daysAgo(6)}-to-${today()}.csv`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'minute_utc,minute_local,score,seconds_good,seconds_fair,seconds_bad,alerts,seconds_snoozed,headDrop,lean,shoulderTilt,headTilt,lateralLean,neck,torso,headForward',
    );
    expect(lines.length).toBeGreaterThan(100);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d+,/);
  });

  it('validates ranges: real dates, in order, at most a year', async () => {
    for (const query of [
      'from=2026-13-01&to=2026-12-01',
      `from=${today()}&to=${daysAgo(3)}`,
      'from=2024-01-01&to=2026-01-01',
      'from=yesterday&to=today',
      'tzOffset=5000',
    ])
      expect((await ada.get(`/api/progress/range?from=${daysAgo(1)}&to=${today()}&${query}`)).status).toBe(
        400,
      );
  });

  it('recommends: Pro gets the full plan, free users the top item and a hint', async () => {
    const pro = (await ada.get('/api/progress/recommendations?tzOffset=0')).json as Record<string, any>;
    expect(pro.recommendations.length).toBeGreaterThanOrEqual(2);
    expect(pro.weeklyPlan).toHaveLength(7);
    await setPlan(app.database.db, 'ada@example.com', 'free');
    const free = (await ada.get('/api/progress/recommendations?tzOffset=0')).json as Record<string, any>;
    expect(free.recommendations).toEqual([pro.recommendations[0]]);
    expect(free).toMatchObject({ weeklyPlan: null, moreWithPro: true });
    expect((await bob.get('/api/progress/recommendations')).json).toMatchObject({
      recommendations: [{ id: 'trackMore' }],
    });
  });

  it('deletes only one’s own sessions, with their minutes', async () => {
    const sessions = ((await ada.get('/api/progress/summary')).json as { sessions: Array<{ id: string }> })
      .sessions;
    const target = sessions[0]!.id;
    expect((await bob.request(`/api/posture/sessions/${target}`, { method: 'DELETE' })).status).toBe(404);
    expect((await ada.request(`/api/posture/sessions/${target}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ada.request(`/api/posture/sessions/${target}`, { method: 'DELETE' })).status).toBe(404);
    const left = await app.database.db
      .selectFrom('posture_minute')
      .select('minute')
      .where('sessionId', '=', target)
      .execute();
    expect(left).toEqual([]);
    // Bob reads nothing of Ada's anywhere.
    expect(((await bob.get('/api/progress/summary')).json as { sessions: unknown[] }).sessions).toEqual([]);
  });
});
