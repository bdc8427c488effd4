import type { Article } from '@ds/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { useDisableArticle } from '../api/articles-api';
import { articleTexts } from './article-texts';

/** Disabling an article replaces deleting it (spec §4) and is final: confirmed first, saying so. */
export function useArticleDisabling() {
  const { t } = useTranslation('commerce-articles');
  const language = useCurrentLanguage();
  const mutation = useDisableArticle();

  // A failure shows through `error` (an ErrorAlert of the caller), so the promise never rejects.
  const disable = (article: Article) =>
    modals.openConfirmModal({
      title: t('disable.title'),
      children: <Text size="sm">{t('disable.text', { name: articleTexts(article, language).label })}</Text>,
      labels: { confirm: t('disable.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-disable' },
      onConfirm: () =>
        mutation
          .mutateAsync(article.id)
          .then(() => notifications.show({ color: 'green', message: t('disable.done') }))
          .catch(() => undefined),
    });

  return { disable, busyId: mutation.isPending ? mutation.variables : undefined, error: mutation.error };
}
