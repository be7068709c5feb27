/** Help-centre articles in order; texts live in the translations under `help.articles.<key>`. */
export const helpArticleKeys = [
  'camera',
  'calibration',
  'alerts',
  'background',
  'breaks',
  'progress',
  'privacy',
  'billing',
  'account',
  'install',
] as const;
export type HelpArticleKey = (typeof helpArticleKeys)[number];
