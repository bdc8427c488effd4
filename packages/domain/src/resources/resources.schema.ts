import { z } from 'zod';
import { versionField } from '../kernel/api/versioned';
import { RESOURCE_BOOKMARK_MAX, RESOURCE_LABEL_MAX, RESOURCE_NAME_MAX, RESOURCE_TYPES } from './resources.constants';

const name = z.string().trim().max(RESOURCE_NAME_MAX, `must be at most ${RESOURCE_NAME_MAX} characters`).default('');

const webAddress = z
  .url({ protocol: /^https?$/, error: 'must be a web address (http or https)' })
  .max(2000, 'must be at most 2000 characters');

/**
 * Spec §3 Resource: names in FR, DE and IT (at least one), type, link URL and label, bookmark
 * and page (a place in a legislation document). The file is uploaded apart.
 */
export const resourceFields = z.object({
  type: z.enum(RESOURCE_TYPES),
  nameFr: name,
  nameDe: name,
  nameIt: name,
  linkUrl: webAddress.nullable().default(null),
  linkLabel: z.string().trim().max(RESOURCE_LABEL_MAX).nullable().default(null),
  bookmark: z.string().trim().max(RESOURCE_BOOKMARK_MAX).nullable().default(null),
  page: z.number().int().min(1, 'must be at least 1').max(100_000).nullable().default(null),
});

function checkResource(value: z.infer<typeof resourceFields>, context: z.core.$RefinementCtx) {
  if (!value.nameFr && !value.nameDe && !value.nameIt) {
    for (const path of ['nameFr', 'nameDe', 'nameIt'])
      context.addIssue({ code: 'custom', path: [path], message: 'give a name in at least one language' });
  }
  if (value.type === 'link' && !value.linkUrl) {
    context.addIssue({ code: 'custom', path: ['linkUrl'], message: 'is required for a link' });
  }
}

export const resourceInput = resourceFields.superRefine(checkResource);
export type ResourceInput = z.infer<typeof resourceInput>;

/** A file upload's optional descriptions (multipart fields before the file); the rest is the content's. */
export const resourceUploadQuery = z.object({ type: z.enum(RESOURCE_TYPES).optional() });

export const resourceFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  /** A signed address that works for a few hours, without the bearer token (img, video, links). */
  url: z.string(),
  /** A small WebP preview of an image, signed alike; null when there is none. */
  thumbnailUrl: z.string().nullable(),
});
export type ResourceFile = z.infer<typeof resourceFileSchema>;

export const resourceSharingInput = z.object({
  /** Every student of the resource's monitor, today's and future ones. */
  allStudents: z.boolean(),
  studentIds: z.array(z.uuid()).max(1000).default([]),
});
export type ResourceSharingInput = z.infer<typeof resourceSharingInput>;

export const resourceSchema = resourceFields.extend({
  id: z.uuid(),
  ...versionField,
  file: resourceFileSchema.nullable(),
  /** Whether the reader owns it (else it is a colleague's of the same school). */
  mine: z.boolean(),
  owner: z.object({ id: z.uuid(), name: z.string() }),
  sharing: z.object({ allStudents: z.boolean(), studentIds: z.array(z.uuid()) }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceQuotaSchema = z.object({ usedBytes: z.number().int(), limitBytes: z.number().int() });
export type ResourceQuota = z.infer<typeof resourceQuotaSchema>;

export const resourceLibrarySchema = z.object({ items: z.array(resourceSchema), quota: resourceQuotaSchema });
export type ResourceLibrary = z.infer<typeof resourceLibrarySchema>;

/** What a reader consults on /learning/resources: no sharing details, who shared it. */
export const learningResourceSchema = resourceFields.extend({
  id: z.uuid(),
  file: resourceFileSchema.nullable(),
  sharedBy: z.string(),
});
export type LearningResource = z.infer<typeof learningResourceSchema>;
