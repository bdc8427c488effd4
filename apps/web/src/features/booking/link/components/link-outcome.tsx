import type { BookingLink } from '@ds/domain';
import { Alert } from '@mantine/core';
import { IconCircleCheck, IconClockX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A link that no longer works, or the one just used: what happened. `justUsed` tells this visit's
 * own use ("your lesson is cancelled") from a link opened again ("already used").
 */
export function LinkOutcome({ link, justUsed }: { link: BookingLink; justUsed: boolean }) {
  const { t } = useTranslation('booking-link');
  if (link.status === 'expired') {
    return (
      <Alert color="yellow" icon={<IconClockX size={18} aria-hidden />} role="status" data-testid="link-outcome">
        {t(`expired.${link.kind}`)}
      </Alert>
    );
  }
  return justUsed ? (
    <Alert
      color="teal"
      icon={<IconCircleCheck size={18} aria-hidden />}
      title={t(`done.${link.kind}.title`)}
      role="status"
      data-testid="link-outcome"
    >
      {t(`done.${link.kind}.text`)}
    </Alert>
  ) : (
    <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status" data-testid="link-outcome">
      {t(`used.${link.kind}`)}
    </Alert>
  );
}
