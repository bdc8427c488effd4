import { passwordProblem } from '@ds/domain';
import { ValidationError } from '../../../lib/errors';
import { isCommonPassword } from './common-passwords';

/** The server's own check of a new password (spec §5), the common list included. */
export async function assertAcceptablePassword(password: string, field: string): Promise<void> {
  const problem = passwordProblem(password, await isCommonPassword(password));
  if (problem) throw new ValidationError([{ field, rule: problem, message: `The password is refused: ${problem}` }]);
}
