import { productName } from '../../shared/constants';
import { textDirection } from '../../shared/i18n/languages';
import { exercises } from '../../shared/progress/exercises';
import type { RenderedMail } from '../mail/render-action-mail';
import type { WeeklyReport } from './build-report';
import { reportTranslator } from './report-translations';

export interface ReportLinks {
  /** /progress in the user's language. */
  progress: string;
  /** /account, where the day and hour are changed. */
  account: string;
  /** The signed unsubscribe page (GET confirms; the headers' POST unsubscribes at once). */
  unsubscribe: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Light by default; the dark block applies where the client honours prefers-color-scheme. Every
// colour is also given inline (and as bgcolor on bars) for clients that drop <style>.
const color = { page: '#f7faf8', card: '#ffffff', text: '#0f1a14', muted: '#4b5a52', line: '#d5e0d9' };
const accent = '#15803d';
const barTrack = '#e3ece6';

const darkCss = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme: dark){
  .page{background:#0f1a14 !important}
  .card{background:#16241c !important;border-color:#2c3d33 !important}
  .text{color:#e8f0eb !important}
  .muted{color:#a9bbb0 !important}
  .track{background:#2c3d33 !important}
  .accent{color:#4ade80 !important}
}`;

/** Intl formatters are costly to make (most of a mail's rendering time): one set per language. */
const formatterCache = new Map<string, ReturnType<typeof makeFormatters>>();
const makeFormatters = (language: string) => ({
  number: new Intl.NumberFormat(language),
  signed: new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }),
  percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
  dayFormat: new Intl.DateTimeFormat(language, { timeZone: 'UTC', day: 'numeric', month: 'long' }),
  weekdayFormat: new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short' }),
  hourFormat: new Intl.DateTimeFormat(language, { timeZone: 'UTC', hour: 'numeric' }),
});
function formatters(language: string) {
  let set = formatterCache.get(language);
  if (!set) formatterCache.set(language, (set = makeFormatters(language)));
  return set;
}

/** The report (or the nudge) as an e-mail: HTML with table-based bars and the same words in plain text. */
export function renderReportMail(
  report: Exclude<WeeklyReport, { kind: 'none' }>,
  options: { name: string; email: string; language?: string | null; links: ReportLinks },
): RenderedMail {
  const { language, t } = reportTranslator(options.language);
  const dir = textDirection(language);
  const { number, signed, percent, dayFormat, weekdayFormat, hourFormat } = formatters(language);
  const date = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));
  const minutes = (value: number) => t('weeklyReport.minutesValue', { value: number.format(value) });
  const greeting = t('email.greeting', { name: options.name.trim() || options.email.split('@')[0] || '' });
  const links = options.links;

  // Blocks: [plain text, html]; both parts carry the same words.
  const blocks: Array<[string, string]> = [];
  const para = (text: string, style = 'margin:0 0 16px;line-height:1.55', cls = 'text') =>
    blocks.push([
      text,
      `<p class="${cls}" style="${style};color:${cls === 'muted' ? color.muted : color.text}">${escapeHtml(text)}</p>`,
    ]);
  const heading = (text: string) =>
    blocks.push([
      `\n${text}\n${'-'.repeat(Math.min(40, [...text].length))}`,
      `<h2 class="text" style="margin:24px 0 8px;font-size:16px;color:${color.text}">${escapeHtml(text)}</h2>`,
    ]);
  const button = (label: string, url: string) =>
    blocks.push([
      `${label}: ${url}`,
      `<p style="margin:8px 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;background:${accent};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(label)}</a></p>`,
    ]);

  let subject: string;
  para(greeting);
  const exercise = (id: typeof report.exercise) => {
    heading(t('weeklyReport.exercise', { name: t(`exercises.${id}.name`) }));
    const steps = Array.from({ length: exercises[id].steps }, (_, i) => t(`exercises.${id}.step${i + 1}`));
    blocks.push([
      steps.map((s, i) => `${number.format(i + 1)}. ${s}`).join('\n'),
      `<ol class="text" style="margin:0 0 16px;padding-inline-start:20px;line-height:1.55;color:${color.text}">${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`,
    ]);
  };

  if (report.kind === 'nudge') {
    subject = t('weeklyReport.nudge.subject');
    para(t('weeklyReport.nudge.body'));
    if (report.emptyWeeks >= 3) para(t('weeklyReport.nudge.last'), 'margin:0 0 16px;font-size:14px', 'muted');
    button(t('weeklyReport.nudge.action'), links.progress.replace(/\/progress$/, '/pose'));
    exercise(report.exercise);
  } else {
    subject = t('weeklyReport.subject', { score: report.score === null ? '—' : number.format(report.score) });
    para(t('weeklyReport.intro', { from: date(report.from), to: date(report.to) }));
    const compare = (now: string, before: string | null, delta: number | null) =>
      before === null
        ? t('weeklyReport.noLastWeek')
        : // The delta isolated (LRI … PDI) so a right-to-left line keeps its sign in front.
          t('weeklyReport.lastWeek', { value: before }) +
          (delta ? ` (\u2066${signed.format(delta)}\u2069)` : '');
    const scoreLine = compare(
      report.score === null ? '—' : number.format(report.score),
      report.previousScore === null ? null : number.format(report.previousScore),
      report.score !== null && report.previousScore !== null ? report.score - report.previousScore : null,
    );
    const minutesLine = compare(
      minutes(report.minutes),
      report.previousMinutes > 0 ? minutes(report.previousMinutes) : null,
      report.previousMinutes > 0 ? report.minutes - report.previousMinutes : null,
    );
    const figure = (label: string, value: string, note: string) =>
      `<td class="card" width="50%" valign="top" style="padding:14px;border:1px solid ${color.line};border-radius:12px;background:${color.card}"><div class="muted" style="font-size:13px;color:${color.muted}">${escapeHtml(label)}</div><div class="accent" style="font-size:24px;font-weight:800;color:${accent};margin:4px 0">${escapeHtml(value)}</div><div class="muted" style="font-size:13px;color:${color.muted}">${escapeHtml(note)}</div></td>`;
    blocks.push([
      `${t('weeklyReport.score')}: ${report.score === null ? '—' : number.format(report.score)} — ${scoreLine}\n${t('weeklyReport.minutes')}: ${minutes(report.minutes)} — ${minutesLine}`,
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="8" style="border-collapse:separate;margin:0 -8px 8px"><tr>${figure(t('weeklyReport.score'), report.score === null ? '—' : number.format(report.score), scoreLine)}${figure(t('weeklyReport.minutes'), minutes(report.minutes), minutesLine)}</tr></table>`,
    ]);

    heading(t('weeklyReport.daily'));
    const most = Math.max(1, ...report.days.map((d) => d.minutes));
    const rows = report.days.map((d) => {
      const label = weekdayFormat.format(new Date(`${d.day}T00:00:00Z`));
      const width = Math.round((d.minutes / most) * 100);
      const bar =
        width > 0
          ? `<table role="presentation" width="${width}%" cellpadding="0" cellspacing="0"><tr><td bgcolor="${accent}" height="12" style="background:${accent};height:12px;border-radius:6px;font-size:0;line-height:0">&nbsp;</td></tr></table>`
          : '';
      return {
        text: `${label.padEnd(5)} ${'█'.repeat(Math.round((d.minutes / most) * 20)) || '·'} ${minutes(d.minutes)}`,
        html: `<tr><td class="muted" width="48" style="font-size:13px;color:${color.muted};padding:3px 0">${escapeHtml(label)}</td><td class="track" bgcolor="${barTrack}" style="background:${barTrack};border-radius:6px;padding:0">${bar}</td><td class="text" width="72" style="font-size:13px;color:${color.text};padding:3px 8px;text-align:end;white-space:nowrap">${escapeHtml(minutes(d.minutes))}</td></tr>`,
      };
    });
    blocks.push([
      rows.map((r) => r.text).join('\n'),
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px">${rows.map((r) => r.html).join('')}</table>`,
    ]);

    const metricName = (id: string) => t(`progress.metrics.${id}`);
    if (report.best) {
      heading(t('weeklyReport.best'));
      para(
        `${metricName(report.best.metric)} — ${report.best.improvement !== null && report.best.improvement > 0 ? t('weeklyReport.improved') : t('weeklyReport.steady')}`,
      );
    }
    if (report.worst) {
      heading(t('weeklyReport.worst'));
      para(
        `${metricName(report.worst.metric)} — ${report.worst.load >= 1 ? t('weeklyReport.pastLimit') : t('weeklyReport.nearLimit')}`,
      );
    }
    heading(t('weeklyReport.streak'));
    para(
      t('weeklyReport.streakValue', {
        current: number.format(report.streak.current),
        best: number.format(report.streak.best),
      }),
    );

    const rec = report.recommendation;
    heading(t('weeklyReport.focus', { title: t(`recommendations.${rec.id}.title`) }));
    para(
      t(`recommendations.${rec.id}.reason`, {
        percent: rec.reason.share === undefined ? '' : percent.format(rec.reason.share),
        time:
          rec.reason.hour === undefined
            ? ''
            : hourFormat.format(new Date(Date.UTC(2026, 0, 1, rec.reason.hour))),
        count: number.format(rec.reason.count ?? rec.reason.minutes ?? 0),
      }),
    );
    para(t(`recommendations.${rec.id}.tip`));
    exercise(report.exercise);
    button(t('weeklyReport.open'), links.progress);
  }

  const why = t('weeklyReport.why');
  const manage = t('weeklyReport.manage');
  const unsubscribe = t('weeklyReport.unsubscribe');
  const signature = t('email.signature');
  const text = [
    ...blocks.map(([plain]) => plain),
    '',
    signature,
    '',
    '—',
    why,
    `${manage}: ${links.account}`,
    `${unsubscribe}: ${links.unsubscribe}`,
  ].join('\n');

  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(subject)}</title><style>${darkCss}</style></head>
<body class="page" style="margin:0;padding:0;background:${color.page}">
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" bgcolor="${color.page}" style="background:${color.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" bgcolor="${color.card}" style="max-width:560px;background:${color.card};border:1px solid ${color.line};border-radius:14px"><tr><td dir="${dir}" style="padding:28px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;color:${color.text};text-align:start">
<p class="accent" style="font-weight:800;font-size:18px;margin:0 0 20px;color:${accent}">${productName}</p>
${blocks.map(([, h]) => h).join('\n')}
<p class="muted" style="margin:24px 0 0;font-size:13px;color:${color.muted}">${escapeHtml(signature)}</p>
</td></tr></table>
<p class="muted" style="max-width:560px;margin:16px auto 0;font-family:system-ui,sans-serif;font-size:12px;line-height:1.5;color:${color.muted}" dir="${dir}">${escapeHtml(why)}<br><a href="${escapeHtml(links.account)}" style="color:${color.muted}">${escapeHtml(manage)}</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:${color.muted}">${escapeHtml(unsubscribe)}</a></p>
</td></tr></table>
</body>
</html>`;
  return { subject, text, html };
}
