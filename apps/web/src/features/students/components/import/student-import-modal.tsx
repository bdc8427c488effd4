import type { ImportPreview, ImportResult } from '@ds/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportFileStep } from './import-file-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportResultStep } from './import-result-step';

/** The student import in three steps: choose a file, check the preview, see what was imported. */
function StudentImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('students');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const step = result ? 3 : preview ? 2 : 1;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('import.step', { step, steps: 3 })} · {t(`import.steps.${step}`)}
      </Text>
      {!preview && <ImportFileStep onPreview={setPreview} />}
      {preview && !result && (
        <ImportPreviewStep preview={preview} onBack={() => setPreview(null)} onImported={setResult} />
      )}
      {preview && result && <ImportResultStep preview={preview} result={result} onClose={onClose} />}
    </Stack>
  );
}

export function StudentImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('students');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('import.title')}
      size="80rem"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {opened && <StudentImport onClose={onClose} />}
    </Modal>
  );
}
