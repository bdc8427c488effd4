import type { Secrets } from '../../../lib/secrets';

/**
 * The token of an order's private page (/purchase/:token): computed from the order's id with the
 * server's key (43 base64url characters, like a random token), so that the mail sent once paid,
 * in the payment's transaction, can name it while the database keeps only its SHA-256 (ADR 0012).
 */
export function purchaseToken(secrets: Secrets, orderId: string): string {
  return secrets.derive('shop-purchase', orderId);
}

export function purchaseLink(publicUrl: string, secrets: Secrets, orderId: string): string {
  return `${publicUrl}/purchase/${purchaseToken(secrets, orderId)}`;
}
