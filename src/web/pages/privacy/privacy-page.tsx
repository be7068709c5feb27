import { SectionsPage } from '../../features/content/sections-page';

const sections = [
  'video',
  'stored',
  'notStored',
  'account',
  'payments',
  'analytics',
  'cookies',
  'retention',
  'rights',
  'contact',
] as const;

/** What Postura stores and what it never does: aggregates only, never video. */
export default function PrivacyPage() {
  return <SectionsPage id="privacy" base="privacyPage" sections={sections} />;
}
