import net from 'node:net';

/**
 * How the proxy treats new connections: pass them through, refuse them, answer like a PostgreSQL that
 * is still starting, or accept them and never answer (a host gone silent, e.g. mid-failover).
 */
export type ProxyMode = 'forward' | 'refuse' | 'starting-up' | 'silent';

export interface TcpProxy {
  port: number;
  /** Connections passed through so far (a reconnect after an outage adds one). */
  readonly forwarded: number;
  /**
   * A database restart as the app sees it: every open connection is cut, and new ones are refused
   * (`refuse`), answered like a PostgreSQL still recovering (`starting-up`: FATAL 57P03) or left
   * unanswered (`silent`).
   */
  outage(mode?: Exclude<ProxyMode, 'forward'>): Promise<void>;
  /** The database is back: new connections go through again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** The ErrorResponse PostgreSQL sends to new connections while it is starting up. */
function startingUpMessage(): Buffer {
  const fields = Buffer.concat([
    ...[
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '57P03'],
      ['M', 'the database system is starting up'],
    ].map(([code, text]) => Buffer.from(`${code}${text}\0`)),
    Buffer.from('\0'),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * A TCP proxy between the app and a real server (PostgreSQL here), so a test can cut the line without
 * touching the machine's real service, which other tests share. It listens on one fixed port for its
 * whole life, so the app's DATABASE_URL stays valid across "restarts".
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: ProxyMode = 'forward';
  let forwarded = 0;
  let server: net.Server | undefined;
  let port = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const onConnection = (client: net.Socket) => {
    track(client);
    if (mode === 'starting-up') {
      // Wait for the startup packet, answer like a recovering server, hang up.
      client.once('data', () => client.end(startingUpMessage()));
      return;
    }
    if (mode === 'silent') return;
    forwarded++;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get forwarded() {
      return forwarded;
    },
    async outage(next = 'refuse') {
      mode = next;
      if (next === 'refuse') {
        const closed = stopListening();
        cutAll();
        await closed;
      } else {
        cutAll();
        if (!server) await listen();
      }
    },
    async restore() {
      mode = 'forward';
      if (!server) await listen();
    },
    async close() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
  };
}
