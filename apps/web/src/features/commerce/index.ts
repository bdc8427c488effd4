/**
 * Commerce (subscription plans and the licence keys generated for them). The app layer's
 * /subscriptions page shows the plans to the product administrator.
 */
export { PlansPage } from './plans/pages/plans-page';
