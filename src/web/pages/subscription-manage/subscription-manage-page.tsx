import { ComingSoonPage } from '../coming-soon-page';

export default function SubscriptionManagePage() {
  return <ComingSoonPage id="subscriptionManage" />;
}
