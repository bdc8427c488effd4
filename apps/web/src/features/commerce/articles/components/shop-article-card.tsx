import { articlePaths, type ShopArticle } from '@ds/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage } from '@/lib/current-language';
import { ArticleLogo } from './article-logo';
import { articleTexts, deliveryText, priceText } from './article-texts';

const wrap = { overflowWrap: 'anywhere' } as const;

/** An article to buy on /shop: logo, label, description, what it delivers, price, seller and Buy. */
export function ShopArticleCard({ article }: { article: ShopArticle }) {
  const { t } = useTranslation('commerce-articles');
  const language = useCurrentLanguage();
  const { label, description } = articleTexts(article, language);
  const paths = articlePaths(article);
  return (
    <Paper withBorder p="md" data-testid="shop-article" data-code={article.code}>
      <Stack gap="xs" h="100%">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <ArticleLogo
            url={article.logo?.thumbnailUrl ?? article.logo?.url}
            alt={t('logo.alt', { name: label })}
            size={72}
          />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h4" style={wrap}>
              <Text component={Link} to={paths.page} inherit c="inherit" td="none">
                {label}
              </Text>
            </Title>
            <Text size="sm" c="dimmed">
              {t('shop.seller', { seller: article.seller })}
            </Text>
          </Stack>
        </Group>
        {description && (
          <Text size="sm" lineClamp={4} style={wrap}>
            {description}
          </Text>
        )}
        <Text size="sm">{deliveryText(article, null, t)}</Text>
        {article.mine && (
          <Group gap="xs">
            <Badge variant="light">{t('shop.mine')}</Badge>
            {!article.public && (
              <Badge variant="light" color="gray">
                {t('shop.notPublic')}
              </Badge>
            )}
          </Group>
        )}
        <Group justify="space-between" mt="auto" wrap="nowrap">
          <Text fw={700}>{priceText(article.price, t)}</Text>
          <Button
            component={Link}
            to={paths.checkout}
            leftSection={<IconShoppingCart size={16} aria-hidden />}
            aria-label={t('shop.buyNamed', { name: label })}
          >
            {t('shop.buy')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
