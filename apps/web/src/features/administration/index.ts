/**
 * Product administration (the product administrator's clients: their licences and use, blocking
 * accounts, SMS offered). The app layer's router opens its /manageClients page lazily.
 */
export { ManageClientsPage } from './clients/pages/manage-clients-page';
