import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '@/lib/permissions';
import { QUICK_ACTION_TARGETS, shownChips } from '../model/quick-actions';
import { useChipAccess } from '../model/use-chip-access';

/** A long label ("Historique des communications") wraps inside its chip on the smallest phone instead of being cut. */
const WRAPPING_CHIP = {
  root: { height: 'auto', minHeight: 50, maxWidth: '100%', paddingBlock: 6 },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'left' },
} as const;

/** Where the chips are chosen and ordered (`QuickActionsSection`). */
export const CHIPS_EDITOR_PATH = '/account/me#quick-actions';

/** The top of my day: the user's chips in his order, each a large button to its screen (spec §3 chips). */
export function QuickActionChips() {
  const { t } = useTranslation('calendar-my-day');
  const { me } = usePermissions();
  const access = useChipAccess();
  if (!me || !access) return null;
  const chips = shownChips(me.quickActions, access);
  return (
    <Group
      component="nav"
      aria-label={t('chips.title')}
      gap="sm"
      preventGrowOverflow={false}
      data-testid="quick-action-chips"
    >
      {chips.map((id) => {
        const { path, icon: ChipIcon } = QUICK_ACTION_TARGETS[id];
        return (
          <Button
            key={id}
            component={Link}
            to={path}
            size="lg"
            radius="xl"
            variant="light"
            styles={WRAPPING_CHIP}
            leftSection={<ChipIcon size={22} aria-hidden />}
          >
            {t(`chips.${id}`)}
          </Button>
        );
      })}
      <ActionIcon
        component={Link}
        to={CHIPS_EDITOR_PATH}
        size={50}
        radius="xl"
        variant="subtle"
        color="gray"
        aria-label={t('chips.edit')}
        title={t('chips.edit')}
      >
        <IconPencil size={22} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
