import { Button, NavLink as MantineNavLink, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconKey, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { usePermissions } from '../../lib/permissions';
import { routeAccess } from '../route-access';
import { routeOfPath } from './current-route';
import { ACCOUNTING_PATHS, ACTIVATE_LICENCE_PATH, MENU_PATHS, SETTINGS_PATHS } from './menu-entries';

/** The menu of spec §2 in a row (desktop) or a column (the phone drawer). */
export function MainMenu({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { me, ability, menu } = usePermissions();
  /** An entry behind the admin licence the user lacks invites to activate it (spec §2) instead of leading to /403. */
  const locked = (path: string) => {
    const route = routeOfPath(path);
    return route !== undefined && routeAccess(route, me, ability) === 'needsAdminLicence';
  };
  const target = (path: string) => (locked(path) ? ACTIVATE_LICENCE_PATH : path);
  const lockIcon = (path: string) =>
    locked(path) ? <IconLock size={14} aria-label={t('menu.needsAdminLicence')} /> : undefined;

  const dropdown = (label: string, entries: [string, string][]) =>
    vertical ? (
      <MantineNavLink key={label} label={label} childrenOffset="md" defaultOpened>
        {entries.map(([key, path]) => (
          <MantineNavLink
            key={key}
            component={Link}
            to={target(path)}
            label={t(`menu.${key}`)}
            rightSection={lockIcon(path)}
            onClick={onNavigate}
          />
        ))}
      </MantineNavLink>
    ) : (
      <Menu key={label} position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="subtle" rightSection={<IconChevronDown size={14} />}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {entries.map(([key, path]) => (
            <Menu.Item key={key} component={Link} to={target(path)} rightSection={lockIcon(path)}>
              {t(`menu.${key}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );

  const items = menu.items.map((item) =>
    vertical ? (
      <MantineNavLink
        key={item}
        component={NavLink}
        to={MENU_PATHS[item]}
        label={t(`menu.${item}`)}
        onClick={onNavigate}
      />
    ) : (
      <Button key={item} component={NavLink} to={MENU_PATHS[item]} variant="subtle">
        {t(`menu.${item}`)}
      </Button>
    ),
  );

  const Container = vertical ? Stack : 'div';
  return (
    <Container
      data-testid={vertical ? 'menu-drawer-items' : 'menu-items'}
      style={vertical ? undefined : { display: 'flex', flexWrap: 'wrap' }}
      gap={0}
    >
      {items}
      {menu.accounting.length > 0 &&
        dropdown(
          t('menu.accounting'),
          menu.accounting.map((key) => [key, ACCOUNTING_PATHS[key]]),
        )}
      {menu.settings.length > 0 &&
        dropdown(
          t('menu.settings'),
          menu.settings.map((key) => [key, SETTINGS_PATHS[key]]),
        )}
      {menu.activateLicence && (
        <Button
          component={Link}
          to={ACTIVATE_LICENCE_PATH}
          variant="light"
          color="yellow"
          leftSection={<IconKey size={16} />}
          onClick={onNavigate}
        >
          {t('menu.activateLicence')}
        </Button>
      )}
    </Container>
  );
}
