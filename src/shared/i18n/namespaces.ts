/**
 * How the translations are split into files: `public/locales/<lng>/<namespace>.json`, each holding
 * whole top-level keys of the text tree (so `faq.json` is `{ "faq": { … } }` and a key reads the
 * same in every file: `faq.items.video.q`). The shell's strings (`translation`) are bundled in
 * English and load first; a page's own strings load with the page, so the home page does not
 * download the FAQ, the help articles or the legal texts. Merging every file of a language gives
 * back the whole tree, which is what the server and the checks read.
 */
export const namespaces = {
  /** Navbar, footer, messages every page may show, and each page's title and intro (for <head>). */
  translation: ['common', 'a11y', 'nav', 'footer', 'errors', 'language', 'theme', 'pages'],
  auth: ['auth'],
  account: ['account'],
  billing: ['billing'],
  posture: ['posture'],
  /** Snooze, quiet hours and cue styles on /pose (and the snoozed time on /progress). */
  snooze: ['snooze'],
  progress: ['progress', 'exercises', 'recommendations'],
  faq: ['faq'],
  help: ['help'],
  legal: ['privacyPage', 'termsPage'],
  features: ['featuresPage'],
  download: ['download'],
  contact: ['contact'],
  phone: ['phone'],
  /** The first-session setup check and the desk-setup check (/pose), and its last-checked line (/progress). */
  deskCheck: ['deskCheck'],
  /** The alt text of the pictures of the app on the public pages (decision 017). */
  productPictures: ['productPictures'],
  /** E-mails and text messages: read by the server only, never by the browser. */
  mail: ['email', 'sms'],
  /** The weekly report e-mail and its unsubscribe page: server only, like `mail`. */
  weeklyReport: ['weeklyReport'],
  /** The weekly report's opt-in on /account. */
  reportSettings: ['reportSettings'],
} as const satisfies Record<string, readonly string[]>;

export type Namespace = keyof typeof namespaces;

export const namespaceNames = Object.keys(namespaces) as Namespace[];

/** The namespace the browser starts with (bundled in English) and looks a key up in first. */
export const shellNamespace = 'translation' satisfies Namespace;

/** The namespaces the browser may load: all but the server's own. */
export const serverNamespaces: readonly Namespace[] = ['mail', 'weeklyReport'];
export const browserNamespaces = namespaceNames.filter((ns) => !serverNamespaces.includes(ns));

/** The namespace that holds a top-level key, e.g. `faq` for `faq.items.video.q`. */
export function namespaceOfKey(key: string): Namespace | undefined {
  const top = key.split('.')[0];
  return namespaceNames.find((ns) => (namespaces[ns] as readonly string[]).includes(top!));
}
