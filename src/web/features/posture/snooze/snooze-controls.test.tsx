import fs from 'node:fs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCueHours, type CueHours } from '../../../../shared/posture/cue-schedule-schemas';
import { CueDisplay } from '../alert-style/cue-display';
import { titleCueMark } from '../alert-style/use-title-cue';
import { CueHoursEditor } from './cue-hours-editor';
import { MiniView } from '../components/mini-view';
import { SnoozeBar } from './snooze-bar';
import { SnoozeMini } from './snooze-mini';
import { useCuePause, type CuePauseControl } from './use-cue-pause';
import { useSnoozeShortcut } from './use-snooze-shortcut';

const english = (ns: string) =>
  JSON.parse(fs.readFileSync(`public/locales/en/${ns}.json`, 'utf8')) as Record<string, unknown>;
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...english('snooze'), ...english('posture') } } },
  interpolation: { escapeValue: false },
});
const wrap = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

/** The page's wiring in small: the hook on an injected clock, the bar, the shortcut and a text field. */
let clock = 0;
let control: CuePauseControl;
function Harness({
  cueHours = defaultCueHours,
  tracking = false,
}: {
  cueHours?: CueHours;
  tracking?: boolean;
}) {
  control = useCuePause(cueHours, tracking, () => clock);
  useSnoozeShortcut(control);
  return (
    <>
      <SnoozeBar control={control} />
      <input aria-label="notes" />
      <input type="checkbox" aria-label="eye rest" />
    </>
  );
}

const minute = Date.parse('2026-03-04T10:00:00Z');
beforeEach(() => {
  vi.useFakeTimers();
  clock = minute;
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());
const advance = (ms: number) =>
  act(() => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  });

describe('snooze bar', () => {
  it('pauses for the chosen time, counts down, resumes by itself at the end', () => {
    render(wrap(<Harness />));
    expect(control.allowed()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '15 min' }));
    expect(screen.getByRole('status').textContent).toBe('Cues paused.');
    expect(screen.getByTestId('snooze-remaining').textContent).toBe('15:00 left');
    expect(control.allowed()).toBe(false);
    expect(JSON.parse(localStorage.getItem('postura:snooze')!)).toEqual({ until: minute + 15 * 60_000 });
    advance(60_000);
    expect(screen.getByTestId('snooze-remaining').textContent).toBe('14:00 left');
    advance(14 * 60_000);
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(control.allowed()).toBe(true);
    expect(localStorage.getItem('postura:snooze')).toBeNull();
  });

  it('"Resume" ends the snooze at once; "Until tomorrow" lasts to midnight', () => {
    render(wrap(<Harness />));
    fireEvent.click(screen.getByRole('button', { name: 'Until tomorrow' }));
    expect(control.pause).toBe('snoozed');
    const midnight = new Date(minute);
    midnight.setHours(24, 0, 0, 0);
    expect(control.remainingMs).toBe(midnight.getTime() - minute);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(control.pause).toBeUndefined();
    expect(screen.getByRole('button', { name: '1 hr' })).toBeTruthy();
  });

  it('says when quiet hours hold cues back', () => {
    render(wrap(<Harness cueHours={{ enabled: true, days: Array(7).fill(null) }} />));
    expect(control.pause).toBe('quietHours');
    expect(screen.getByText('Quiet hours: no cues now.')).toBeTruthy();
  });

  it('follows a snooze set in another tab', () => {
    render(wrap(<Harness />));
    act(() => {
      localStorage.setItem('postura:snooze', JSON.stringify({ until: minute + 60_000 }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'postura:snooze' }));
    });
    expect(control.pause).toBe('snoozed');
  });

  it('follows a snooze chosen on a notification (relayed by the service worker)', () => {
    const worker = Object.assign(new EventTarget(), { startMessages: vi.fn() });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      render(wrap(<Harness />));
      expect(worker.startMessages).toHaveBeenCalled();
      act(() => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: 'postura:snooze', choice: 30 } }));
      });
      expect(control.pause).toBe('snoozed');
      expect(control.remainingMs).toBe(30 * 60_000);
    } finally {
      delete (navigator as unknown as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('counts the paused seconds of each tracked minute once', () => {
    render(wrap(<Harness tracking />));
    advance(10_000);
    fireEvent.click(screen.getByRole('button', { name: '30 min' }));
    advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    advance(20_000);
    expect(control.takeSnoozedSeconds(minute)).toBe(30);
    expect(control.takeSnoozedSeconds(minute)).toBe(0);
  });
});

