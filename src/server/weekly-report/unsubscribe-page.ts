import { productName } from '../../shared/constants';
import { textDirection } from '../../shared/i18n/languages';
import { reportTranslator } from './report-translations';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** This page's own policy: its inline style only, a form back to us, nothing else. */
export const unsubscribePagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const css = `body{margin:0;padding:0 16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f7faf8;color:#0f1a14}
main{max-width:480px;margin:12vh auto;padding:28px;background:#fff;border:1px solid #d5e0d9;border-radius:14px}
.brand{font-weight:800;color:#15803d;margin:0 0 16px}h1{font-size:20px;margin:0 0 12px}p{line-height:1.55}
button{font:inherit;font-weight:600;background:#15803d;color:#fff;border:0;border-radius:999px;padding:12px 22px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #4ade80;outline-offset:2px}a{color:#15803d}
@media (prefers-color-scheme:dark){body{background:#0f1a14;color:#e8f0eb}main{background:#16241c;border-color:#2c3d33}.brand,a{color:#4ade80}}`;

/**
 * The page the unsubscribe link opens: GET asks (a link scanner's visit changes nothing), the button
 * POSTs the same one-click form a mail client sends; after it, a confirmation.
 */
export function unsubscribePage(
  state: 'confirm' | 'done' | 'invalid',
  options: { language: string | null | undefined; action: string; accountUrl: string },
): string {
  const { language, t } = reportTranslator(options.language);
  const title = t('weeklyReport.unsubscribePage.title');
  const body =
    state === 'confirm'
      ? `<p>${escapeHtml(t('weeklyReport.unsubscribePage.question'))}</p>
<form method="post" action="${escapeHtml(options.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('weeklyReport.unsubscribe'))}</button></form>`
      : state === 'done'
        ? `<p role="status">${escapeHtml(t('weeklyReport.unsubscribePage.done'))}</p>
<p><a href="${escapeHtml(options.accountUrl)}">${escapeHtml(t('weeklyReport.manage'))}</a></p>`
        : `<p role="alert">${escapeHtml(t('weeklyReport.unsubscribePage.invalid'))}</p>
<p><a href="${escapeHtml(options.accountUrl)}">${escapeHtml(t('weeklyReport.manage'))}</a></p>`;
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · ${productName}</title><style>${css}</style></head>
<body><main><p class="brand">${productName}</p><h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}
