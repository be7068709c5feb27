import type { FastifyInstance, FastifyReply } from 'fastify';

/** What went wrong with the database, as far as the user is concerned. */
export type StorageFault = 'storage_full' | 'database_unavailable';

// PostgreSQL: 53100 disk_full; class 53 insufficient resources (connections, memory); class 08
// connection exceptions; 57P01–57P03 shutdown, crash, "starting up".
const postgresUnavailable = /^(08...|53...|57P0[1-3])$/;
// SQLite extended codes keep their primary code as a prefix (SQLITE_IOERR_WRITE, SQLITE_BUSY_TIMEOUT…).
const sqliteUnavailable = /^SQLITE_(IOERR|CANTOPEN|READONLY|BUSY)/;
// The pg client's own errors when the server goes away; they carry no code.
const pgConnectionMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function faultOf(error: { code?: unknown; message?: unknown }): StorageFault | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === 'SQLITE_FULL' || code === '53100') return 'storage_full';
  if (sqliteUnavailable.test(code) || postgresUnavailable.test(code) || socketCodes.has(code))
    return 'database_unavailable';
  const message = typeof error.message === 'string' ? error.message : '';
  if (pgConnectionMessages.some((pattern) => pattern.test(message))) return 'database_unavailable';
  return undefined;
}

/**
 * Whether an error means the database is full or out of reach. Follows `cause` a few levels, since
 * better-auth wraps the driver's error ("Failed to get session", cause: the real one).
 */
export function storageFault(error: unknown): StorageFault | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const fault = faultOf(current);
    if (fault) return fault;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const answers: Record<StorageFault, { retryAfter: string; message: string }> = {
  storage_full: {
    retryAfter: '300',
    message: "The server's storage is full, so your data was not saved. Please try again later.",
  },
  database_unavailable: {
    retryAfter: '5',
    message:
      'The server cannot reach its database right now, so nothing was saved. Please try again shortly.',
  },
};

/**
 * A full disk or an unreachable database is the server's trouble, but not a bug: answer 503 with
 * Retry-After and a message the UI can show (the upload queue keeps the data and re-sends it), log a
 * warning, and keep serving. Every other error goes on to Fastify's default handler unchanged.
 */
export function handleStorageErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const fault = storageFault(error);
    if (!fault) throw error;
    request.log.warn({ err: error, fault }, 'storage error answered with 503');
    return sendStorageFault(reply, fault);
  });
}

/** The 503 for a storage fault; also used by the auth routes, whose errors better-auth catches itself. */
export function sendStorageFault(reply: FastifyReply, fault: StorageFault): FastifyReply {
  const { retryAfter, message } = answers[fault];
  return reply.code(503).header('retry-after', retryAfter).send({ error: fault, message });
}
