import type { LanguageCode } from '../../../shared/i18n/languages';

/**
 * Numbers, dates, durations and prices in the active language, always through Intl (never by hand),
 * so Persian gets its digits, German its separators and Arabic its currency layout.
 */
export function formatNumber(
  language: LanguageCode,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(language, options).format(value);
}

export function formatPercent(language: LanguageCode, ratio: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

export function formatDate(
  language: LanguageCode,
  date: Date | string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(language, options ?? { dateStyle: 'medium' }).format(new Date(date));
}

/** `whole` drops the minor unit for round amounts ("$0" rather than "$0.00"). */
export function formatPrice(
  language: LanguageCode,
  amountMinor: number,
  currency: string,
  options: { whole?: boolean } = {},
): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const value = amountMinor / 10 ** digits;
  const round = options.whole && Number.isInteger(value);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(round && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  }).format(value);
}

/** A duration in whole minutes as "1 h 5 min" in the language's own units. */
export function formatDuration(language: LanguageCode, totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  if (minutes === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

/** A running timer, h:mm:ss (or m:ss), in the language's digits. */
export function formatClock(language: LanguageCode, totalSeconds: number): string {
  const two = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(language, { useGrouping: false });
  const seconds = Math.floor(totalSeconds % 60);
  const minutes = Math.floor((totalSeconds / 60) % 60);
  const hours = Math.floor(totalSeconds / 3600);
  return hours > 0
    ? `${one.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${one.format(minutes)}:${two.format(seconds)}`;
}
