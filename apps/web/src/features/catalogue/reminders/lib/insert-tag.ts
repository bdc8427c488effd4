import type { TemplateTag } from '@ds/domain';

/** Replaces the selection [start, end) of a text by `{tag}`; the caret goes right after it. */
export function insertTag(text: string, start: number, end: number, tag: TemplateTag): { text: string; caret: number } {
  const inserted = `{${tag}}`;
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}
