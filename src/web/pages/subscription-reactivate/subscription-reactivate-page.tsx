import { ComingSoonPage } from '../coming-soon-page';

export default function SubscriptionReactivatePage() {
  return <ComingSoonPage id="subscriptionReactivate" />;
}
