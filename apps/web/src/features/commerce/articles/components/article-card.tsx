import { type Article, articlePaths } from '@ds/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage } from '@/lib/current-language';
import { ArticleLogo } from './article-logo';
import { articleTexts, deliveryText, priceText } from './article-texts';

const wrap = { overflowWrap: 'anywhere' } as const;

/** One article on /shop-settings: logo, label, what it delivers, price, flags, its public page and actions. */
export function ArticleCard({
  article,
  onEdit,
  onDisable,
  busy,
}: {
  article: Article;
  onEdit: () => void;
  onDisable: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('commerce-articles');
  const language = useCurrentLanguage();
  const { label, description } = articleTexts(article, language);
  const page = articlePaths(article).page;
  return (
    <Paper
      withBorder
      p="md"
      data-testid="article-card"
      data-code={article.code}
      data-disabled={article.disabled || undefined}
    >
      <Stack gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <ArticleLogo
            url={article.logo?.thumbnailUrl ?? article.logo?.url}
            alt={t('logo.alt', { name: label })}
            size={64}
          />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h4" style={wrap}>
              {label}
            </Title>
            <Text size="sm" c="dimmed">
              {article.kind === 'resources'
                ? `${t('kinds.resources')} · ${deliveryText(article, article.resourceIds.length, t)}`
                : deliveryText(article, null, t)}
            </Text>
          </Stack>
        </Group>
        {description && (
          <Text size="sm" lineClamp={3} style={wrap}>
            {description}
          </Text>
        )}
        <Text fw={600} data-testid="article-price">
          {priceText(article.price, t)}
        </Text>
        <Group gap="xs">
          {article.disabled ? (
            <Badge color="gray" variant="filled">
              {t('card.disabled')}
            </Badge>
          ) : (
            <Badge color={article.public ? 'teal' : 'gray'} variant="light">
              {t(article.public ? 'card.public' : 'card.private')}
            </Badge>
          )}
          {article.shared && <Badge variant="light">{t('card.shared')}</Badge>}
          <Badge variant="outline" color="gray" tt="none">
            {t('card.code', { code: article.code })}
          </Badge>
        </Group>
        {!article.mine && (
          <Text size="sm" c="dimmed">
            {t('card.owner', { name: article.owner.name })}
          </Text>
        )}
        {!article.disabled && (
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={onEdit}
              aria-label={t('card.editNamed', { name: label })}
            >
              {t('card.edit')}
            </Button>
            {article.public && (
              <Anchor
                component={Link}
                to={page}
                size="sm"
                aria-label={t('card.publicPageNamed', { name: label })}
                data-testid="article-public-page"
              >
                <Group gap={4} wrap="nowrap">
                  <IconExternalLink size={16} aria-hidden />
                  {t('card.publicPage')}
                </Group>
              </Anchor>
            )}
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={onDisable}
              loading={busy}
              aria-label={t('card.disableNamed', { name: label })}
            >
              {t('card.disable')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
