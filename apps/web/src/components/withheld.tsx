import type { EmployeeRight } from '@ds/domain';
import { Tooltip } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/lib/permissions';

/**
 * Why the signed-in user may not do what an employee right covers, in the words of the server's
 * refusal ("Droits d’employé désactivés par le responsable de l’auto-école : créer des sessions
 * (rendez-vous)."), or null when he may (spec §6, §8): `withheld('createAppointments')`.
 */
export function useWithheld(): (right: EmployeeRight) => string | null {
  const { t } = useTranslation('errors');
  const { mayUse } = usePermissions();
  return (right) => (mayUse(right) ? null : t('codes.employee_right_disabled', { right: t(`rights.${right}`) }));
}

const ignore = (event: MouseEvent) => event.preventDefault();

interface WithheldChild {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A button (or a button that is a link) a right withholds when `reason` is given: drawn disabled
 * but still focusable, so its tooltip (the reason) opens on hover, focus or a tap, and a click
 * neither runs it nor follows the link. Without a reason the button is left as it is.
 */
export function Withheld({ reason, children }: { reason: string | null; children: ReactElement<WithheldChild> }) {
  if (!reason) return children;
  const inert = { 'data-disabled': true, 'aria-disabled': true, onClick: ignore } as WithheldChild;
  return (
    <Tooltip label={reason} multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
      {cloneElement(children, inert)}
    </Tooltip>
  );
}
