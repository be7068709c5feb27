import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/load-config';
import { redactUrl } from './redact-url';

/** Structured pino logs; secrets (cookies, authorization headers, tokens in URLs) never reach them. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
