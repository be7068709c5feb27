import { ComingSoonPage } from '../coming-soon-page';

export default function SubscriptionUpdatePaymentPage() {
  return <ComingSoonPage id="subscriptionUpdatePayment" />;
}
