import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Withheld } from '@/components/withheld';

export interface SheetAction {
  key: string;
  label: string;
  icon: ReactNode;
  /** An action that opens another screen is a link (it opens in a new tab too); the others run `onClick`. */
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  /** Why an employee's right withholds the action: shown disabled, saying so. */
  withheld?: string | null;
  loading?: boolean;
  color?: string;
}

/** The sheet's actions as a row of buttons, on wide screens. */
export function SheetActionsBar({ actions }: { actions: SheetAction[] }) {
  return (
    <Group gap="xs" visibleFrom="md" data-testid="sheet-actions">
      {actions.map((action) => (
        <Withheld key={action.key} reason={action.withheld ?? null}>
          {action.to ? (
            <Button component={Link} to={action.to} variant="light" color={action.color} leftSection={action.icon}>
              {action.label}
            </Button>
          ) : (
            <Button
              variant="light"
              color={action.color}
              leftSection={action.icon}
              onClick={action.onClick}
              disabled={action.disabled}
              loading={action.loading}
            >
              {action.label}
            </Button>
          )}
        </Withheld>
      ))}
    </Group>
  );
}

/** The same actions in one menu, on phones and tablets. */
export function SheetActionsMenu({ actions }: { actions: SheetAction[] }) {
  const { t } = useTranslation('students-sheet');
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="light" size="lg" aria-label={t('actions.menu')} hiddenFrom="md">
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) =>
          action.withheld ? (
            // In the menu, where no tooltip shows on a phone, the reason is written under the action.
            <Menu.Item key={action.key} color={action.color} leftSection={action.icon} disabled>
              {action.label}
              <Text size="xs" c="dimmed">
                {action.withheld}
              </Text>
            </Menu.Item>
          ) : action.to ? (
            <Menu.Item key={action.key} component={Link} to={action.to} color={action.color} leftSection={action.icon}>
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action.key}
              color={action.color}
              leftSection={action.icon}
              onClick={action.onClick}
              disabled={action.disabled || action.loading}
            >
              {action.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
