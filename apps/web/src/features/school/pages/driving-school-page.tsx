import { mayFoundSchool } from '@ds/domain';
import { Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { actorOf } from '@/lib/actor';
import { usePermissions } from '@/lib/permissions';
import { useSchool } from '../api/school-api';
import { LogoSection } from '../components/logo-section';
import { MembersSection } from '../components/members-section';
import { MyTerms } from '../components/my-terms';
import { SchoolForm } from '../components/school-form';
import { SchoolSummary } from '../components/school-summary';

/**
 * /driving-school (alias /account/driving-school, spec §2, §3): the school's record and logo,
 * changed by its administrators, and its people. A monitor who belongs to no school founds one.
 */
export function DrivingSchoolPage() {
  const { t } = useTranslation('school');
  const { me } = usePermissions();
  const school = useSchool();

  const content = () => {
    if (school.isPending) return <Loader />;
    if (!school.data) {
      return mayFoundSchool(actorOf(me)) ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('found.title')}
            </Title>
            <Text size="sm">{t('found.text')}</Text>
            <SchoolForm school={null} />
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed">{t('found.none')}</Text>
      );
    }
    const current = school.data;
    return (
      <Tabs defaultValue="school" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="school">{t('tabs.school')}</Tabs.Tab>
          <Tabs.Tab value="people">{t('tabs.people')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="school" pt="md">
          <Stack>
            {me?.employee && <MyTerms employee={me.employee} />}
            {current.administrator ? <SchoolForm school={current} /> : <SchoolSummary school={current} />}
            <Title order={2} size="h4">
              {t('logo.title')}
            </Title>
            <LogoSection school={current} editable={current.administrator} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="people" pt="md">
          <MembersSection administrator={current.administrator} schoolName={current.name} />
        </Tabs.Panel>
      </Tabs>
    );
  };

  return (
    <Stack maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {school.data?.name ?? t('title')}
      </Title>
      <ErrorAlert error={school.error} />
      {content()}
    </Stack>
  );
}