describe('mini view snooze', () => {
  function Mini() {
    control = useCuePause(defaultCueHours, false, () => clock);
    return (
      <MiniView status="bad" label="Fix your posture" score={40} alert={undefined}>
        <SnoozeMini control={control} />
      </MiniView>
    );
  }

  it('pauses from the mini view and resumes there', () => {
    render(wrap(<Mini />));
    fireEvent.click(screen.getByRole('button', { name: 'Pause cues: 1 hr' }));
    expect(control.remainingMs).toBe(60 * 60_000);
    expect(screen.getByText(/Cues paused\. 60:00 left|Cues paused\. 1:00:00 left/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(control.pause).toBeUndefined();
  });
});

describe('pause shortcut', () => {
  it('P pauses and resumes, but not while typing or with a modifier', () => {
    render(wrap(<Harness />));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'notes' }), { code: 'KeyP', key: 'p' });
    expect(control.pause).toBeUndefined();
    fireEvent.keyDown(document.body, { code: 'KeyP', key: 'p', ctrlKey: true });
    expect(control.pause).toBeUndefined();
    fireEvent.keyDown(document.body, { code: 'KeyP', key: 'p' });
    expect(control.pause).toBe('snoozed');
    expect(control.remainingMs).toBe(30 * 60_000);
    fireEvent.keyDown(document.body, { code: 'KeyP', key: 'p' });
    expect(control.pause).toBeUndefined();
    // From a checkbox, which takes no letters, P still pauses.
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'eye rest' }), { code: 'KeyP', key: 'p' });
    expect(control.pause).toBe('snoozed');
  });
});

describe('cue styles', () => {
  const cue = { metric: 'lean' as const, at: 0, kind: 'alert' as const };

  it('the banner shows the cue with "I’m sitting fine"', () => {
    render(wrap(<CueDisplay style="banner" cue={cue} onSittingFine={() => undefined} />));
    expect(screen.getByRole('alert').textContent).toContain('Sit back');
  });

  it.each(['border', 'dim'] as const)(
    '%s covers the page without blocking it, and tells screen readers',
    (style) => {
      render(wrap(<CueDisplay style={style} cue={cue} onSittingFine={() => undefined} />));
      const overlay = document.body.querySelector(`[data-testid="posture-cue-${style}"]`);
      expect(overlay?.parentElement).toBe(document.body);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status').textContent).toContain('Sit back');
    },
  );

  it('the title style marks the tab’s title and icon, and puts them back after', () => {
    document.title = 'Live posture — Postura';
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = '/favicon.svg';
    document.head.append(icon);
    const view = render(wrap(<CueDisplay style="title" cue={cue} onSittingFine={() => undefined} />));
    expect(document.title.startsWith(`${titleCueMark} Sit back`)).toBe(true);
    expect(icon.href.startsWith('data:image/svg+xml')).toBe(true);
    expect(
      document.body.querySelector('[data-testid^="posture-cue-"]:not([data-testid$="quiet"])'),
    ).toBeNull();
    view.unmount();
    expect(document.title).toBe('Live posture — Postura');
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
    icon.remove();
  });
});

describe('quiet hours editor', () => {
  it('turns quiet hours on, and keeps a day whose end comes before its start from being saved', () => {
    vi.useRealTimers();
    const changes: CueHours[] = [];
    const view = render(
      wrap(<CueHoursEditor value={defaultCueHours} onChange={(next) => changes.push(next)} />),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cue me only during these hours' }));
    expect(changes.at(-1)?.enabled).toBe(true);
    view.rerender(wrap(<CueHoursEditor value={changes.at(-1)!} onChange={(next) => changes.push(next)} />));
    const count = changes.length;
    fireEvent.change(screen.getByLabelText('Monday: until'), { target: { value: '08:00' } });
    expect(screen.getByRole('alert').textContent).toBe('The start must come before the end.');
    expect(changes.length).toBe(count);
    fireEvent.change(screen.getByLabelText('Monday: until'), { target: { value: '17:30' } });
    expect(changes.at(-1)?.days[1]).toEqual({ from: 540, to: 1050 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(changes.at(-1)?.days[6]).toEqual({ from: 540, to: 1080 });
  });
});
