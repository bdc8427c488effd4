import { LOGO_MAX_BYTES } from '@ds/domain';

/** Pictures the server takes for a logo (PNG, JPEG, GIF), checked again there by content. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/gif';

export type LogoProblem = 'tooLarge' | 'notAnImage' | 'notSquare';

/**
 * What is wrong with a logo before it is sent (spec §3: ratio 1:1, §9: at most 1 MB), from its
 * size, type and decoded dimensions (null when the browser could not draw it); null when it may go.
 */
export function logoProblem(
  file: { size: number; type: string },
  dimensions: { width: number; height: number } | null,
): LogoProblem | null {
  if (file.size > LOGO_MAX_BYTES) return 'tooLarge';
  if (!LOGO_ACCEPT.split(',').includes(file.type) || !dimensions) return 'notAnImage';
  return dimensions.width === dimensions.height ? null : 'notSquare';
}

/** The picture's dimensions as the browser decodes it; null when it cannot. */
export async function imageDimensions(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const dimensions = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return dimensions;
  } catch {
    return null;
  }
}
