import { Anchor, Image, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useStudentLicencePhoto } from '../api/student-api';

/** The photo of his permit the student added from his account (spec §2 my account), for his instructors. */
export function LicencePhoto({ studentId }: { studentId: string }) {
  const { t } = useTranslation('students-sheet');
  const photo = useStudentLicencePhoto(studentId);
  const url = photo.data?.url;
  return (
    <Stack gap={4} data-testid="student-licence-photo">
      <Text fw={500} size="sm">
        {t('licences.photo')}
      </Text>
      {photo.isPending && <Loader size="sm" />}
      <ErrorAlert error={photo.error} />
      {url && (
        <Anchor href={url} target="_blank" rel="noopener" style={{ alignSelf: 'flex-start' }}>
          <Image src={url} alt={t('licences.photoAlt')} maw={320} mah={220} w="auto" fit="contain" />
        </Anchor>
      )}
      {photo.data && !url && (
        <Text c="dimmed" size="sm">
          {t('licences.noPhoto')}
        </Text>
      )}
    </Stack>
  );
}
