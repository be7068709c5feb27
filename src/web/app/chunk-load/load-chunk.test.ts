import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';
import { claimReloadOnce, loadChunk } from './load-chunk';

describe('loadChunk', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('turns a failed import into a ChunkLoadError naming the chunk, type and URL', async () => {
    const failing = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/faq-page-1a2b.js'),
      );
    const error = await loadChunk('faq', failing).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as Error).message).toBe(
      'Loading chunk faq failed.\n(error: http://x.test/assets/faq-page-1a2b.js)',
    );
  });

  it('gives up after the time-out with type "timeout"', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('help', () => new Promise(() => undefined), 120_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(((await pending) as Error).message).toBe('Loading chunk help failed.\n(timeout: help)');
  });

  it('reloads only once until a chunk loads again', async () => {
    expect(claimReloadOnce()).toBe(true);
    expect(claimReloadOnce()).toBe(false);
    await loadChunk('home', async () => ({ default: 'ok' }));
    expect(claimReloadOnce()).toBe(true);
  });
});
