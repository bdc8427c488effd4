import type { PublicArticle } from '@ds/domain';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArticleLogo } from '../../articles/components/article-logo';
import { deliveryText, priceText } from '../../articles/components/article-texts';

const wrap = { overflowWrap: 'anywhere' } as const;

/** The article being bought: logo, label, seller, unit price, description and what it delivers. */
export function ArticleSummary({ article }: { article: PublicArticle }) {
  const { t } = useTranslation('commerce-articles');
  const seller = article.seller.school
    ? t('public.sellerSchool', { name: article.seller.name, school: article.seller.school })
    : t('public.seller', { name: article.seller.name });
  return (
    <Stack gap="sm" data-testid="checkout-article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ArticleLogo
          url={article.logo?.thumbnailUrl ?? article.logo?.url}
          alt={t('logo.alt', { name: article.label })}
          size={88}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={wrap}>
            {article.label}
          </Title>
          <Text size="sm" c="dimmed">
            {seller}
          </Text>
          <Text fw={700}>{priceText(article.price, t)}</Text>
        </Stack>
      </Group>
      {article.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', ...wrap }}>
          {article.description}
        </Text>
      )}
      <Text size="sm">{deliveryText(article, article.resources.length, t)}</Text>
      {article.resources.length > 0 && (
        <List size="sm">
          {article.resources.map((name) => (
            <List.Item key={name} style={wrap}>
              {name}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
