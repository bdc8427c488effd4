import { APP_VERSION, type Locale, localeOf, SELECTABLE_LANGUAGES } from '@ds/domain';
import { ActionIcon, Badge, Button, Group, Indicator, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconNotes, IconSettings, IconUserCircle, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { switchLanguage } from '../../lib/language';
import { logout } from '../../lib/logout';
import { usePermissions } from '../../lib/permissions';
import { SETUP_WIZARD_PATH } from '../setup-wizard/opens-by-itself';
import { ReleaseNotesModal } from './release-notes-modal';
import { useUnseenRelease } from './releases';

/** Spec §2 profile dropdown: wizard, settings, release notes, logout, DE/FR/IT and the version. */
export function ProfileMenu() {
  const { t, i18n } = useTranslation('layout');
  const { me, menu } = usePermissions();
  const [notesOpened, notes] = useDisclosure(false);
  // A dot until the new release's notes are read here or its banner is closed.
  const { unseen, markSeen } = useUnseenRelease();

  return (
    <Indicator disabled={!unseen} color="red" size={10} offset={6}>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <ActionIcon data-testid="profile-menu" variant="subtle" size="lg" aria-label={t('profile.open')}>
            <IconUserCircle size={26} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {me && (
            <Menu.Label>
              {me.firstname} {me.name}
            </Menu.Label>
          )}
          {menu.wizard && (
            <Menu.Item component={Link} to={SETUP_WIZARD_PATH} leftSection={<IconWand size={16} />}>
              {t('profile.wizard')}
            </Menu.Item>
          )}
          {me && (
            <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} />}>
              {t('profile.settings')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconNotes size={16} />}
            rightSection={unseen && <Badge size="xs">{t('release.new')}</Badge>}
            onClick={() => {
              markSeen();
              notes.open();
            }}
          >
            {t('profile.releaseNotes')}
          </Menu.Item>
          {me && (
            <Menu.Item leftSection={<IconLogout size={16} />} onClick={logout}>
              {t('profile.logout')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Label>{t('profile.language')}</Menu.Label>
          <Group gap={4} px="xs" pb="xs">
            {SELECTABLE_LANGUAGES.map((language) => {
              const locale: Locale = localeOf(language);
              return (
                <Button
                  key={language}
                  data-testid={`lang-${language}`}
                  size="compact-sm"
                  variant={i18n.language === locale ? 'filled' : 'light'}
                  onClick={() => switchLanguage(locale)}
                  aria-pressed={i18n.language === locale}
                >
                  {language.toUpperCase()}
                </Button>
              );
            })}
          </Group>
          <Menu.Divider />
          <Text data-testid="app-version" size="xs" c="dimmed" px="sm" pb={4}>
            {t('footer.version', { version: APP_VERSION })}
          </Text>
        </Menu.Dropdown>
      </Menu>
      <ReleaseNotesModal opened={notesOpened} onClose={notes.close} />
    </Indicator>
  );
}
