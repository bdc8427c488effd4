import { type SetupState, type SetupStateInput, setupStepSchema } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { recordAudit } from '../../platform';
import type { UserRow } from '../auth/auth.repo';
import { updateSetupState } from './preferences.repo';

/** Where the account is in the configuration wizard; a step the product no longer has starts it over. */
export function setupStateOf(user: Pick<UserRow, 'setupStep' | 'setupDoneAt'>): SetupState {
  const step = setupStepSchema.safeParse(user.setupStep);
  return { step: step.success ? step.data : 'licence', done: user.setupDoneAt !== null };
}

/**
 * Keeps the wizard's step on the server (spec §3 wizard state), so another browser resumes there;
 * `done` stops it opening by itself at sign-in. Finishing it the first time is audited.
 */
export async function saveSetupState(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: Actor,
  input: SetupStateInput,
): Promise<SetupState> {
  const wasDone = await updateSetupState(deps.db, actor.userId, input.step, input.done);
  if (input.done && !wasDone) {
    await recordAudit(deps.db, deps.log, {
      action: 'account.setup_done',
      outcome: 'success',
      userId: actor.userId,
      schoolId: actor.schoolId,
      details: { step: input.step },
    });
  }
  return { step: input.step, done: input.done };
}
