import type { Resource, ResourceInput, ResourceType } from '@ds/domain';

/** What the resource form edits: texts as typed (empty when unset), the page as the number input gives it. */
export interface ResourceFormValues {
  type: ResourceType;
  nameFr: string;
  nameDe: string;
  nameIt: string;
  linkUrl: string;
  linkLabel: string;
  bookmark: string;
  page: number | string;
}

/** The form of a new link. */
export const NEW_LINK: ResourceFormValues = {
  type: 'link',
  nameFr: '',
  nameDe: '',
  nameIt: '',
  linkUrl: '',
  linkLabel: '',
  bookmark: '',
  page: '',
};

export function valuesOf(resource: Resource | null): ResourceFormValues {
  if (!resource) return NEW_LINK;
  return {
    type: resource.type,
    nameFr: resource.nameFr,
    nameDe: resource.nameDe,
    nameIt: resource.nameIt,
    linkUrl: resource.linkUrl ?? '',
    linkLabel: resource.linkLabel ?? '',
    bookmark: resource.bookmark ?? '',
    page: resource.page ?? '',
  };
}

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** The candidate the domain schema checks: an empty text is no value, an empty page none either. */
export function toInput(values: ResourceFormValues): ResourceInput {
  return {
    type: values.type,
    nameFr: values.nameFr.trim(),
    nameDe: values.nameDe.trim(),
    nameIt: values.nameIt.trim(),
    linkUrl: textOrNull(values.linkUrl),
    linkLabel: textOrNull(values.linkLabel),
    bookmark: textOrNull(values.bookmark),
    page: values.page === '' ? null : Number(values.page),
  };
}

/** Which optional groups of fields the form shows: a link's address, a legislation's place. */
export function shownGroups(values: ResourceFormValues, hasFile: boolean): { link: boolean; place: boolean } {
  return {
    link: values.type === 'link' || !hasFile || values.linkUrl !== '' || values.linkLabel !== '',
    place: values.type === 'legislation' || values.bookmark !== '' || values.page !== '',
  };
}
