import type { RegistryError } from '../../../kernel/course-registries';
import { AppError } from '../../../lib/errors';

/** A registry's failure during a request, as the caller is told it (the registry's code in the details). */
export function registryCallFailure(error: RegistryError): AppError {
  if (error.kind === 'credentials_refused') {
    return new AppError(422, 'sari_credentials_refused', 'SARI refused the credentials');
  }
  if (error.kind === 'unavailable') return new AppError(502, 'registry_unavailable', 'The registry did not answer');
  return new AppError(502, 'registry_unavailable', `The registry refused the call: ${error.reason}`, {
    reason: error.reason,
  });
}
