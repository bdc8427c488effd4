import type { Page } from 'playwright-core';

/** Calls the API as the page's user, from the page; any answer but a success fails the test. */
export function apiCall<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${sessionStorage.getItem('token')}` };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
      return (await response.json()).data;
    },
    { path, init },
  ) as Promise<T>;
}
