import type { UnattachedLearner } from '@ds/domain';
import { Button, Group } from '@mantine/core';
import { IconLink, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type LearnerAction = 'contact' | 'link';

/** "Contact" and "Link to a monitor" for one learner, named for screen readers. */
export function LearnerActions({
  learner,
  onAction,
}: {
  learner: UnattachedLearner;
  onAction: (learner: UnattachedLearner, action: LearnerAction) => void;
}) {
  const { t } = useTranslation('students-unattached');
  const name = `${learner.firstname} ${learner.name}`;
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMail size={14} />}
        aria-label={t('actions.contactNamed', { name })}
        onClick={() => onAction(learner, 'contact')}
      >
        {t('actions.contact')}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconLink size={14} />}
        aria-label={t('actions.linkNamed', { name })}
        onClick={() => onAction(learner, 'link')}
      >
        {t('actions.link')}
      </Button>
    </Group>
  );
}
