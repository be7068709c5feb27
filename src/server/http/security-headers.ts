import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/load-config';

/**
 * Security headers on every answer. The CSP allows only our own origin; the one inline script (the
 * pre-paint theme script) is allowed by its hash, never by 'unsafe-inline'.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  inlineScriptHashes: string[],
): Promise<void> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  // Google's tag is allowed only when the operator configured a measurement id.
  const google = config.gaMeasurementId
    ? {
        script: ['https://www.googletagmanager.com'],
        connect: [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
      }
    : { script: [], connect: [] };
  // The headers are the same for every answer (no nonces, nothing read from the request), so helmet
  // runs once, here, and each request only copies them: @fastify/helmet rebuilt the whole middleware
  // and re-parsed the CSP per request, a tenth of a session check's CPU (bench/load).
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes, ...google.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...google.connect],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...google.connect],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the site is really served over HTTPS, or a local http:// run would be locked out.
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Google sign-in runs in a popup that must be able to post back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  headers['permissions-policy'] = 'camera=(self), microphone=(), geolocation=(), payment=(self)';
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with these options, collected from one run on a stand-in response. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
