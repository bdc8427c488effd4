import { LOGO_MAX_BYTES, LOGO_MIN_SIZE } from '@ds/domain';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ImageUploadField, mutationCall } from '@/components/image-upload-field';
import { useSessionUser } from '@/lib/session-user';
import { useRemoveAppLogo, useUploadAppLogo } from '../api/account-images-api';
import { AccountImageCard } from './account-image-card';

/**
 * The user's own app logo (spec §2: the logo is his custom logo when set; §5: an image of at least
 * 185×50 px, at most 1 MB): on /account/me and the configuration wizard's logo step. The top bar
 * shows it as soon as it is saved.
 */
export function AppLogoSection() {
  const { t } = useTranslation('identity-account');
  const me = useSessionUser();
  const upload = useUploadAppLogo();
  const remove = useRemoveAppLogo();
  const logo = me?.logo ?? null;

  return (
    <AccountImageCard id="app-logo" title={t('appLogo.title')} text={t('appLogo.text')}>
      <ImageUploadField
        url={logo}
        alt={t('appLogo.alt')}
        empty={t('appLogo.none')}
        label={me?.ownLogo ? t('appLogo.replace') : t('appLogo.add')}
        description={t('appLogo.hint', { ...LOGO_MIN_SIZE, megabytes: LOGO_MAX_BYTES / 1_048_576 })}
        maxBytes={LOGO_MAX_BYTES}
        messages={{
          tooLarge: t('appLogo.tooLarge', { megabytes: LOGO_MAX_BYTES / 1_048_576 }),
          tooSmall: t('appLogo.tooSmall', LOGO_MIN_SIZE),
        }}
        upload={mutationCall(upload, () => notifications.show({ color: 'green', message: t('appLogo.saved') }))}
        remove={me?.ownLogo ? { ...mutationCall(remove), label: t('appLogo.remove') } : undefined}
      />
    </AccountImageCard>
  );
}
