import { Anchor, Group } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ResourcesLibraryPage } from '@/features/resources/library/pages/resources-library-page';
import { usePermissions } from '@/lib/permissions';

/**
 * /resources, where the Shop menu item leads (spec §2): the library of those who keep one
 * (monitors, their school's employees), with the way to the shop above it; everyone else goes to
 * the shop. An article's public page, /resources/:monitor/:article/:language?, is a route of its own.
 */
export function ResourcesPage() {
  const { t } = useTranslation('commerce-articles');
  const { ability } = usePermissions();
  if (!ability.can('manage', 'resources')) return <Navigate to="/shop" replace />;
  return (
    <>
      <Group maw={1200} mx="auto" w="100%" justify="flex-end" mb="xs">
        <Anchor component={Link} to="/shop" size="sm" data-testid="shop-link">
          <Group gap={4} wrap="nowrap">
            <IconShoppingBag size={16} aria-hidden />
            {t('shop.link')}
          </Group>
        </Anchor>
      </Group>
      <ResourcesLibraryPage />
    </>
  );
}
