import { passesAdminLicence } from '@ds/domain';
import { Anchor, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { actorOf } from '@/lib/actor';
import { usePermissions } from '@/lib/permissions';
import { TheoryPriceCard } from '../../theory-prices/components/theory-price-card';
import { useArticles } from '../api/articles-api';
import { ArticleCard } from '../components/article-card';
import { ArticleForm } from '../components/article-form';
import { useArticleDisabling } from '../components/use-article-disabling';

/**
 * /shop-settings and /account/shop-settings: the articles a monitor sells (spec §2, §3 Article);
 * for a school's administrator, the school's preferential theory-exam price (spec §9).
 */
export function ShopSettingsPage() {
  const { t } = useTranslation('commerce-articles');
  const { me } = usePermissions();
  const actor = actorOf(me);
  const schoolManager = Boolean(me?.schoolHead && actor && passesAdminLicence(actor.roles, actor.licences));
  const articles = useArticles();
  const disabling = useArticleDisabling();
  const phone = useMediaQuery('(max-width: 48em)');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = articles.data?.find((article) => article.id === editing) ?? null;
  // On sale first, the disabled ones after.
  const sorted = [...(articles.data ?? [])].sort((a, b) => Number(a.disabled) - Number(b.disabled));

  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('settings.add')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('settings.intro')}{' '}
        <Anchor component={Link} to="/shop" inherit underline="always">
          {t('settings.shopLink')}
        </Anchor>
      </Text>
      {schoolManager && <TheoryPriceCard />}
      {articles.isPending && <Loader />}
      <ErrorAlert error={articles.error} />
      <ErrorAlert error={disabling.error} />
      {articles.data?.length === 0 && <Text c="dimmed">{t('settings.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {sorted.map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            onEdit={() => setEditing(article.id)}
            onDisable={() => disabling.disable(article)}
            busy={disabling.busyId === article.id}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? t('form.editTitle') : t('form.newTitle')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing && <ArticleForm key={editing} article={current} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
