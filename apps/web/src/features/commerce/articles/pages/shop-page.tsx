import { Anchor, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { usePermissions } from '@/lib/permissions';
import { useShop } from '../api/articles-api';
import { ShopArticleCard } from '../components/shop-article-card';

/** /shop (and /resources for those who keep no library): what the signed-in user may buy (spec §2). */
export function ShopPage() {
  const { t } = useTranslation('commerce-articles');
  const shop = useShop();
  const { ability } = usePermissions();
  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {t('shop.title')}
        </Title>
        {ability.can('manage', 'shop') && (
          <Anchor component={Link} to="/shop-settings" size="sm">
            {t('shop.manage')}
          </Anchor>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t('shop.intro')}
      </Text>
      {shop.isPending && <Loader />}
      <ErrorAlert error={shop.error} />
      {shop.data?.length === 0 && <Text c="dimmed">{t('shop.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shop.data?.map((article) => (
          <ShopArticleCard key={`${article.shopCode}/${article.code}`} article={article} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
