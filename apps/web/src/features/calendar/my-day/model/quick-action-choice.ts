import { type QuickAction, quickActionsInput } from '@ds/domain';

/** One line of the chips' editor: an action the user may open, ticked when it is one of his chips. */
export interface ChipRow {
  id: QuickAction;
  chosen: boolean;
}

/** His chips first, in his order, then the others he may open, in the app's order. */
export function chipRows(chosen: readonly QuickAction[], available: readonly QuickAction[]): ChipRow[] {
  const mine = chosen.filter((id) => available.includes(id));
  const others = available.filter((id) => !mine.includes(id));
  return [...mine.map((id) => ({ id, chosen: true })), ...others.map((id) => ({ id, chosen: false }))];
}

/** The chips to save: the ticked lines, in the lines' order. */
export function chosenActions(rows: readonly ChipRow[]): QuickAction[] {
  return rows.filter((row) => row.chosen).map((row) => row.id);
}

export function moveRow(rows: readonly ChipRow[], from: number, to: number): ChipRow[] {
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export type ChipChange = { rows: ChipRow[] } | { problem: 'atLeastOne' };

/** Ticks or unticks a line; spec §5 refuses to leave no chip (the domain's rule, as the server's). */
export function tickRow(rows: readonly ChipRow[], id: QuickAction, chosen: boolean): ChipChange {
  const next = rows.map((row) => (row.id === id ? { ...row, chosen } : row));
  return quickActionsInput.safeParse({ actions: chosenActions(next) }).success
    ? { rows: next }
    : { problem: 'atLeastOne' };
}
