import { Anchor } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
// The one copy of the sample (docs/samples, which the import's tests read too), emitted by the build as an asset.
import sampleFile from '../../../../../../../docs/samples/students-import.xlsx?url';

/** The sample workbook to download: the import's columns, filled in for a few students. */
export function SampleFileLink() {
  const { t } = useTranslation('students');
  return (
    <Anchor href={sampleFile} download="students-import.xlsx" size="sm" underline="always">
      <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {t('import.sample')}
    </Anchor>
  );
}
