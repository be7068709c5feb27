/** Business constants of spec §9 and the build constants of spec §1, in one place. */
export const productName = 'Postura';

export const layout = {
  maxWidth: 1200,
  navbarHeight: 64,
  languageMenuMaxHeight: 400,
  accountDropdownMinWidth: 200,
} as const;

export const breakpoints = { mobile: 480, tablet: 768, laptop: 1024, desktop: 1280 } as const;

export const i18nLoading = {
  maxParallelReads: 10,
  maxRetries: 5,
  retryBaseDelayMs: 350,
  /** How long a detected language is remembered in localStorage and the cookie. */
  cacheMinutes: 10080,
} as const;

export const chunkLoadTimeoutMs = 120_000;
export const subscriptionFetchDelayMs = 1000;

export const storageKeys = {
  theme: 'theme',
  language: 'i18nextLng',
  languageCookie: 'i18next',
  chunkReload: 'postura:chunk-reload',
  /** The language of the visitor's country, found on their first visit (the `ip` detector). */
  ipLanguage: 'postura:ip-language',
  /** Set once the first-visit country lookup has run, so it never runs (or switches) twice. */
  geoChecked: 'postura:geo-checked',
  /**
   * Set while this browser has a signed-in session (no secret: the session cookie is HttpOnly), so
   * the public pages start the app at once for a signed-in visitor instead of on interaction.
   */
  signedIn: 'postura:signed-in',
} as const;

/** Page-metadata defaults (spec §1): a health web app, priced 0 USD, with configurable rating figures. */
export const seoDefaults = {
  category: 'HealthApplication',
  price: '0',
  currency: 'USD',
  ratingValue: 4.8,
  ratingCount: 150,
  twitterCard: 'summary_large_image',
  /** The Open Graph picture of a language, rendered at build time (scripts/build/og-images-plugin.ts). */
  ogImage: (language: string) => `/og/${language}.png`,
  ogImageSize: { width: 1200, height: 630 },
} as const;
