/**
 * Product administration (the product administrator's clients: their licences and use, blocking
 * accounts, SMS offered; the background jobs). The app layer's router opens its /manageClients
 * and /admin/jobs pages lazily.
 */
export { ManageClientsPage } from './clients/pages/manage-clients-page';
