import autocannon from 'autocannon';

export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Answers per status code, e.g. { 200: 59000, 429: 12 }. */
  statuses: Record<string, number>;
}

/** What setupRequest really receives: the request plus the target's `host` (for an Origin header). */
export type TargetRequest = autocannon.Request & { host: string; headers: Record<string, string> };

/**
 * Runs autocannon for `seconds` against one or more servers (connections are spread round-robin over
 * the URLs, all in one latency histogram) and boils the result down to the figures we print.
 */
export async function cannon(
  urls: string[],
  requests: autocannon.Request[],
  options: { connections: number; seconds: number },
): Promise<Figures> {
  const result = await autocannon({
    // autocannon accepts a list of URLs; its typings only know one.
    url: (urls.length === 1 ? urls[0] : urls) as string,
    connections: options.connections,
    duration: options.seconds,
    requests,
    timeout: 10,
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  const requestsDone = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    requests: requestsDone,
    rps: requestsDone / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
  };
}
