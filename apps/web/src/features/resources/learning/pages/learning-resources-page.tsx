import { resourceName } from '@ds/domain';
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { LicenceNotice } from '@/components/licence-notice';
import { ApiError } from '@/lib/api-client';
import { useCurrentLanguage } from '@/lib/current-language';
import { useSessionUser } from '@/lib/session-user';
import { ResourceViewer, type Viewed } from '../../components/resource-viewer';
import { useLearningResources } from '../api/learning-resources-api';
import { LearningResourceItem } from '../components/learning-resource-item';
import { lacksDidacticLicence, sectionsOf } from '../model/learning-view';

const isLicenceRefusal = (error: unknown) => error instanceof ApiError && error.code === 'didactic_licence_required';

/**
 * /learning/resources: what the reader may consult (spec §2), by type, each name in his language
 * (or the first given of the others): a student what his monitors shared with him, a monitor his
 * library. A monitor without the didactic licence is offered to subscribe to it.
 */
export function LearningResourcesPage() {
  const { t } = useTranslation(['resources-learning', 'pages']);
  const language = useCurrentLanguage();
  const lacksLicence = lacksDidacticLicence(useSessionUser());
  const resources = useLearningResources(!lacksLicence);
  const [viewed, setViewed] = useState<Viewed | null>(null);
  const sections = sectionsOf(resources.data ?? [], (resource) => resourceName(resource, language));
  const licenceRefused = lacksLicence || isLicenceRefusal(resources.error);

  return (
    <Stack maw={1200} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('pages:titles.learningResources')}
      </Title>
      {licenceRefused ? (
        <LicenceNotice
          title={t('licence.title')}
          text={t('licence.text')}
          subscribe={t('licence.subscribe')}
          askSchool={t('licence.askSchool')}
        />
      ) : (
        <>
          <ErrorAlert error={resources.error} />
          {resources.isPending && <Loader />}
          {resources.isSuccess && sections.length === 0 && (
            <Text c="dimmed" ta="center" py="xl" data-testid="resources-empty">
              {t('empty')}
            </Text>
          )}
          {sections.map((section) => (
            <Stack key={section.type} gap="sm" component="section" data-testid={`section-${section.type}`}>
              <Title order={2} size="h3">
                {t(`sections.${section.type}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {section.resources.map((resource) => (
                  <LearningResourceItem key={resource.id} resource={resource} onView={setViewed} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </>
      )}
      <ResourceViewer viewed={viewed} onClose={() => setViewed(null)} newTabLabel={t('newTab')} />
    </Stack>
  );
}
