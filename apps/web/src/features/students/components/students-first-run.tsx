import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconKey, IconPlus, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '@/lib/permissions';
import { useBelongsToSchool } from '../api/school-membership-api';
import { SampleFileLink } from './import/sample-file-link';

/** Students are a school's: without one, the way to found it (its screen needs the admin licence). */
function SchoolFirst() {
  const { t } = useTranslation('students');
  const { adminLicence: licensed } = usePermissions();
  return (
    <>
      <Text>{t('firstRun.noSchool')}</Text>
      {licensed ? (
        <Button component={Link} to="/driving-school" leftSection={<IconBuildingCommunity size={16} aria-hidden />}>
          {t('firstRun.foundSchool')}
        </Button>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('firstRun.licenceFirst')}
          </Text>
          <Button component={Link} to="/account/subscriptions" leftSection={<IconKey size={16} aria-hidden />}>
            {t('firstRun.activateLicence')}
          </Button>
        </>
      )}
    </>
  );
}

/**
 * /students before the first student: what to do next, with the buttons doing it (import from a
 * spreadsheet, the sample to download, or add one by one), or founding the school first.
 */
export function StudentsFirstRun({ onImport, onAdd }: { onImport: () => void; onAdd: () => void }) {
  const { t } = useTranslation('students');
  const school = useBelongsToSchool();
  if (school.isPending) return <Loader />;
  return (
    <Paper withBorder p="lg" data-testid="students-first-run">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} size="h4">
          {t('firstRun.title')}
        </Title>
        {school.inSchool === false ? (
          <SchoolFirst />
        ) : (
          <>
            <Text>{t('firstRun.text')}</Text>
            <Group justify="center" gap="sm">
              <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onImport}>
                {t('firstRun.import')}
              </Button>
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
                {t('firstRun.add')}
              </Button>
            </Group>
            <SampleFileLink />
          </>
        )}
      </Stack>
    </Paper>
  );
}
