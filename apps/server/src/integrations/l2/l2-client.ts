/**
 * L2, the two-phase follow-up's system. No public description of its interface was found: the
 * client is written against what the spec says (a student is "sent to L2") and the simulator
 * beside it, and says here what it assumes, so that it is changed in one place:
 * - the product's own account: a key from the environment (L2_API_KEY) sent as
 *   `Authorization: Bearer <key>`; a wrong key is a 401 or 403;
 * - `POST /v1/registrations` with JSON `{ reference, faber, birthDate, firstname, lastname,
 *   monitorFaber }` answers 201 (or 200 when the reference was already sent)
 *   `{ id, status: "registered" }`;
 * - a refusal is a 4xx `{ error: { code, message } }` (PERSON_NOT_FOUND, INVALID_PARAMETER…);
 * - a 5xx, a timeout or no answer is worth trying again.
 */
import { type L2Registry, RegistryError } from '../../kernel/course-registries';
import { type RegistryCallLog, requestRegistry } from '../registry-http';

export interface L2ClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  log?: (entry: RegistryCallLog) => void;
}

export function createL2Client(options: L2ClientOptions): L2Registry {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async sendStudent(student) {
      const started = Date.now();
      const log = (status: RegistryCallLog['status'], outcome: string) =>
        options.log?.({ registry: 'l2', call: 'registrations', status, outcome, ms: Date.now() - started });
      const answer = await requestRegistry(
        'L2',
        `${baseUrl}/v1/registrations`,
        {
          method: 'POST',
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            reference: student.reference,
            faber: student.faber,
            birthDate: student.birthDate,
            firstname: student.firstname,
            lastname: student.lastname,
            monitorFaber: student.monitorFaber,
          }),
        },
        timeoutMs,
        log,
      );
      const body = answer.body as { id?: unknown; error?: { code?: unknown } } | undefined;
      const code = typeof body?.error?.code === 'string' ? body.error.code : '';
      log(answer.status, code || (answer.ok ? 'OK' : 'no code'));
      if (answer.status >= 500) {
        throw new RegistryError('unavailable', 'registry_unavailable', `L2 answered ${answer.status}`);
      }
      if (answer.status === 401 || answer.status === 403) {
        throw new RegistryError('credentials_refused', 'credentials_refused', 'L2 refused the product key');
      }
      if (answer.ok && typeof body?.id === 'string' && body.id !== '') return { reference: body.id };
      if (answer.ok) throw new RegistryError('unavailable', 'registry_unavailable', 'L2 answered no id');
      throw new RegistryError(
        answer.status === 404 ? 'not_found' : 'refused',
        code || `HTTP_${answer.status}`,
        `L2 refused the student: ${code || answer.status}`,
      );
    },
  };
}
