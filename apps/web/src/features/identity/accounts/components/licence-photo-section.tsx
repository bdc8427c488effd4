import { LICENCE_PHOTO_MAX_BYTES } from '@ds/domain';
import { Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ImageUploadField, mutationCall } from '@/components/image-upload-field';
import { useLicencePhoto, useRemoveLicencePhoto, useUploadLicencePhoto } from '../api/account-images-api';
import { AccountImageCard } from './account-image-card';

const MEGABYTES = LICENCE_PHOTO_MAX_BYTES / 1_048_576;

/** A photo of the user's driving licence (a learner's permit for a learner), which his instructors see on his sheet. */
export function LicencePhotoSection() {
  const { t } = useTranslation('identity-account');
  const photo = useLicencePhoto();
  const upload = useUploadLicencePhoto();
  const remove = useRemoveLicencePhoto();
  const url = photo.data?.url ?? null;

  return (
    <AccountImageCard id="licence-photo" title={t('licencePhoto.title')} text={t('licencePhoto.text')}>
      {photo.isPending && <Loader size="sm" />}
      <ErrorAlert error={photo.error} />
      {photo.data && (
        <ImageUploadField
          url={url}
          alt={t('licencePhoto.alt')}
          empty={t('licencePhoto.none')}
          label={url ? t('licencePhoto.replace') : t('licencePhoto.add')}
          description={t('licencePhoto.hint', { megabytes: MEGABYTES })}
          maxBytes={LICENCE_PHOTO_MAX_BYTES}
          messages={{ tooLarge: t('licencePhoto.tooLarge', { megabytes: MEGABYTES }) }}
          upload={mutationCall(upload, () => notifications.show({ color: 'green', message: t('licencePhoto.saved') }))}
          remove={url ? { ...mutationCall(remove), label: t('licencePhoto.remove') } : undefined}
        />
      )}
    </AccountImageCard>
  );
}
