interface Waiter<Row> {
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

/** Keys one query carries at most, so a flood of requests cannot build one enormous statement. */
const maxKeysPerQuery = 500;

/**
 * Lookups by key made while the server handles one round of received requests, answered together by
 * one query (`fetchMany`) after that round — a DataLoader without the cache, so every answer is read
 * fresh. On PostgreSQL each statement costs a round trip plus parsing, planning and a transaction on
 * both sides; under load (every request checks its session) one statement for many keys costs little
 * more than one for a single key (bench/load). Rows whose key is missing answer `undefined`; if the
 * query fails, every lookup in it gets that error.
 */
export function batchedLookup<Row>(
  fetchMany: (keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
) {
  let pending: Map<string, Waiter<Row>[]> | undefined;

  function flush(): void {
    const batch = [...pending!];
    pending = undefined;
    for (let start = 0; start < batch.length; start += maxKeysPerQuery) {
      const part = batch.slice(start, start + maxKeysPerQuery);
      fetchMany(part.map(([key]) => key)).then(
        (rows) => {
          const byKey = new Map(rows.map((row) => [keyOf(row), row]));
          for (const [key, waiters] of part) for (const waiter of waiters) waiter.resolve(byKey.get(key));
        },
        (error: unknown) => {
          for (const [, waiters] of part) for (const waiter of waiters) waiter.reject(error);
        },
      );
    }
  }

  return function lookup(key: string): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        // After the poll phase: every request read in this round has reached its lookup by then.
        setImmediate(flush);
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
  };
}
