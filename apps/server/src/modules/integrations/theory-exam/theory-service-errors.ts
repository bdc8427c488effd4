import { AppError } from '../../../lib/errors';

/** Spec §8: the service refused the user's username or password; he re-enters them. */
export const credentialsInvalid = () =>
  new AppError(422, 'theory_credentials_invalid', 'The theory-exam service refused the username or password');

export const credentialsMissing = () =>
  new AppError(409, 'theory_credentials_missing', 'No theory-exam service credentials entered');

/** Spec §8: no theory-exam licence, the way to one is to subscribe (the shop's licences). */
export const licenceRequired = () => new AppError(403, 'theory_licence_required', 'No running theory-exam licence');

/** The code is unknown to the service or activated on another account. */
export const licenceRefused = () =>
  new AppError(409, 'theory_licence_refused', 'The theory-exam service refused the licence code');

/** Something the service answered that the client does not understand: not worth trying again at once. */
export const serviceFailed = (reason: string) =>
  new AppError(502, 'theory_service_unavailable', `The theory-exam service failed: ${reason}`);

export const serviceUnavailable = () =>
  new AppError(503, 'theory_service_unavailable', 'The theory-exam service does not answer');

/** No service set up on this server (THEORY_SERVICE_URL): nothing to try again. */
export const serviceNotConfigured = () =>
  new AppError(409, 'theory_service_unavailable', 'No theory-exam service is set up on this server');

export const didacticLicenceRequired = () =>
  new AppError(403, 'didactic_licence_required', 'The didactic licence is needed for the theory test');
