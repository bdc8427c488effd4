import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Withheld } from '@/components/withheld';
import type { TestBlocker } from '../model/account-tests';

/**
 * A test of a saved account: drawn disabled with a tooltip saying why while it cannot run (unsaved
 * changes, no account configured: spec §8), but still focusable so the tooltip can be read.
 */
export function TestButton({
  blocker,
  busy,
  onRun,
  children,
}: {
  blocker: TestBlocker | null;
  busy: boolean;
  onRun: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('communications-settings');
  return (
    <Withheld reason={blocker ? t(`tests.blockers.${blocker}`) : null}>
      <Button type="button" variant="light" loading={busy} onClick={onRun}>
        {children}
      </Button>
    </Withheld>
  );
}
