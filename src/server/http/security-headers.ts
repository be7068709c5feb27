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
  // helmet itself, built once: @fastify/helmet rebuilt the whole middleware (and re-parsed the CSP)
  // on every request, a tenth of a session check's CPU (bench/load).
  const applyHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)');
  });
}
