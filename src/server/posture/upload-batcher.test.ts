import { describe, expect, it } from 'vitest';
import type { UploadedMinute } from '../../shared/posture/posture-schemas';
import type { MinuteUpload } from './posture-repository';
import { uploadBatcher } from './upload-batcher';

const minute = (at: number): UploadedMinute => ({
  minute: at * 60_000,
  score: 90,
  secondsGood: 60,
  secondsFair: 0,
  secondsBad: 0,
  alerts: 0,
  metrics: {},
});
const upload = (userId: string, count = 1): MinuteUpload => ({
  userId,
  sessionId: `${userId}-session`,
  minutes: Array.from({ length: count }, (_, i) => minute(i)),
});

const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** A store that records its batches and answers each upload with its minute count, when released. */
function recordingStore() {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  let failNext: Error | undefined;
  const store = (uploads: MinuteUpload[]) => {
    batches.push(uploads.map((u) => u.userId));
    const error = failNext;
    failNext = undefined;
    return new Promise<(number | 'foreign')[]>((resolve, reject) =>
      releases.push(() => (error ? reject(error) : resolve(uploads.map((u) => u.minutes.length)))),
    );
  };
  // The batcher takes a turn of the event loop before each batch; a couple of turns let it move on.
  const releaseNext = async () => {
    releases.shift()?.();
    await turns(3);
  };
  return { store, batches, releaseNext, failWith: (error: Error) => (failNext = error) };
}

describe('upload batcher', () => {
  it('writes a lone upload at once, and gathers the ones that arrive meanwhile into the next batch', async () => {
    const { store, batches, releaseNext } = recordingStore();
    const storeUpload = uploadBatcher(store);
    const first = storeUpload(upload('a', 2));
    await turns(1);
    expect(batches).toEqual([['a']]);
    const waiting = ['b', 'c', 'd'].map((user) => storeUpload(upload(user)));
    expect(batches).toHaveLength(1);
    await releaseNext();
    expect(await first).toBe(2);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    await releaseNext();
    expect(await Promise.all(waiting)).toEqual([1, 1, 1]);
  });

  it('gives every upload of a failed batch the error, and goes on with the next batch', async () => {
    const { store, batches, releaseNext, failWith } = recordingStore();
    const storeUpload = uploadBatcher(store);
    const first = storeUpload(upload('a'));
    await turns(1);
    failWith(new Error('database unavailable'));
    const failing = [storeUpload(upload('b')), storeUpload(upload('c'))].map((result) =>
      result.then(String, (error: Error) => error.message),
    );
    await releaseNext();
    await first;
    const after = storeUpload(upload('d'));
    await releaseNext();
    expect(await Promise.all(failing)).toEqual(['database unavailable', 'database unavailable']);
    await releaseNext();
    expect(await after).toBe(1);
    expect(batches).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('keeps a batch under its minute limit, however many uploads wait', async () => {
    const { store, batches, releaseNext } = recordingStore();
    const storeUpload = uploadBatcher(store);
    const lone = storeUpload(upload('first'));
    await turns(1);
    const all = [lone, ...Array.from({ length: 40 }, (_, i) => storeUpload(upload(`u${i}`, 120)))];
    while (batches.length < 4) await releaseNext();
    // 2,000 minutes at most: 16 uploads of 120 a batch, after the lone first one.
    expect(batches.map((batch) => batch.length)).toEqual([1, 16, 16, 8]);
    await releaseNext();
    expect(await Promise.all(all)).toHaveLength(41);
  });

  it('with two writers, writes a second batch while the first is still being written', async () => {
    const { store, batches, releaseNext } = recordingStore();
    const storeUpload = uploadBatcher(store, { writers: 2 });
    const first = storeUpload(upload('a'));
    await turns(1);
    const second = [storeUpload(upload('b')), storeUpload(upload('c'))];
    await turns(1);
    // Two batches in flight; what arrives now waits for one of them.
    expect(batches).toEqual([['a'], ['b', 'c']]);
    const third = storeUpload(upload('d'));
    await turns(2);
    expect(batches).toHaveLength(2);
    await releaseNext();
    expect(await first).toBe(1);
    expect(batches).toEqual([['a'], ['b', 'c'], ['d']]);
    await releaseNext();
    await releaseNext();
    expect(await Promise.all([...second, third])).toEqual([1, 1, 1]);
  });
});
