import { apiBlob } from '@/lib/api-client';

/**
 * Downloads a file the server makes (it needs the session token, so not a plain link) and hands
 * it to the browser under `fileName`.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await apiBlob(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
