import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('gives the embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/postura.sqlite') });
    expect(config.maintenanceMode).toBe(false);
    expect(config.google).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('reads PostgreSQL, booleans and hop counts', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/postura',
      MAINTENANCE_MODE: 'true',
      TRUST_PROXY: '2',
      PUBLIC_URL: 'https://postura.example/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db/postura' });
    expect(config.maintenanceMode).toBe(true);
    expect(config.trustProxy).toBe(2);
    expect(config.publicUrl).toBe('https://postura.example');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('stops with a message naming each invalid variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', STRIPE_SECRET_KEY: 'pk_live_x', REDIS_URL: 'http://x' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/STRIPE_SECRET_KEY: must start with sk_/);
    expect(message).toMatch(/REDIS_URL: must start with redis:\/\//);
  });

  it('requires the Google client id and secret together', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET: must be set together/,
    );
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
  });

  it('needs the webhook secret and both prices with a Stripe key, and reads display prices', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is set/,
    );
    const config = loadConfig({ PLAN_PRICE_MONTHLY: '5', PLAN_PRICE_YEARLY: '48.5', PLAN_CURRENCY: 'EUR' });
    expect(config.stripe).toBeUndefined();
    expect(config.fallbackPrices).toEqual({ monthly: 500, yearly: 4850, currency: 'eur' });
    expect(() => loadConfig({ PLAN_PRICE_MONTHLY: 'free' })).toThrow(/PLAN_PRICE_MONTHLY: must be an amount/);
  });
});
