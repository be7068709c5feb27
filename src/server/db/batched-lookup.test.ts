import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup';

interface Row {
  key: string;
  value: number;
}

/** A fetch that records the keys of each query and answers the ones in `known`. */
function recordingFetch(known: Record<string, number>) {
  const queries: string[][] = [];
  let failNext: Error | undefined;
  const fetchMany = async (keys: string[]): Promise<Row[]> => {
    queries.push(keys);
    const error = failNext;
    failNext = undefined;
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (error) throw error;
    return keys.filter((key) => key in known).map((key) => ({ key, value: known[key]! }));
  };
  return { fetchMany, queries, failWith: (error: Error) => (failNext = error) };
}

describe('batched lookup', () => {
  it('answers the lookups of one turn with one query, each with its own row or undefined', async () => {
    const { fetchMany, queries } = recordingFetch({ a: 1, b: 2 });
    const lookup = batchedLookup(fetchMany, (row) => row.key);
    const answers = await Promise.all(['a', 'b', 'a', 'missing'].map((key) => lookup(key)));
    expect(answers.map((row) => row?.value)).toEqual([1, 2, 1, undefined]);
    // One query, each key once.
    expect(queries).toEqual([['a', 'b', 'missing']]);
    // A later turn asks again: nothing is cached.
    expect((await lookup('b'))?.value).toBe(2);
    expect(queries).toHaveLength(2);
  });

  it('gives every lookup of a failed query the error, and the next turn a new query', async () => {
    const { fetchMany, queries, failWith } = recordingFetch({ a: 1 });
    const lookup = batchedLookup(fetchMany, (row) => row.key);
    failWith(new Error('database unavailable'));
    const failed = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((await lookup('a'))?.value).toBe(1);
    expect(queries).toEqual([['a', 'b'], ['a']]);
  });

  it('splits a flood of keys into queries of at most 500', async () => {
    const known = Object.fromEntries(Array.from({ length: 1200 }, (_, i) => [`k${i}`, i]));
    const { fetchMany, queries } = recordingFetch(known);
    const lookup = batchedLookup(fetchMany, (row) => row.key);
    const answers = await Promise.all(Object.keys(known).map((key) => lookup(key)));
    expect(answers.map((row) => row?.value)).toEqual(Object.values(known));
    expect(queries.map((keys) => keys.length)).toEqual([500, 500, 200]);
  });
});
