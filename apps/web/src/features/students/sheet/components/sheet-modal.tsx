import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A short dialog (one or two fields) stays a dialog on phones; forms go full-screen. */
  short?: boolean;
}

/** A dialog of the sheet. */
export function SheetModal({ title, onClose, children, short = false }: Props) {
  const { t } = useTranslation('students-sheet');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone && !short}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {children}
    </Modal>
  );
}
