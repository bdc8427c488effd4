import { useMemo } from 'react';
import { usePermissions } from '../../lib/permissions';
import { routeAccess } from '../route-access';
import { ROUTES } from '../routes';
import { type WizardStep, wizardSteps } from './wizard-steps';

/** The steps the signed-in user takes: those whose screen the route table and its one rule open to him. */
export function useWizardSteps(): WizardStep[] {
  const { me, ability } = usePermissions();
  return useMemo(
    () =>
      wizardSteps((name) => {
        const route = ROUTES.find((candidate) => candidate.name === name);
        return route ? routeAccess(route, me, ability) : 'forbidden';
      }),
    [me, ability],
  );
}
