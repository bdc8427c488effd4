/**
 * Commerce (subscription plans and their licence keys, subscribing, orders, the preferential
 * theory-exam price). The app layer's /subscriptions shows the plans, every client's orders and
 * the schools' price requests to the product administrator;
 * /account/subscriptions puts the shop and my orders beside identity's licences.
 */
export { AdminOrders } from './orders/components/admin-orders';
export { MyOrders } from './orders/components/my-orders';
export { PlansPage } from './plans/pages/plans-page';
export { SubscribeShop } from './subscribe/components/subscribe-shop';
export { TheoryPriceRequests } from './theory-prices/components/theory-price-requests';
