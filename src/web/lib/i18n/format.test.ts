import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDuration, formatNumber, formatPercent, formatPrice } from './format';

describe('Intl formatting in the active language', () => {
  it('uses each language’s separators and digits', () => {
    expect(formatNumber('en', 12345.6)).toBe('12,345.6');
    expect(formatNumber('de', 12345.6)).toBe('12.345,6');
    expect(formatNumber('fa', 12)).toBe('۱۲');
    expect(formatPercent('fr', 0.38)).toMatch(/^38\s?%$/);
  });

  it('formats prices from minor units, with the currency’s own decimals', () => {
    expect(formatPrice('en', 499, 'USD')).toBe('$4.99');
    expect(formatPrice('de', 4999, 'EUR')).toMatch(/^49,99\s€$/);
    expect(formatPrice('ja', 500, 'JPY')).toMatch(/500/);
  });

  it('formats dates and durations', () => {
    expect(formatDate('en', '2026-03-05T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      'March 5, 2026',
    );
    expect(formatDate('es', '2026-03-05T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '5 de marzo de 2026',
    );
    expect(formatDuration('en', 3900)).toBe('1 hr 5 min');
    expect(formatDuration('en', 600)).toBe('10 min');
    expect(formatClock('en', 65)).toBe('1:05');
    expect(formatClock('en', 3725)).toBe('1:02:05');
    expect(formatClock('fa', 65)).toBe('۱:۰۵');
  });
});
