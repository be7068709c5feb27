import { ComingSoonPage } from '../coming-soon-page';

export default function BillingHistoryPage() {
  return <ComingSoonPage id="billingHistory" />;
}
