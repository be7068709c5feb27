import { ComingSoonPage } from '../coming-soon-page';

export default function SubscriptionSuccessPage() {
  return <ComingSoonPage id="subscriptionSuccess" />;
}
