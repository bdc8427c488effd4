import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Before a save that changes something elsewhere: each change said, then save or go back. */
export function EffectsConfirmModal({
  sentences,
  onConfirm,
  onCancel,
}: {
  sentences: string[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('communications-settings');
  return (
    <Modal
      opened={sentences !== null}
      onClose={onCancel}
      title={t('effects.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md" data-testid="settings-effects">
        <Text size="sm">{t('effects.intro')}</Text>
        <List spacing="xs" size="sm">
          {sentences?.map((sentence) => (
            <List.Item key={sentence}>{sentence}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onCancel}>
            {t('effects.cancel')}
          </Button>
          <Button type="button" onClick={onConfirm}>
            {t('effects.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
