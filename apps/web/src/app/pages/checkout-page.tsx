import { Navigate, useParams } from 'react-router';
import { Checkout } from '../../features/commerce/checkout/pages/checkout-page';
import { isValidCheckout } from '../routes';

/** /checkout/:monitor/:article: malformed identifiers go to /404 (spec §2). */
export function CheckoutPage() {
  const { monitor = '', article = '' } = useParams();
  if (!isValidCheckout(monitor, article)) return <Navigate to="/404" replace />;
  return <Checkout monitor={monitor} article={article} />;
}
