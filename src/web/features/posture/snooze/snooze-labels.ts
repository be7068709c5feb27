import type { LanguageCode } from '../../../../shared/i18n/languages';
import type { SnoozeChoice } from './cue-schedule';

/** "15 min", "1 hr" in the page's language, through Intl: no string to translate per duration. */
export function durationLabel(language: LanguageCode, minutes: number): string {
  const hours = minutes % 60 === 0;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'short',
  }).format(hours ? minutes / 60 : minutes);
}

export function snoozeChoiceLabel(
  language: LanguageCode,
  choice: SnoozeChoice,
  t: (key: string) => string,
): string {
  return choice === 'tomorrow' ? t('snooze.tomorrow') : durationLabel(language, choice);
}
