import fs from 'node:fs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeeklyReportSection } from './weekly-report-section';

const english = (ns: string) =>
  JSON.parse(fs.readFileSync(`public/locales/en/${ns}.json`, 'utf8')) as Record<string, unknown>;
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: english('reportSettings') } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

/** The API as the browser sees it: the stored setting (none at first) and what the form sent. */
function fakeApi() {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_path: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ setting: sent.at(-1), nextSendAt: '2026-11-30T17:00:00.000Z' }));
    }
    return new Response(JSON.stringify({ setting: null, nextSendAt: null }));
  });
  return sent;
}

async function renderSection() {
  render(
    <I18nextProvider i18n={i18n}>
      <WeeklyReportSection />
    </I18nextProvider>,
  );
  await act(async () => undefined);
}

describe('the weekly report opt-in on /account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is off by default, with the day, hour and zone waiting until it is switched on', async () => {
    fakeApi();
    await renderSection();
    const enabled = screen.getByLabelText('Send me the weekly report') as HTMLInputElement;
    expect(enabled.checked).toBe(false);
    expect((screen.getByLabelText('Day') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it("saves the weekday, hour and the browser's IANA zone, and says when the next report comes", async () => {
    const sent = fakeApi();
    await renderSection();
    fireEvent.click(screen.getByLabelText('Send me the weekly report'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '18' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(sent).toEqual([
      { enabled: true, weekday: 5, hour: 18, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
    expect(screen.getByRole('status').textContent).toMatch(/^Saved\. Next report: .*2026/);
  });
});
