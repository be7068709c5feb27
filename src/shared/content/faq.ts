/** The FAQ's questions, in the order shown; texts live in the translations under `faq.items.<key>`. */
export const faqKeys = [
  'howItWorks',
  'video',
  'stored',
  'camera',
  'calibration',
  'alerts',
  'background',
  'accuracy',
  'free',
  'pro',
  'cancel',
  'install',
  'languages',
  'deleteAccount',
] as const;
export type FaqKey = (typeof faqKeys)[number];
