import { describe, expect, it } from 'vitest';
import { chipRows, chosenActions, moveRow, tickRow } from './quick-action-choice';

const available = ['newAppointment', 'calendar', 'students', 'newStudent', 'shop'] as const;

describe('the chips editor', () => {
  it('lists his chips first in his order, then the others he may open', () => {
    const rows = chipRows(['students', 'newAppointment', 'openBills'], available);
    expect(rows).toEqual([
      { id: 'students', chosen: true },
      { id: 'newAppointment', chosen: true },
      { id: 'calendar', chosen: false },
      { id: 'newStudent', chosen: false },
      { id: 'shop', chosen: false },
    ]);
    expect(chosenActions(rows)).toEqual(['students', 'newAppointment']);
  });

  it('saves the ticked lines in the order they were dragged to', () => {
    const rows = chipRows(['students', 'newAppointment'], available);
    const moved = moveRow(rows, 1, 0);
    expect(chosenActions(moved)).toEqual(['newAppointment', 'students']);
    // An unticked line dragged above takes its place once ticked.
    const ticked = tickRow(moveRow(moved, 4, 0), 'shop', true);
    expect('rows' in ticked && chosenActions(ticked.rows)).toEqual(['shop', 'newAppointment', 'students']);
  });

  it('refuses to untick the last chip (spec §5: at least one)', () => {
    const rows = chipRows(['students', 'calendar'], available);
    const one = tickRow(rows, 'students', false);
    if (!('rows' in one)) throw new Error('one chip may go');
    expect(chosenActions(one.rows)).toEqual(['calendar']);
    expect(tickRow(one.rows, 'calendar', false)).toEqual({ problem: 'atLeastOne' });
  });
});
