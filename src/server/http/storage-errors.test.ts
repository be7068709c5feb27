import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handleStorageErrors, storageFault } from './storage-errors';

const coded = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('storageFault', () => {
  it.each([
    [coded('SQLITE_FULL', 'database or disk is full'), 'storage_full'],
    [coded('53100', 'could not extend file'), 'storage_full'],
    [coded('SQLITE_IOERR_WRITE'), 'database_unavailable'],
    [coded('SQLITE_BUSY'), 'database_unavailable'],
    [coded('57P01', 'terminating connection due to administrator command'), 'database_unavailable'],
    [coded('57P03', 'the database system is starting up'), 'database_unavailable'],
    [coded('08006'), 'database_unavailable'],
    [coded('53300', 'too many connections'), 'database_unavailable'],
    [coded('ECONNREFUSED'), 'database_unavailable'],
    [new Error('Connection terminated unexpectedly'), 'database_unavailable'],
    [new Error('timeout exceeded when trying to connect'), 'database_unavailable'],
    // better-auth wraps the driver's error.
    [new Error('Failed to get session', { cause: coded('ECONNRESET') }), 'database_unavailable'],
  ])('%s → %s', (error, fault) => {
    expect(storageFault(error)).toBe(fault);
  });

  it.each([
    coded('23505', 'duplicate key'),
    coded('SQLITE_CONSTRAINT_UNIQUE'),
    new Error('anything else'),
    'a string',
    null,
  ])('leaves %s alone', (error) => {
    expect(storageFault(error)).toBeUndefined();
  });
});

describe('handleStorageErrors', () => {
  it('answers 503 for a storage fault and leaves every other error to Fastify', async () => {
    const app = Fastify({ logger: false });
    handleStorageErrors(app);
    app.get('/full', async () => {
      throw coded('SQLITE_FULL', 'database or disk is full');
    });
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    app.get('/bad', async () => {
      throw Object.assign(new Error('bad input'), { statusCode: 400 });
    });
    const full = await app.inject('/full');
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('300');
    expect(full.json()).toMatchObject({ error: 'storage_full' });
    expect((await app.inject('/bug')).json()).toMatchObject({ statusCode: 500, message: 'a bug' });
    expect((await app.inject('/bad')).statusCode).toBe(400);
    await app.close();
  });
});
