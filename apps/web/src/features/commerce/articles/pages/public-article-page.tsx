import {
  ARTICLE_CODE_PATTERN,
  articlePaths,
  LANGUAGES,
  type Language,
  localeOf,
  MONITOR_PARAM_PATTERN,
  sellerCodeOf,
} from '@ds/domain';
import { Anchor, Button, Center, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { useCurrentLanguage } from '@/lib/current-language';
import { changeLanguage } from '@/lib/i18n';
import { usePublicArticle } from '../api/articles-api';
import { ArticleLogo } from '../components/article-logo';
import { deliveryText, priceText } from '../components/article-texts';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * /resources/:monitor/:article/:language? — an article's public page, for anyone: its logo,
 * label, price and description in the language the address names (the interface follows it) or
 * the visitor's, what it delivers, who sells it, and Buy, which leads to the checkout.
 */
export function PublicArticlePage() {
  const { monitor = '', article = '', language: named } = useParams();
  const valid = MONITOR_PARAM_PATTERN.test(monitor) && ARTICLE_CODE_PATTERN.test(article);
  const namedLanguage = named && isLanguage(named) ? named : undefined;
  if (!valid || (named && !namedLanguage)) return <Navigate to="/404" replace />;
  return <ArticleView monitor={monitor} code={article} named={namedLanguage} />;
}

function ArticleView({ monitor, code, named }: { monitor: string; code: string; named: Language | undefined }) {
  const { t } = useTranslation('commerce-articles');
  const current = useCurrentLanguage();
  useEffect(() => {
    if (named && named !== current) void changeLanguage(localeOf(named));
  }, [named, current]);
  const language = named ?? current;
  const page = usePublicArticle(monitor, code, language);

  if (page.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (page.error instanceof ApiError && page.error.status === 404) {
    return (
      <Stack maw={640} mx="auto" w="100%" data-testid="article-not-found">
        <Title order={1} size="h2">
          {t('public.notFoundTitle')}
        </Title>
        <Text>{t('public.notFound')}</Text>
        <Anchor component={Link} to="/">
          {t('public.home')}
        </Anchor>
      </Stack>
    );
  }
  if (!page.data) return <ErrorAlert error={page.error} />;

  const shown = page.data;
  const checkout = articlePaths({ shopCode: sellerCodeOf(monitor), code }).checkout;
  const seller = shown.seller.school
    ? t('public.sellerSchool', { name: shown.seller.name, school: shown.seller.school })
    : t('public.seller', { name: shown.seller.name });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" w="100%" data-testid="public-article">
      <Stack gap="md">
        <Group align="flex-start" wrap="wrap" gap="lg">
          <ArticleLogo url={shown.logo?.url} alt={t('logo.alt', { name: shown.label })} size={160} />
          <Stack gap="xs" style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {shown.label}
            </Title>
            <Text c="dimmed">{seller}</Text>
            <Text size="xl" fw={700} data-testid="public-article-price">
              {priceText(shown.price, t)}
            </Text>
            <Group>
              <Button
                component={Link}
                to={checkout}
                size="md"
                leftSection={<IconShoppingCart size={18} aria-hidden />}
                data-testid="public-article-buy"
              >
                {t('public.buy')}
              </Button>
            </Group>
          </Stack>
        </Group>
        {shown.description && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{shown.description}</Text>
        )}
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('public.delivers')}
          </Title>
          <Text>{deliveryText(shown, shown.resources.length, t)}</Text>
          {shown.resources.length > 0 && (
            <List size="sm">
              {shown.resources.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
