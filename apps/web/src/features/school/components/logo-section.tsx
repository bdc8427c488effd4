import { LOGO_MAX_BYTES, LOGO_MIN_SIZE, type School } from '@ds/domain';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ImageUploadField, mutationCall } from '@/components/image-upload-field';
import { useLogoUrl, useRemoveLogo, useUploadLogo } from '../api/school-api';

/** The school's logo (spec §5: an image of at least 185×50 px, at most 1 MB, checked by the server by content). */
export function LogoSection({ school, editable }: { school: School; editable: boolean }) {
  const { t } = useTranslation('school');
  const url = useLogoUrl(school.hasLogo);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();

  return (
    <ImageUploadField
      url={url}
      alt={t('logo.alt', { school: school.name })}
      empty={t('logo.none')}
      label={school.hasLogo ? t('logo.replace') : t('logo.add')}
      description={t('logo.hint', { ...LOGO_MIN_SIZE, megabytes: LOGO_MAX_BYTES / 1_048_576 })}
      maxBytes={LOGO_MAX_BYTES}
      messages={{ tooLarge: t('logo.tooLarge'), tooSmall: t('logo.tooSmall', LOGO_MIN_SIZE) }}
      upload={
        editable
          ? mutationCall(upload, () => notifications.show({ color: 'green', message: t('logo.saved') }))
          : undefined
      }
      remove={school.hasLogo ? { ...mutationCall(remove), label: t('logo.remove') } : undefined}
    />
  );
}
