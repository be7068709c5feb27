import { textDirection } from '../../shared/i18n/languages';
import { productName } from '../../shared/constants';
import { mailTranslator } from './mail-translations';

export type ActionMailKind = 'verify' | 'reset' | 'magic' | 'changeEmail';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * One template for every "press this button" e-mail: greeting, what it is for, the button, the link
 * written out, and a note for people who did not ask. Plain text and HTML carry the same words.
 */
export function renderActionMail(
  kind: ActionMailKind,
  options: { name: string; email: string; url: string; language?: string | null },
): RenderedMail {
  const { language, t } = mailTranslator(options.language);
  const subject = t(`email.${kind}.subject`);
  // No name (rare: sign-up asks for one) → the address's local part, so no greeting reads "Hi ,".
  const greeting = t('email.greeting', { name: options.name.trim() || options.email.split('@')[0] || '' });
  const body = t(`email.${kind}.body`);
  const action = t(`email.${kind}.action`);
  const fallback = t('email.linkFallback');
  const ignore = t('email.ignore');
  const signature = t('email.signature');
  const text = [greeting, '', body, '', `${action}: ${options.url}`, '', ignore, '', signature].join('\n');
  const dir = textDirection(language);
  const url = escapeHtml(options.url);
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7faf8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f1a14">
  <div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #d5e0d9;border-radius:14px;padding:28px">
    <p style="font-weight:800;font-size:18px;margin:0 0 20px;color:#15803d">${productName}</p>
    <p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
    <p style="margin:0 0 24px;line-height:1.6">${escapeHtml(body)}</p>
    <p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;background:#15803d;color:#fff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(action)}</a></p>
    <p style="margin:0 0 8px;font-size:13px;color:#4b5a52">${escapeHtml(fallback)}</p>
    <p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${url}" style="color:#15803d">${url}</a></p>
    <p style="margin:0 0 16px;font-size:13px;color:#4b5a52">${escapeHtml(ignore)}</p>
    <p style="margin:0;font-size:13px;color:#4b5a52">${escapeHtml(signature)}</p>
  </div>
</body>
</html>`;
  return { subject, text, html };
}
