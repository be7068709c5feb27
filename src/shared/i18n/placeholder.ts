/**
 * A placeholder in a translation, in i18next's syntax: `{{name}}`, or `{{name, format}}` (a number in
 * the language's own digits). The locale check and the server's translators read strings with it.
 */
export const placeholder = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;
