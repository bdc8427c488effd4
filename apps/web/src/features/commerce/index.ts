/**
 * Commerce (subscription plans and their licence keys, subscribing, orders). The app layer's
 * /subscriptions shows the plans and every client's orders to the product administrator;
 * /account/subscriptions puts the shop and my orders beside identity's licences.
 */
export { AdminOrders } from './orders/components/admin-orders';
export { MyOrders } from './orders/components/my-orders';
export { PlansPage } from './plans/pages/plans-page';
export { SubscribeShop } from './subscribe/components/subscribe-shop';
