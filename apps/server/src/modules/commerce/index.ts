/** The commerce area: what the product sells (subscription plans, their licence keys, orders) and the shops' sales. */
export { articlesRoutes } from './articles/articles.routes';
export { shopRoutes } from './articles/shop.routes';
export { type Invoice, type InvoiceBuyer, invoiceLanguage, totalsOf } from './invoices/invoice';
export { type InvoiceIssuer, invoiceSeriesOf, nextInvoiceNumber } from './invoices/invoice-numbers.service';
export { invoiceAttachment, invoiceFileName, invoicePdf } from './invoices/invoice-pdf.service';
export { invoicesRoutes } from './invoices/invoices.routes';
export { schoolInvoiceSeller } from './invoices/school-invoice-seller';
export { invoiceAttachmentMakers } from './invoices/subscription-invoice.service';
export { ordersRoutes } from './orders/orders.routes';
export { ordersOfBuyers } from './orders/orders.service';
export {
  CARD_PAYMENT_LIFETIME_MS,
  expireWaitingPayments,
  type OutcomeDeps,
  type PaymentDeps,
  type PurposeOutcome,
  type PurposeOutcomes,
  receiveNotification,
  startCardPayment,
} from './payments/card-payments.service';
export { paymentJobs } from './payments/payment-jobs';
export { COMMERCE_PAYMENT_PURPOSES } from './payments/payment-purposes';
export { paymentsRoutes } from './payments/payments.routes';
export { savedCardsRoutes } from './payments/saved-cards.routes';
export { plansRoutes } from './plans/plans.routes';
export { salesRoutes } from './sales/sales.routes';
export {
  type InstantRange,
  type ShopTurnoverScope,
  type ShopTurnoverSums,
  shopTurnover,
} from './sales/shop-turnover.service';
export { checkoutRoutes } from './shop/checkout.routes';
export { checkout } from './shop/checkout.service';
export { type OpenShopInvoice, openShopInvoices } from './shop/open-shop-invoices.service';
export { purchasesRoutes } from './shop/purchases.routes';
export { shopAttachmentMakers } from './shop/shop-invoice.service';
export { recordShopOrderPayment } from './shop/shop-order-payments.service';
export { theoryPricesRoutes } from './theory-prices/theory-prices.routes';
export { type Redemption, redeemVoucher } from './vouchers/voucher-redemption.service';
export { vouchersRoutes } from './vouchers/vouchers.routes';
export { createVoucher, type NewVoucher } from './vouchers/vouchers.service';
