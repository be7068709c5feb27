import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../shared/i18n/languages';
import { buildReport } from './build-report';
import { renderReportMail } from './render-report-mail';
import { emptyDays, fakeInput, fakeWeek } from './report-fixtures';

const links = {
  progress: 'https://postura.example/en/progress',
  account: 'https://postura.example/en/account',
  unsubscribe: 'https://postura.example/api/weekly-report/unsubscribe?token=abc.def',
};
const report = buildReport(fakeInput());
if (report.kind === 'none') throw new Error('expected a report');
const nudge = buildReport(fakeInput({ thisWeek: fakeWeek('2026-11-16', emptyDays), emptyWeeks: 3 }));
if (nudge.kind === 'none') throw new Error('expected a nudge');
const render = (language: string, which = report) =>
  renderReportMail(which, { name: 'Ada', email: 'ada@example.com', language, links });

describe('the weekly report e-mail', () => {
  it('carries the same figures in the HTML and plain-text parts', () => {
    const mail = render('en');
    expect(mail.subject).toBe('Your posture week: score 79');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hi Ada,');
      expect(part).toContain('240 minutes');
      expect(part).toContain('Week before: 72 (\u2066+7\u2069)');
      expect(part).toContain('Leaning in');
      expect(part).toContain('Head tilt');
      expect(part).toContain('Days in a row: 2');
      expect(part).toContain('Keep your head straight');
      expect(part).toContain('Side neck stretch');
    }
    expect(mail.text).toContain(links.unsubscribe);
    expect(mail.html).toContain(`href="${links.unsubscribe.replace('&', '&amp;')}"`);
  });

  it('draws the days as table bars without images, for light and dark clients', () => {
    const { html } = render('en');
    expect(html).not.toMatch(/<img/i);
    // Seven rows of bars: the longest (90 min) is full width, days without tracking have none.
    expect(html).toContain('width="100%" cellpadding="0" cellspacing="0"><tr><td bgcolor="#15803d"');
    expect(html.match(/class="track"/g)).toHaveLength(7);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
  });

  it('is written right to left in Arabic, Persian and Urdu, with their own words and digits', () => {
    for (const language of ['ar', 'fa', 'ur']) {
      const mail = render(language);
      expect(mail.html).toContain(`<html lang="${language}" dir="rtl">`);
      expect(mail.subject).not.toContain('Your posture week');
    }
    expect(render('ar').subject).toBe('أسبوع وضعيتك: النتيجة 79');
    expect(render('de').html).toContain('<html lang="de" dir="ltr">');
  });

  it('has no key left untranslated in any of the 24 languages', () => {
    for (const language of languageCodes) {
      for (const mail of [render(language), render(language, nudge)])
        expect(`${mail.subject}\n${mail.text}`, language).not.toMatch(
          /weeklyReport\.|progress\.|exercises\.|recommendations\./,
        );
    }
  });

  it('turns an empty week into a short nudge, the third one saying it is the last', () => {
    const mail = render('en', nudge);
    expect(mail.subject).toBe('Your posture week: nothing tracked');
    expect(mail.text).toContain('Start a session: https://postura.example/en/pose');
    expect(mail.text).toContain('This is the last reminder');
    expect(mail.text).not.toContain('Days in a row');
  });
});
