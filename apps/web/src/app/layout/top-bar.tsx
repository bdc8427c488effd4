import { Box, Burger, Button, Drawer, Group, Image, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSteeringWheel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOngoingLesson } from '../../lib/ongoing-lesson';
import { usePermissions } from '../../lib/permissions';
import { MainMenu } from './main-menu';
import { ONGOING_LESSON_PATH } from './menu-entries';
import productLogo from './product-logo.svg';
import { ProfileMenu } from './profile-menu';

/** Spec §2 top bar: logo (the user's own when set), menu, ongoing-lesson button, profile dropdown. */
export function TopBar() {
  const { t } = useTranslation('layout');
  const { me } = usePermissions();
  const [drawerOpened, drawer] = useDisclosure(false);
  const lessonOngoing = useOngoingLesson() !== null;

  return (
    <Box
      component="header"
      data-testid="top-bar"
      px="md"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Burger hiddenFrom="md" opened={drawerOpened} onClick={drawer.toggle} aria-label={t('menu.open')} size="sm" />
          <UnstyledButton component={Link} to="/" aria-label={t('common:appName')}>
            <Image src={me?.logo || productLogo} alt={t('common:appName')} h={36} w="auto" fit="contain" />
          </UnstyledButton>
          <Box visibleFrom="md">
            <MainMenu />
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {lessonOngoing && (
            <Button
              component={Link}
              to={ONGOING_LESSON_PATH}
              color="red"
              size="compact-md"
              leftSection={<IconSteeringWheel size={16} />}
            >
              {t('lesson.ongoing')}
            </Button>
          )}
          <ProfileMenu />
        </Group>
      </Group>
      <Drawer opened={drawerOpened} onClose={drawer.close} title={t('common:appName')} size="80%" hiddenFrom="md">
        <MainMenu vertical onNavigate={drawer.close} />
      </Drawer>
    </Box>
  );
}
