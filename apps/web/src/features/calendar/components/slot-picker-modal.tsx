import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type PickedSlot, SlotPicker } from './slot-picker';

/** The slot picker in a dialog, full-screen on phones. */
export function SlotPickerModal({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (slot: PickedSlot) => void;
}) {
  const { t } = useTranslation('calendar');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('slots.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <SlotPicker onPick={onPick} />
    </Modal>
  );
}
