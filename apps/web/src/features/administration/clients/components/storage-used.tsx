import { useTranslation } from 'react-i18next';
import { storageSize } from '../model/storage-size';

/** Bytes used in the file store, in the unit that reads best. */
export function StorageUsed({ bytes }: { bytes: number }) {
  const { t, i18n } = useTranslation('administration-clients');
  const { unit, value } = storageSize(bytes, i18n.language);
  return <>{t(`size.${unit}`, { value })}</>;
}
