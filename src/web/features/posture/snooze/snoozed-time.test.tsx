import fs from 'node:fs';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SessionList } from '../../progress/components/session-list';
import { SessionSummaryPanel } from '../components/session-summary';
import { summarise } from '../sync/use-posture-recording';

const english = (ns: string) =>
  JSON.parse(fs.readFileSync(`public/locales/en/${ns}.json`, 'utf8')) as Record<string, unknown>;
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...english('snooze'), ...english('posture'), ...english('progress') } } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

const minute = (secondsSnoozed?: number) => ({
  minute: 0,
  score: 80,
  secondsGood: 50,
  secondsFair: 10,
  secondsBad: 0,
  alerts: 0,
  metrics: {},
  secondsSnoozed,
});

describe('snoozed time, shown apart', () => {
  it('the session summary adds up the minutes’ snoozed seconds and shows them', () => {
    const summary = summarise([minute(60), minute(30), minute()]);
    expect(summary.secondsSnoozed).toBe(90);
    render(
      <I18nextProvider i18n={i18n}>
        <SessionSummaryPanel summary={summary} stored={false} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('summary-snoozed').textContent).toBe('Cues paused1:30');
  });

  it('the summary says nothing of snoozes when there was none', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SessionSummaryPanel summary={summarise([minute()])} stored={false} />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('summary-snoozed')).toBeNull();
  });

  it('/progress lists each session’s snoozed time', () => {
    const summary = { ...summarise([minute()]), secondsSnoozed: 25 * 60 };
    render(
      <I18nextProvider i18n={i18n}>
        <SessionList
          sessions={[{ id: 'a', startedAt: 0, endedAt: 60_000, deviceLabel: null, summary }]}
          onDelete={async () => undefined}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Cues paused for 25 min')).toBeTruthy();
  });
});
