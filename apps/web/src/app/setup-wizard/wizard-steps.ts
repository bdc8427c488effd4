import { SETUP_STEPS, type SetupState, type SetupStep } from '@ds/domain';
import type { RouteAccess } from '../route-access';

/**
 * A step the user takes; `needsAdminLicence`: shown all the same, saying the licence comes first
 * (the licence step is where it is activated), never as a way to /403.
 */
export interface WizardStep {
  step: SetupStep;
  access: Exclude<RouteAccess, 'forbidden'>;
}

/**
 * The screen whose parts each step reuses, by route name: who may open that screen takes the
 * step. The end step is everyone's.
 */
export const STEP_ROUTES: Record<SetupStep, string | null> = {
  licence: 'accountSubscriptions',
  communications: 'commSettingsAccount',
  phoneSync: 'phoneSync',
  logo: 'me',
  end: null,
};

const orderOf = (step: SetupStep) => SETUP_STEPS.indexOf(step);

/** The steps a user takes, in the spec's order, given whether he may open each step's screen. */
export function wizardSteps(accessOf: (routeName: string) => RouteAccess): WizardStep[] {
  return SETUP_STEPS.flatMap((step): WizardStep[] => {
    const route = STEP_ROUTES[step];
    const access = route === null ? 'open' : accessOf(route);
    return access === 'forbidden' ? [] : [{ step, access }];
  });
}

/** The user's step after `current` (which he may not take himself), or null at the end. */
export function nextStep(steps: WizardStep[], current: SetupStep): SetupStep | null {
  return steps.find(({ step }) => orderOf(step) > orderOf(current))?.step ?? null;
}

/** The user's step before `current`, or null at the first. */
export function previousStep(steps: WizardStep[], current: SetupStep): SetupStep | null {
  return steps.findLast(({ step }) => orderOf(step) < orderOf(current))?.step ?? null;
}

/**
 * Where the wizard opens: at the saved step (the next one he takes when he may not take that
 * one); a finished wizard, opened again, starts over from the first step.
 */
export function openingStep(steps: WizardStep[], saved: SetupState): SetupStep {
  if (saved.done && saved.step === 'end') return steps[0]?.step ?? 'end';
  return steps.find(({ step }) => orderOf(step) >= orderOf(saved.step))?.step ?? 'end';
}
