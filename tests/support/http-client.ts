/**
 * A tiny browser-like client for API tests: keeps cookies, sends our Origin on every request and
 * plays a given client address (the server under test trusts X-Forwarded-For).
 */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    readonly ip = '203.0.113.10',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    path: string,
    options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(this.base + path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      headers: {
        origin: this.base,
        'x-forwarded-for': this.ip,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const joined = value.join('=');
      if (joined === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, joined);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return {
      status: response.status,
      headers: response.headers,
      json: json as Record<string, unknown> | null,
      text,
    };
  }

  post(path: string, body: unknown = {}) {
    return this.request(path, { body });
  }

  get(path: string) {
    return this.request(path);
  }
}
