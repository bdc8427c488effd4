import { type Translated, translatedText } from '../kernel/i18n/translated-text.rules';
import type { ResourceType } from './resources.constants';

export type ResourceNames = Translated<'name'>;

/** A resource's name for a reader, in his language or the first other one given (`translatedText`). */
export function resourceName(resource: ResourceNames, language: string): string {
  return translatedText(resource, 'name', language);
}

/** The resource type a file suggests, from the media type its content was recognised as. */
export function typeOfFile(mimeType: string): ResourceType {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return 'document';
}
