import { describe, expect, it } from 'vitest';
import { wizardOpensByItself } from './opens-by-itself';

const newMonitor = { setup: { step: 'licence' as const, done: false }, twoFactorSetupRequired: false };

describe('the configuration wizard opening by itself', () => {
  it('opens for a new monitor at his first screen after signing in', () => {
    expect(wizardOpensByItself(newMonitor, true, false)).toBe(true);
  });

  it('opens once per sign-in: he may leave it for another screen', () => {
    expect(wizardOpensByItself(newMonitor, true, true)).toBe(false);
  });

  it('no longer opens once finished or closed', () => {
    expect(wizardOpensByItself({ ...newMonitor, setup: { step: 'phoneSync', done: true } }, true, false)).toBe(false);
  });

  it('never opens for who may not read it (a student, an employee)', () => {
    expect(wizardOpensByItself(newMonitor, false, false)).toBe(false);
  });

  it('waits for a two-factor enrolment the sign-in demands', () => {
    expect(wizardOpensByItself({ ...newMonitor, twoFactorSetupRequired: true }, true, false)).toBe(false);
  });
});
