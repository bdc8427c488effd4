import { LOGO_MAX_BYTES, LOGO_MIN_SIZE, type School } from '@ds/domain';
import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useLogoUrl, useRemoveLogo, useUploadLogo } from '../api/school-api';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/** The school's logo (spec §5: an image of at least 185×50 px, at most 1 MB, checked by the server by content). */
export function LogoSection({ school, editable }: { school: School; editable: boolean }) {
  const { t } = useTranslation('school');
  const url = useLogoUrl(school.hasLogo);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [tooLarge, setTooLarge] = useState(false);

  const choose = (file: File | null) => {
    if (!file) return;
    setTooLarge(file.size > LOGO_MAX_BYTES);
    if (file.size > LOGO_MAX_BYTES) return;
    upload.mutate(file, { onSuccess: () => notifications.show({ color: 'green', message: t('logo.saved') }) });
  };

  return (
    <Stack gap="sm">
      {url ? (
        <Image src={url} alt={t('logo.alt', { school: school.name })} maw={280} fit="contain" />
      ) : (
        <Text c="dimmed" size="sm">
          {t('logo.none')}
        </Text>
      )}
      {editable && (
        <Group align="flex-end">
          <FileInput
            label={school.hasLogo ? t('logo.replace') : t('logo.add')}
            description={t('logo.hint', { ...LOGO_MIN_SIZE, megabytes: LOGO_MAX_BYTES / 1_048_576 })}
            accept={ACCEPTED}
            leftSection={<IconPhoto size={16} />}
            onChange={choose}
            value={null}
            disabled={upload.isPending}
            error={tooLarge ? t('logo.tooLarge') : undefined}
            clearable={false}
            w={{ base: '100%', sm: 360 }}
          />
          {school.hasLogo && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('logo.remove')}
            </Button>
          )}
        </Group>
      )}
      <ErrorAlert error={upload.error ?? remove.error} />
    </Stack>
  );
}
