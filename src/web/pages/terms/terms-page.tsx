import { SectionsPage } from '../../features/content/sections-page';

const sections = [
  'service',
  'notMedical',
  'account',
  'plans',
  'cancel',
  'acceptableUse',
  'liability',
  'changes',
  'contact',
] as const;

export default function TermsPage() {
  return <SectionsPage id="terms" base="termsPage" sections={sections} />;
}
