import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';
import { setPlan } from '../admin/set-plan';

const calibration = { view: 'front', createdAt: '2026-11-22T10:00:00.000Z', headDrop: 0.42, faceWidth: 0.31 };
const freeSettings = {
  sensitivity: 5,
  sound: false,
  volume: 0.6,
  notifications: false,
  breakMinutes: 30,
  eyeRest: true,
  measureSensitivity: {},
  // What the user taught Postura is theirs on any plan.
  learning: { headDrop: { fine: 2, confirmed: 5 } },
  // Cue styles and quiet hours are for everyone.
  alertStyle: 'border',
  cueHours: {
    enabled: true,
    days: [null, { from: 480, to: 1020 }, { from: 480, to: 1020 }, null, { from: 600, to: 1440 }, null, null],
  },
};
const proSettings = {
  sensitivity: 8,
  sound: true,
  volume: 0.4,
  notifications: true,
  breakMinutes: 60,
  eyeRest: false,
  measureSensitivity: { headDrop: 7, tilts: 3 },
  learning: {},
  alertStyle: 'banner',
  cueHours: { enabled: false, days: Array(7).fill({ from: 540, to: 1080 }) },
};

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('alert settings and calibrations on %s', (kind) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let ada: HttpClient;
  let bob: HttpClient;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    ada = await signedInClient(app, base, 'ada@example.com');
    bob = await signedInClient(app, base, 'bob@example.com');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('refuses Pro alert settings to a free user with 403 naming the features, and keeps free ones', async () => {
    expect((await ada.get('/api/posture/preferences')).json).toEqual({ settings: null });
    const refused = await ada.request('/api/posture/preferences', { method: 'PUT', body: proSettings });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: 'pro_required',
      features: ['sensitivity_control', 'sound_alerts', 'background_notifications'],
      message: 'These alert settings are part of Postura Pro. Upgrade to use them.',
    });
    const saved = await ada.request('/api/posture/preferences', { method: 'PUT', body: freeSettings });
    expect(saved.status).toBe(200);
    expect((await ada.get('/api/posture/preferences')).json).toEqual({ settings: freeSettings });
  });

  it('lets a Pro user save them, and enforces again once Pro has ended', async () => {
    await setPlan(app.database.db, 'ada@example.com', 'pro');
    const saved = await ada.request('/api/posture/preferences', { method: 'PUT', body: proSettings });
    expect(saved.status).toBe(200);
    expect((await ada.get('/api/posture/preferences')).json).toEqual({ settings: proSettings });
    await setPlan(app.database.db, 'ada@example.com', 'free');
    const later = await ada.request('/api/posture/preferences', {
      method: 'PUT',
      body: { ...freeSettings, sound: true },
    });
    expect(later.status).toBe(403);
    expect(later.json).toMatchObject({ features: ['sound_alerts'] });
    // A sensitivity per measure is sensitivity control too.
    const perMeasure = await ada.request('/api/posture/preferences', {
      method: 'PUT',
      body: { ...freeSettings, measureSensitivity: { lean: 9 } },
    });
    expect(perMeasure.status).toBe(403);
    expect(perMeasure.json).toMatchObject({ features: ['sensitivity_control'] });
    const bogus = await ada.request('/api/posture/preferences', {
      method: 'PUT',
      body: { ...freeSettings, learning: { headDrop: { fine: -1, confirmed: 0 } } },
    });
    expect(bogus.status).toBe(400);
  });

  it('validates settings at the edge', async () => {
    const bad = await ada.request('/api/posture/preferences', {
      method: 'PUT',
      body: { ...freeSettings, sensitivity: 11, volume: 'loud', breakMinutes: 25 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'invalid_request', issues: expect.any(Array) });
    // Quiet hours that end before they start, a week of six days, a style that does not exist.
    for (const body of [
      { ...freeSettings, cueHours: { enabled: true, days: Array(7).fill({ from: 1080, to: 540 }) } },
      { ...freeSettings, cueHours: { enabled: true, days: Array(6).fill(null) } },
      { ...freeSettings, cueHours: { enabled: true, days: Array(7).fill({ from: 0, to: 1500 }) } },
      { ...freeSettings, alertStyle: 'siren' },
    ])
      expect((await ada.request('/api/posture/preferences', { method: 'PUT', body })).status).toBe(400);
  });

  it('fills in a cue style and quiet hours for settings saved before they existed', async () => {
    const { alertStyle: _style, cueHours: _hours, ...older } = freeSettings;
    const saved = await bob.request('/api/posture/preferences', { method: 'PUT', body: older });
    expect(saved.status).toBe(200);
    expect((await bob.get('/api/posture/preferences')).json).toMatchObject({
      settings: { alertStyle: 'banner', cueHours: { enabled: false } },
    });
  });

  it('keeps one calibration per camera and user, never visible to anyone else', async () => {
    const put = await ada.request('/api/posture/calibrations/cam-A1', { method: 'PUT', body: calibration });
    expect(put.status).toBe(200);
    await ada.request('/api/posture/calibrations/cam-A1', {
      method: 'PUT',
      body: { ...calibration, headDrop: 0.5 },
    });
    expect((await ada.get('/api/posture/calibrations/cam-A1')).json).toEqual({
      calibration: { ...calibration, headDrop: 0.5 },
      exact: true,
    });
    // Another camera starts from the latest calibration, marked as not its own.
    await ada.request('/api/posture/calibrations/cam-B2', {
      method: 'PUT',
      body: { ...calibration, headDrop: 0.3 },
    });
    expect((await ada.get('/api/posture/calibrations/default')).json).toEqual({
      calibration: { ...calibration, headDrop: 0.3 },
      exact: false,
    });
    expect((await bob.get('/api/posture/calibrations/cam-A1')).json).toEqual({
      calibration: null,
      exact: false,
    });
    expect(
      (await ada.request('/api/posture/calibrations/..%2Fx', { method: 'PUT', body: calibration })).status,
    ).toBe(400);
    expect(
      (
        await ada.request('/api/posture/calibrations/cam-A1', {
          method: 'PUT',
          body: { view: { nested: 1 } },
        })
      ).status,
    ).toBe(400);
  });

  it('needs a session', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/posture/preferences' });
    expect(anonymous.statusCode).toBe(401);
  });
});
