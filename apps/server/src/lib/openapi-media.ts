import { z } from 'zod';

/**
 * What the API description says of answers that are files and of bodies that are uploads. The
 * runtime schema stays `z.unknown()`: Fastify sends a Buffer or a stream as it is, without the
 * JSON serializer; the OpenAPI plugin's transform reads the media types kept here, so a PDF is
 * documented as `application/pdf` and the route's JSON errors stay `application/json`.
 */
interface FileAnswer {
  mediaTypes: string[];
  description: string;
}

const fileAnswers = new WeakMap<object, FileAnswer>();

/** The response schema of a route answering a file of one of `mediaTypes`. */
export function fileResponse(mediaTypes: readonly string[], description: string): z.ZodUnknown {
  const schema = z.unknown().describe(description);
  fileAnswers.set(schema, { mediaTypes: [...mediaTypes], description });
  return schema;
}

/** The file answer a response schema was declared with by `fileResponse`, if any. */
export function fileResponseOf(schema: unknown): FileAnswer | undefined {
  return typeof schema === 'object' && schema !== null ? fileAnswers.get(schema) : undefined;
}

export const PDF_TYPE = 'application/pdf';

/** The media type of upload routes; `readUpload` reads their one field, `UPLOAD_FIELD`. */
export const MULTIPART_TYPE = 'multipart/form-data';
export const UPLOAD_FIELD = 'file';

/** The schema part of a route taking an upload (`readUpload`): documented as a multipart body with one file. */
export const uploadBody = { consumes: [MULTIPART_TYPE] };
