import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../route-access';
import { nextStep, openingStep, previousStep, STEP_ROUTES, wizardSteps } from './wizard-steps';

const everyScreen = () => 'open' as const;
/** An employee: his account, no subscriptions, no communication settings, no calendar of his own to sync. */
const employee = (route: string): RouteAccess => (route === 'me' ? 'open' : 'forbidden');
/** A monitor before his licence: the communication settings need the admin licence. */
const unlicensed = (route: string): RouteAccess => (route === 'commSettingsAccount' ? 'needsAdminLicence' : 'open');

describe('the configuration wizard’s steps', () => {
  it('are the spec’s, in its order, for a monitor who may open every screen', () => {
    expect(wizardSteps(everyScreen).map(({ step }) => step)).toEqual([
      'licence',
      'communications',
      'phoneSync',
      'logo',
      'end',
    ]);
  });

  it('each reuse an existing screen, but the end', () => {
    expect(Object.values(STEP_ROUTES)).toEqual([
      'accountSubscriptions',
      'commSettingsAccount',
      'phoneSync',
      'me',
      null,
    ]);
  });

  it('leave out the screens a user may not open', () => {
    expect(wizardSteps(employee).map(({ step }) => step)).toEqual(['logo', 'end']);
  });

  it('keep a step that needs the admin licence, saying so', () => {
    expect(wizardSteps(unlicensed)).toContainEqual({ step: 'communications', access: 'needsAdminLicence' });
  });

  it('move forward and back over the steps a user takes', () => {
    const steps = wizardSteps(everyScreen);
    expect(nextStep(steps, 'licence')).toBe('communications');
    expect(nextStep(steps, 'logo')).toBe('end');
    expect(nextStep(steps, 'end')).toBeNull();
    expect(previousStep(steps, 'communications')).toBe('licence');
    expect(previousStep(steps, 'licence')).toBeNull();
  });

  it('skip the steps a user may not take', () => {
    const steps = wizardSteps((route) => (route === 'commSettingsAccount' ? 'forbidden' : 'open'));
    expect(nextStep(steps, 'licence')).toBe('phoneSync');
    expect(previousStep(steps, 'phoneSync')).toBe('licence');
    // From a step saved when he could take it (his rights changed since).
    expect(nextStep(steps, 'communications')).toBe('phoneSync');
    expect(previousStep(steps, 'communications')).toBe('licence');
  });

  it('open at the saved step, even when the wizard was closed there', () => {
    const steps = wizardSteps(everyScreen);
    expect(openingStep(steps, { step: 'phoneSync', done: false })).toBe('phoneSync');
    expect(openingStep(steps, { step: 'phoneSync', done: true })).toBe('phoneSync');
  });

  it('open at the next step a user takes when he may no longer take the saved one', () => {
    expect(openingStep(wizardSteps(employee), { step: 'communications', done: false })).toBe('logo');
  });

  it('start over once finished', () => {
    expect(openingStep(wizardSteps(everyScreen), { step: 'end', done: true })).toBe('licence');
    expect(openingStep(wizardSteps(employee), { step: 'end', done: true })).toBe('logo');
    expect(openingStep(wizardSteps(everyScreen), { step: 'end', done: false })).toBe('end');
  });
});
