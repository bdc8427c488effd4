import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/** Issue 16: what a first visit to /login may load, and what any one lazily loaded file may weigh. */
export const BUDGETS = { loginJsGzKb: 150, chunkGzKb: 100 };

export interface Script {
  name: string;
  rawBytes: number;
  gzBytes: number;
  /** FullCalendar's code is in it (its grid class names are). */
  calendar: boolean;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function weigh(name: string, body: Buffer): Script {
  return {
    name,
    rawBytes: body.byteLength,
    gzBytes: gzipSync(body, { level: 9 }).byteLength,
    calendar: body.includes('fc-scrollgrid'),
  };
}

export function totalGzKb(scripts: Script[]): number {
  return kb(scripts.reduce((sum, script) => sum + script.gzBytes, 0));
}

export function gzKb(script: Script): number {
  return kb(script.gzBytes);
}

/** Every script of the built app (`dist/assets`), heaviest first. */
export async function builtScripts(distDir: string): Promise<Script[]> {
  const assets = join(distDir, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const scripts = await Promise.all(names.map(async (name) => weigh(name, await readFile(join(assets, name)))));
  return scripts.sort((a, b) => b.gzBytes - a.gzBytes);
}

/** The scripts index.html starts or preloads: the entry, before any page's own code. */
export async function entryScriptNames(distDir: string): Promise<string[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
}

const nameOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/**
 * Every script a first visit of `path` loads until `ready` resolves and the network is quiet:
 * a fresh context (empty cache) with the service worker blocked, as before it precaches the app.
 */
export async function scriptsOfFirstVisit(
  browser: Browser,
  baseUrl: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<Script[]> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    const name = nameOf(response.url());
    if (name.endsWith('.js')) scripts.push(response.body().then((body) => weigh(name, body)));
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  return loaded;
}

/**
 * Starts noting every script a page receives, across navigations; the result fetches them
 * again to weigh them (a response's body is gone once the page navigated away).
 */
export function recordScripts(page: Page): () => Promise<Script[]> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (nameOf(response.url()).endsWith('.js')) urls.add(response.url());
  });
  return () =>
    Promise.all([...urls].map(async (url) => weigh(nameOf(url), Buffer.from(await (await fetch(url)).arrayBuffer()))));
}

/** The login form is on screen. */
export const loginFormShown = (page: Page) => page.locator('main form input[name="password"]').waitFor();
