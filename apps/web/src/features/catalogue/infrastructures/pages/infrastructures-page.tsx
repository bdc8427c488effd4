import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfrastructuresSection } from '../components/infrastructures-section';
import { TypesSection } from '../components/types-section';
import { VehiclesSection } from '../components/vehicles-section';

/** /infrastructures: the infrastructures, their types and the vehicles (spec §2, §3). */
export function InfrastructuresPage() {
  const { t } = useTranslation('catalogue-infrastructures');
  return (
    <Stack maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs defaultValue="infrastructures" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="infrastructures">{t('tabs.infrastructures')}</Tabs.Tab>
          <Tabs.Tab value="types">{t('tabs.types')}</Tabs.Tab>
          <Tabs.Tab value="vehicles">{t('tabs.vehicles')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="infrastructures" pt="md">
          <InfrastructuresSection />
        </Tabs.Panel>
        <Tabs.Panel value="types" pt="md">
          <TypesSection />
        </Tabs.Panel>
        <Tabs.Panel value="vehicles" pt="md">
          <VehiclesSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
