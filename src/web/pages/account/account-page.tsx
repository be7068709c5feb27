import { ComingSoonPage } from '../coming-soon-page';

export default function AccountPage() {
  return <ComingSoonPage id="account" />;
}
