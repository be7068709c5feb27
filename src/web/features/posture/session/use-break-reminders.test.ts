import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBreakReminders, type Reminder } from './use-break-reminders';

const minutes = (n: number) => n * 60_000;

describe('break and eye-rest reminders', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-23T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  function setUp(initial: { tracking: boolean; breakMinutes: number; eyeRest: boolean }) {
    const reminders: Reminder[] = [];
    const hook = renderHook(
      (props) => useBreakReminders({ ...props, onReminder: (r) => reminders.push(r) }),
      {
        initialProps: initial,
      },
    );
    return { reminders, hook };
  }

  it('reminds after the chosen minutes of continuous sitting, then again one interval later', async () => {
    const { reminders } = setUp({ tracking: true, breakMinutes: 30, eyeRest: false });
    await act(async () => vi.advanceTimersByTime(minutes(29)));
    expect(reminders).toEqual([]);
    await act(async () => vi.advanceTimersByTime(minutes(1) + 5_000));
    expect(reminders).toEqual(['break']);
    await act(async () => vi.advanceTimersByTime(minutes(30)));
    expect(reminders).toEqual(['break', 'break']);
  });

  it('starts the clock again after two minutes away (a break was taken)', async () => {
    const { reminders, hook } = setUp({ tracking: true, breakMinutes: 30, eyeRest: false });
    await act(async () => vi.advanceTimersByTime(minutes(25)));
    hook.rerender({ tracking: false, breakMinutes: 30, eyeRest: false });
    await act(async () => vi.advanceTimersByTime(minutes(3)));
    hook.rerender({ tracking: true, breakMinutes: 30, eyeRest: false });
    await act(async () => vi.advanceTimersByTime(minutes(20)));
    expect(reminders).toEqual([]);
    await act(async () => vi.advanceTimersByTime(minutes(11)));
    expect(reminders).toEqual(['break']);
  });

  it('gives the 20-20-20 cue every 20 minutes when asked, and nothing when breaks are off', async () => {
    const { reminders } = setUp({ tracking: true, breakMinutes: 0, eyeRest: true });
    await act(async () => vi.advanceTimersByTime(minutes(61)));
    expect(reminders).toEqual(['eyeRest', 'eyeRest', 'eyeRest']);
  });
});
