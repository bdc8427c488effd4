import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconBuildingCommunity,
  IconBuildingStore,
  IconCalendarCheck,
  IconCalendarCog,
  IconDeviceMobile,
  IconGift,
  IconHistory,
  IconId,
  IconKey,
  IconListDetails,
  IconLock,
  IconMail,
  IconRoute,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconShoppingBag,
  IconUserPlus,
  IconUserQuestion,
  IconWand,
  type TablerIcon,
} from '@tabler/icons-react';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '../../lib/permissions';
import { ACTIVATE_LICENCE_PATH } from '../layout/menu-entries';
import { SETUP_WIZARD_PATH } from '../setup-wizard/opens-by-itself';
import { type HubLink, hubGroups, wizardSteps } from './hub-entries';
import { PendingRequestsBadge } from './pending-requests-badge';

const ICONS: Record<string, TablerIcon> = {
  me: IconId,
  security: IconShieldLock,
  phoneSync: IconDeviceMobile,
  calendarSettings: IconCalendarCog,
  onlineBooking: IconCalendarCheck,
  accountSubscriptions: IconKey,
  manageClients: IconBuildingStore,
  adminJobs: IconListDetails,
  bfStudents: IconUserQuestion,
  infrastructuresAccount: IconBuildingCommunity,
  coursesAccount: IconSchool,
  routes: IconRoute,
  trainingCardsSettingsAccount: IconBook,
  studentRequests: IconUserPlus,
  commSettingsAccount: IconMail,
  commLogsAccount: IconHistory,
  shopSettingsAccount: IconShoppingBag,
  vouchers: IconGift,
};

const BADGES: Record<string, ComponentType> = { studentRequests: PendingRequestsBadge };

/** A screen behind the admin licence leads to the licence's activation, saying so. */
const targetOf = (link: HubLink) => (link.access === 'open' ? link.route.path : ACTIVATE_LICENCE_PATH);

function HubCard({ link }: { link: HubLink }) {
  const { t } = useTranslation('identity-account');
  const { name } = link.route;
  const Icon = ICONS[name] ?? IconSettings;
  const CountBadge = BADGES[name];
  return (
    <Card component={Link} to={targetOf(link)} withBorder padding="lg" data-testid={`hub-${name}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Icon size={28} aria-hidden />
        {CountBadge && <CountBadge />}
      </Group>
      <Text fw={600} mt="sm">
        {t(`hub.${name}`)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`hub.${name}Text`)}
      </Text>
      {link.access === 'needsAdminLicence' && (
        <Badge mt="sm" variant="light" color="yellow" leftSection={<IconLock size={12} aria-hidden />}>
          {t('hub.needsAdminLicence')}
        </Badge>
      )}
    </Card>
  );
}

/**
 * /account: the settings hub. Every settings screen the user may open, grouped, read from the
 * route table and the one permission rule; the configuration wizard's steps first, and the way
 * into the wizard itself, at the step where the user left it.
 */
export function SettingsHubPage() {
  const { t } = useTranslation('identity-account');
  const { me, ability, menu } = usePermissions();
  const { hash } = useLocation();
  const groups = me ? hubGroups(me, ability) : [];
  const steps = menu.wizard ? wizardSteps(groups) : [];

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <Stack maw={960} mx="auto" gap="lg">
      <Title order={1} size="h2">
        {t('hub.title')}
      </Title>
      {steps.length > 0 && (
        <Card id="setup" withBorder padding="lg" component="section" aria-labelledby="hub-setup">
          <Title order={2} size="h4" id="hub-setup">
            {t('hub.setup')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('hub.setupText')}
          </Text>
          <List type="ordered" spacing="xs">
            {steps.map((step) => (
              <List.Item key={step.route.name}>
                <Text component={Link} to={targetOf(step)} c="blue.8" td="underline">
                  {t(`hub.${step.route.name}`)}
                </Text>
              </List.Item>
            ))}
          </List>
          <Button
            component={Link}
            to={SETUP_WIZARD_PATH}
            leftSection={<IconWand size={16} aria-hidden />}
            mt="sm"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('hub.setupOpen')}
          </Button>
        </Card>
      )}
      {groups.map(({ group, links }) => (
        <Stack key={group} component="section" gap="xs" aria-labelledby={`hub-${group}`}>
          <Title order={2} size="h4" id={`hub-${group}`}>
            {t(`hub.group.${group}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {links.map((link) => (
              <HubCard key={link.route.name} link={link} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
