import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config/load-config';
import type { RenderedMail } from './render-action-mail';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The link the message carries; printed in the log in outbox mode so the embedded app is usable. */
  link?: string;
  /** Extra headers (List-Unsubscribe…) and a fixed Message-ID, for bulk mail such as the weekly report. */
  headers?: Record<string, string>;
  messageId?: string;
}

export interface Mailer {
  /** Sends in the background with retries; never throws into the request that asked for it. */
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves when every message handed to `send` so far has been delivered or given up on. */
  idle(): Promise<void>;
  /** Delivers once, now, and throws on failure: for jobs, whose queue retries with back-off. */
  deliverNow(mail: OutgoingMail): Promise<void>;
}

const retryDelaysMs = [1000, 5000, 20_000];

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. A failed
 * delivery is retried (1 s, 5 s, 20 s) so a sign-up is never lost to a mail hiccup; the user can
 * also ask for the message again.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliverOnce(mail: OutgoingMail): Promise<void> {
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: mail.messageId,
    });
    if (!config.smtpUrl) {
      fs.mkdirSync(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9]+/gi, '_')}.eml`;
      fs.writeFileSync(path.join(outbox, name), (info as unknown as { message: Buffer }).message);
      log.info({ to: mail.to, file: name, link: mail.link }, `mail written to the outbox: ${mail.subject}`);
    }
  }

  async function deliver(mail: OutgoingMail): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await deliverOnce(mail);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          log.error({ err: error, to: mail.to }, 'mail delivery failed; giving up');
          return;
        }
        log.warn({ err: error, to: mail.to, retryInMs: delay }, 'mail delivery failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    send(mail) {
      const job = deliver(mail).finally(() => pending.delete(job));
      pending.add(job);
      return Promise.resolve();
    },
    deliverNow: deliverOnce,
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
