import { placeholder } from '../../shared/i18n/placeholder';

/**
 * A translation's placeholders filled in on the server as i18next fills them in the browser: the value
 * as given, and a number under `{{name, number}}` in the language's own digits. A value the caller
 * already formatted (a string) goes in as it is; a placeholder without a value is left empty.
 */
export function fillPlaceholders(
  template: string,
  values: Record<string, string | number>,
  language: string,
): string {
  return template.replace(placeholder, (_, name: string, format: string | undefined) => {
    const value = values[name];
    if (value === undefined) return '';
    return typeof value === 'number' && format === 'number'
      ? new Intl.NumberFormat(language).format(value)
      : String(value);
  });
}
