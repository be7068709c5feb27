import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/load-config';
import { mailTranslator } from '../mail/mail-translations';

export interface SmsSender {
  sendCode(phoneNumber: string, code: string, language?: string | null): Promise<void>;
}

/**
 * Phone verification codes. With no SMS provider configured (the embedded default) each text is
 * appended to DATA_DIR/outbox/sms.log and printed in the log, so phone verification works offline.
 */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  const file = path.join(config.dataDir, 'outbox', 'sms.log');
  return {
    async sendCode(phoneNumber, code, language) {
      const text = mailTranslator(language).t('sms.code', { code });
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.appendFileSync(file, `${new Date().toISOString()}\t${phoneNumber}\t${text}\n`);
      log.info({ to: phoneNumber, text }, 'text message written to the outbox');
    },
  };
}
