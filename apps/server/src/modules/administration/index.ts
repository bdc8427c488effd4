/**
 * The administration area: the product administrator's clients (driving schools, monitors without
 * one), their use, blocking accounts, SMS offered; the background jobs' status. Last in the
 * layers: it reads the other areas through their index; nothing imports it.
 */
export { clientsRoutes } from './clients/clients.routes';
export { jobsRoutes } from './jobs/jobs.routes';
