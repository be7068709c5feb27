import type { MinuteUpload } from './posture-repository';

type Outcome = number | 'foreign';
type StoreUploads = (uploads: MinuteUpload[]) => Promise<Outcome[]>;

interface Waiting {
  upload: MinuteUpload;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/** Minutes a batch holds at most; an upload carries at most 120, so a batch has room for several. */
const maxBatchMinutes = 2000;

/**
 * Group commit for posture uploads: while one batch is being written, the uploads that arrive wait and
 * then go together in the next transaction. Alone, an upload is written at once (after one turn of the event loop); under load
 * (thousands of people uploading their minute) a batch of many costs about what one did — one
 * transaction, one insert, one roll-up write — instead of each paying for its own (bench/load). Every
 * upload gets its own answer; if a batch fails (database down, disk full), each of its uploads gets that
 * error, and the browsers' queues send them again. With `writers` above one, that many batches are
 * written at once (PostgreSQL, where the database works on one while our process prepares the next).
 */
export function uploadBatcher(storeUploads: StoreUploads, { writers = 1 } = {}) {
  let waiting: Waiting[] = [];
  let writing = 0;

  async function writeBatches(): Promise<void> {
    writing++;
    while (waiting.length > 0) {
      // Let the requests already received reach the queue first: SQLite writes synchronously, so
      // without this turn of the event loop nothing could arrive while a batch is written.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = takeBatch();
      try {
        const outcomes = await storeUploads(batch.map((entry) => entry.upload));
        batch.forEach((entry, index) => entry.resolve(outcomes[index]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing--;
  }

  function takeBatch(): Waiting[] {
    let minutes = 0;
    let count = 0;
    while (count < waiting.length) {
      minutes += waiting[count]!.upload.minutes.length;
      if (count > 0 && minutes > maxBatchMinutes) break;
      count++;
    }
    const batch = waiting.slice(0, count);
    waiting = waiting.slice(count);
    return batch;
  }

  return function store(upload: MinuteUpload): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      waiting.push({ upload, resolve, reject });
      if (writing < writers) void writeBatches();
    });
  };
}
