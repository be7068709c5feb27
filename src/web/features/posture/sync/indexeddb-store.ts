import type { QueuedRequest, QueueStore } from './upload-queue';

/** The upload queue's store in IndexedDB, which outlives the tab, a crash and a reboot. */
export function indexedDbStore(name = 'postura', storeName = 'posture-outbox'): QueueStore {
  const open = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName, { autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const run = <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) =>
    open.then(
      (db) =>
        new Promise<T>((resolve, reject) => {
          const request = action(db.transaction(storeName, mode).objectStore(storeName));
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        }),
    );
  return {
    add: (request) => run('readwrite', (store) => store.add(request)).then(() => undefined),
    first: () =>
      run('readonly', (store) => store.openCursor()).then((cursor) =>
        cursor ? { key: Number(cursor.key), request: cursor.value as QueuedRequest } : undefined,
      ),
    remove: (key) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
  };
}
