import { PlansPage } from '@/features/commerce';
import { usePermissions } from '@/lib/permissions';
import { NotAvailablePage } from './not-available-page';

/**
 * /subscriptions: the subscription plans for the product administrator (who manages `admin`);
 * the shop of subscriptions for everyone else is not built yet.
 */
export function SubscriptionsPage() {
  const { ability } = usePermissions();
  return ability.can('manage', 'admin') ? <PlansPage /> : <NotAvailablePage />;
}
