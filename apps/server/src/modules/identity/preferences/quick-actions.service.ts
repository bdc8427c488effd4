import { DEFAULT_QUICK_ACTIONS, type QuickAction, type QuickActionsInput, quickActionSchema } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import type { UserRow } from '../auth/auth.repo';
import { updateQuickActions } from './preferences.repo';

/** His chips in his order: the defaults until he chose; an action the product dropped since is left out. */
export function quickActionsOf(user: Pick<UserRow, 'quickActions'>): QuickAction[] {
  const kept = (user.quickActions ?? []).filter(
    (action): action is QuickAction => quickActionSchema.safeParse(action).success,
  );
  return kept.length > 0 ? kept : [...DEFAULT_QUICK_ACTIONS];
}

/** Spec §3 chips: which actions, in which order (at least one, each once: the input schema). */
export async function saveQuickActions(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: QuickActionsInput,
): Promise<QuickActionsInput> {
  await updateQuickActions(deps.db, actor.userId, input.actions);
  return { actions: input.actions };
}
