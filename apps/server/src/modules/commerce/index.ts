/** The commerce area: what the product sells (subscription plans and their licence keys; later orders, the shop). */
export { plansRoutes } from './plans/plans.routes';
