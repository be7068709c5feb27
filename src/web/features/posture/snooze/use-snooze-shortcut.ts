import { useEffect } from 'react';
import { shortcutSnooze } from './cue-schedule';
import type { CuePauseControl } from './use-cue-pause';

/** The physical key (KeyboardEvent#code) that pauses or resumes cues, and how the page shows it. */
export const shortcutCode = 'KeyP';
export const shortcutKeyLabel = 'P';

/** Typing in a field, a list or an editable area keeps its keys; only the page itself answers P. */
function isTyping(eventTarget: EventTarget | null): boolean {
  // Not `instanceof HTMLElement`: the mini view's elements belong to another window.
  const element = eventTarget as HTMLElement | null;
  if (!element || typeof element.tagName !== 'string') return false;
  const target = element;
  // A checkbox, radio button or slider takes no letters: P still works from there.
  const letterless = ['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color', 'file'];
  if (target.tagName === 'INPUT' && letterless.includes((target as HTMLInputElement).type)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="textbox"], [role="combobox"], [role="listbox"]') !== null
  );
}

/**
 * One key to pause cues (for half an hour) or to resume them: the same physical key on every
 * keyboard layout, never with a modifier (those belong to the browser) and never while typing.
 */
export function useSnoozeShortcut(control: CuePauseControl, target: Window | null = window): void {
  const { pause, snooze, resume } = control;
  useEffect(() => {
    if (!target) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== shortcutCode || event.repeat || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      if (pause === 'snoozed') resume();
      else snooze(shortcutSnooze);
    };
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [target, pause, snooze, resume]);
}
