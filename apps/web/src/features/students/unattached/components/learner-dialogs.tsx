import type { UnattachedLearner } from '@ds/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ContactLearnerForm } from './contact-learner-form';
import type { LearnerAction } from './learner-actions';
import { LinkLearnerForm } from './link-learner-form';

/** The dialog of the action chosen for a learner: writing to him, or linking him to a monitor. */
export function LearnerDialogs({
  opened,
  onClose,
}: {
  opened: { learner: UnattachedLearner; action: LearnerAction } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('students-unattached');
  const phone = useMediaQuery('(max-width: 48em)');
  const learner = opened?.learner;
  const name = learner ? `${learner.firstname} ${learner.name}` : '';
  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      title={opened?.action === 'link' ? t('link.title', { name }) : t('contact.title', { name })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {learner &&
        (opened.action === 'link' ? (
          <LinkLearnerForm key={learner.id} learner={learner} onDone={onClose} />
        ) : (
          <ContactLearnerForm key={learner.id} learner={learner} onDone={onClose} />
        ))}
    </Modal>
  );
}
