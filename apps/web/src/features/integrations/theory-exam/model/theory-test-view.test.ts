import type { Me } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { licenceState, theoryTestView, trainableLicences } from './theory-test-view';

const me = (role: string, didactic = false) =>
  ({
    roles: [{ name: role }],
    licenceAdmin: false,
    licenceDidactique: didactic,
    licenceFinance: false,
    licenceStatistiques: false,
    employee: null,
    schoolHead: false,
  }) as unknown as Me;

describe('theory test view', () => {
  it('trains a learner, shows a monitor with the didactic licence his students, offers it to one without', () => {
    expect(theoryTestView(me('user'))).toBe('training');
    expect(theoryTestView(me('monitor', true))).toBe('students');
    expect(theoryTestView(me('monitor'))).toBe('subscribe');
    expect(theoryTestView(me('fre'))).toBe('students');
  });

  it('says a licence’s end the Swiss way, and lists running licences first', () => {
    expect(licenceState({ status: 'active', expiresAt: '2026-12-27T10:00:00.000Z' })).toEqual({
      key: 'status.active',
      until: '27.12.2026',
    });
    const licence = (id: string, status: 'active' | 'expired' | 'not_activated') =>
      ({ id, status, expiresAt: null }) as never;
    expect(
      trainableLicences([licence('a', 'expired'), licence('b', 'not_activated'), licence('c', 'active')]).map(
        (one: { id: string }) => one.id,
      ),
    ).toEqual(['c', 'b', 'a']);
  });
});
