import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { LicenceNotice } from '@/components/licence-notice';
import { ApiError } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session-user';
import { useStartTraining, useStudentTheoryLicences, useTheoryTest } from '../api/theory-exam-api';
import { StudentsTheoryLicences } from '../components/students-theory-licences';
import { TheoryCredentialsForm } from '../components/theory-credentials-form';
import { TheoryLicenceCard } from '../components/theory-licence-card';
import { theoryTestView, trainableLicences } from '../model/theory-test-view';

const isDidacticRefusal = (error: unknown) => error instanceof ApiError && error.code === 'didactic_licence_required';

/**
 * /theory-test (spec §2, §6, §8; issue 27 §3): a learner's theory-exam licences and the way into
 * the training service; a monitor's students and their training; without the didactic licence,
 * the way to subscribe to it.
 */
export function TheoryTestPage() {
  const { t } = useTranslation(['integrations-theory-exam', 'pages']);
  const view = theoryTestView(useSessionUser());
  return (
    <Stack maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('pages:titles.theoryTest')}
      </Title>
      {view === 'subscribe' && <DidacticNotice />}
      {view === 'students' && <StudentsView />}
      {view === 'training' && <TrainingView />}
    </Stack>
  );
}

function DidacticNotice() {
  const { t } = useTranslation('integrations-theory-exam');
  return (
    <LicenceNotice
      title={t('didactic.title')}
      text={t('didactic.text')}
      subscribe={t('didactic.subscribe')}
      askSchool={t('didactic.askSchool')}
    />
  );
}

function StudentsView() {
  const { t } = useTranslation('integrations-theory-exam');
  const students = useStudentTheoryLicences(true);
  if (isDidacticRefusal(students.error)) return <DidacticNotice />;
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {t('students.intro')}
      </Text>
      {students.isPending && <Loader />}
      <ErrorAlert error={students.error} />
      {students.data && <StudentsTheoryLicences students={students.data} />}
    </Stack>
  );
}

function TrainingView() {
  const { t } = useTranslation('integrations-theory-exam');
  const overview = useTheoryTest(true);
  const start = useStartTraining();
  if (isDidacticRefusal(overview.error)) return <DidacticNotice />;
  if (overview.isPending) return <Loader />;
  if (!overview.data) return <ErrorAlert error={overview.error} />;
  const { credentials, licences } = overview.data;

  if (licences.length === 0) {
    return (
      <Alert color="blue" title={t('noLicence.title')} data-testid="theory-no-licence">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('errors:codes.theory_licence_required')}</Text>
          <Button component={Link} to="/shop" size="xs" leftSection={<IconShoppingCart size={16} aria-hidden />}>
            {t('noLicence.shop')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const needsCredentials = credentials.status === 'none' || credentials.status === 'refused';
  const startTraining = (licenceId: string) =>
    start.mutate(licenceId, { onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <Stack gap="md">
      {needsCredentials && (
        <Card withBorder padding="md" component="section" aria-labelledby="theory-credentials-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="theory-credentials-title">
              {t('credentials.title')}
            </Title>
            <TheoryCredentialsForm credentials={credentials} />
          </Stack>
        </Card>
      )}
      <Stack gap="sm" component="section" aria-labelledby="theory-licences-title">
        <Title order={2} size="h4" id="theory-licences-title">
          {t('licences.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('licences.intro')}
        </Text>
        <ErrorAlert error={start.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {trainableLicences(licences).map((licence) => (
            <TheoryLicenceCard
              key={licence.id}
              licence={licence}
              canStart={!needsCredentials}
              starting={start.isPending && start.variables === licence.id}
              onStart={startTraining}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
