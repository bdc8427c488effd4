import { Navigate, useParams } from 'react-router';
import { isValidCheckout } from '../routes';
import { NotAvailablePage } from './not-available-page';

/** /checkout/:monitor/:article: malformed identifiers go to /404 (spec §2). */
export function CheckoutPage() {
  const { monitor = '', article = '' } = useParams();
  if (!isValidCheckout(monitor, article)) return <Navigate to="/404" replace />;
  return <NotAvailablePage />;
}
