import { Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The step's title. Mounted anew with each step and focused when the user moved there, so that a
 * screen reader goes on from the new step's title rather than from the button left behind.
 */
export function StepHeading({ focusOnMount, children }: { focusOnMount: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Title order={2} size="h3" id="setup-step-title" tabIndex={-1} ref={heading}>
      {children}
    </Title>
  );
}
