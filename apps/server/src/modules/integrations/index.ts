/**
 * The integrations area (issue 27): the registries a student is sent to (SARI, L2) and the
 * theory-exam training service.
 */

export { registriesRoutes } from './registries/registries.routes';
export { registryJobs } from './registries/registry-jobs';
export { REGISTRY_SEND_QUEUE } from './registries/registry-send.service';
export { theoryExamRoutes } from './theory-exam/theory-exam.routes';
export { THEORY_PROGRESS, THEORY_PROGRESS_ROUND, theoryProgressJobs } from './theory-exam/theory-progress-jobs';
