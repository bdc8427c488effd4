import { type LicenceBatch, type Plan, translatedText } from '@ds/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { GeneratedKeys } from './generated-keys';
import { KeyBatchForm } from './key-batch-form';

/** "Generate keys" for a plan: how many first, then the keys generated, shown this once. */
export function KeyBatchModal({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation('commerce-plans');
  const language = useCurrentLanguage();
  const phone = useMediaQuery('(max-width: 48em)');
  const [batch, setBatch] = useState<LicenceBatch | null>(null);
  const close = () => {
    setBatch(null);
    onClose();
  };
  const name = plan ? translatedText(plan, 'name', language) : '';
  return (
    <Modal
      opened={plan !== null}
      onClose={close}
      title={batch ? t('keys.generatedTitle', { count: batch.keys.length }) : t('keys.title')}
      size="lg"
      fullScreen={phone}
      // Keys shown once are not lost to a click beside the dialog.
      closeOnClickOutside={!batch}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {plan &&
        (batch ? (
          <GeneratedKeys batch={batch} planName={name} onClose={close} />
        ) : (
          <KeyBatchForm key={plan.id} planId={plan.id} planName={name} onGenerated={setBatch} onCancel={close} />
        ))}
    </Modal>
  );
}
