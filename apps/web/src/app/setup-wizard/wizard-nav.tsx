import type { SetupStep } from '@ds/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Back, Skip and Next (Finish on the end step). Skipping the communication settings first says
 * what it costs (spec §4 wizard hints: students cannot reply to e-mails).
 */
export function WizardNav({
  current,
  previous,
  next,
  busy,
  finished,
  onMove,
  onFinish,
}: {
  current: SetupStep;
  previous: SetupStep | null;
  next: SetupStep | null;
  busy: boolean;
  finished: boolean;
  onMove: (step: SetupStep) => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation('identity-setup');
  const [confirming, confirm] = useDisclosure(false);
  const skip = () => {
    if (current === 'communications') confirm.open();
    else if (next) onMove(next);
  };
  return (
    <Group justify="space-between" gap="sm">
      {previous ? (
        <Button variant="default" onClick={() => onMove(previous)}>
          {t('actions.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {next && (
          <Button variant="subtle" onClick={skip}>
            {t('actions.skip')}
          </Button>
        )}
        {next ? (
          <Button onClick={() => onMove(next)}>{t('actions.next')}</Button>
        ) : (
          !finished && (
            <Button onClick={onFinish} loading={busy}>
              {t('actions.finish')}
            </Button>
          )
        )}
      </Group>
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={t('skipCommunications.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Text size="sm">{t('skipCommunications.text')}</Text>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={confirm.close}>
            {t('skipCommunications.cancel')}
          </Button>
          <Button
            onClick={() => {
              confirm.close();
              if (next) onMove(next);
            }}
          >
            {t('skipCommunications.confirm')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
