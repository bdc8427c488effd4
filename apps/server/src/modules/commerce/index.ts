/** The commerce area: what the product sells (subscription plans, their licence keys, orders; the shop to come). */
export { ordersRoutes } from './orders/orders.routes';
export { ordersOfBuyers } from './orders/orders.service';
export { plansRoutes } from './plans/plans.routes';
