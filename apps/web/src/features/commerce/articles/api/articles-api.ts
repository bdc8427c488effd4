import type { Article, ArticleInput, Language, PublicArticle, ResourceLibrary, ShopArticle } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '@/lib/api-client';
import { useReadRecord, useRecordList, useSaveRecord } from '@/lib/record-api';

const PATH = '/articles';
const ARTICLES_KEY = ['articles'] as const;
/** Under the articles' key: a change of an article refreshes /shop too. */
const SHOP_KEY = ['articles', 'shop'] as const;

/** The articles I sell (and, as a school's head, those of its members), disabled ones included. */
export function useArticles() {
  return useRecordList<Article>(PATH, ARTICLES_KEY);
}

/** Reads the list afresh and answers one article: what the form starts over from after someone else's change. */
export function useReadArticle() {
  return useReadRecord<Article>(PATH, ARTICLES_KEY);
}

/** Creates or replaces an article. */
export function useSaveArticle() {
  return useSaveRecord<ArticleInput, Article>(PATH, ARTICLES_KEY);
}

/** Disables an article for good (spec §4: disabling replaces deletion). */
export function useDisableArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Article>(`${PATH}/${id}/disabled`, { method: 'PUT', body: { disabled: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}

/** Uploads an article's square logo (multipart field `file`). */
export function useUploadArticleLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<Article>(`${PATH}/${id}/logo`, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}

/** What the signed-in user may buy (his own articles too, to preview them). */
export function useShop() {
  return useQuery({ queryKey: SHOP_KEY, queryFn: () => api<ShopArticle[]>('/shop') });
}

/** The resources an article may deliver: the seller's library (his own and his school's). */
export function useSellableResources() {
  return useQuery({
    queryKey: ['sellable-resources'],
    queryFn: async () => (await api<ResourceLibrary>('/resources')).items,
  });
}

/** An article's public page, for anyone, in one language; an unknown or withdrawn one fails with 404. */
export function usePublicArticle(monitor: string, article: string, language: Language) {
  return useQuery({
    queryKey: ['public-article', monitor, article, language],
    queryFn: () =>
      api<PublicArticle>(
        `/public/articles/${encodeURIComponent(monitor)}/${encodeURIComponent(article)}?language=${language}`,
      ),
    retry: false,
  });
}
