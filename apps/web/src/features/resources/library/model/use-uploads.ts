import type { Resource } from '@ds/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshResources } from '../api/resources-api';
import { UploadCancelled, type UploadHandle, uploadResourceFile } from '../api/upload-request';
import { type FileRefusal, fileRefusal } from './file-checks';

/** Files sent at the same time; the others wait their turn. */
export const PARALLEL_UPLOADS = 2;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'refused' | 'cancelled';

/** One file of the uploads list: its progress line, then what became of it. */
export interface UploadLine {
  key: number;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  /** The browser's refusal, before sending. */
  refusal?: FileRefusal;
  /** The server's refusal (an ApiError), or a lost connection. */
  error?: unknown;
  resource?: Resource;
}

/** Lines still to send or being sent. */
export const isActive = (line: UploadLine) => line.status === 'waiting' || line.status === 'uploading';

/**
 * The upload queue of the library: each file checked in the browser first, then sent two at a
 * time, each with its progress and its own cancel; the library is read again as each one lands.
 */
export function useUploads() {
  const client = useQueryClient();
  const [lines, setLines] = useState<UploadLine[]>([]);
  const files = useRef(new Map<number, File>());
  const handles = useRef(new Map<number, UploadHandle>());
  const nextKey = useRef(1);

  const update = useCallback(
    (key: number, patch: Partial<UploadLine>) =>
      setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line))),
    [],
  );

  const start = useCallback(
    (line: UploadLine) => {
      const file = files.current.get(line.key);
      if (!file) return;
      const handle = uploadResourceFile(file, (sent) => update(line.key, { sent }));
      handles.current.set(line.key, handle);
      files.current.delete(line.key);
      handle.done.then(
        (resource) => {
          update(line.key, { status: 'done', sent: line.size, resource });
          void refreshResources(client);
        },
        (error: unknown) =>
          update(line.key, error instanceof UploadCancelled ? { status: 'cancelled' } : { status: 'failed', error }),
      );
    },
    [client, update],
  );

  // Whenever a place is free, the next waiting file goes.
  useEffect(() => {
    const running = lines.filter((line) => line.status === 'uploading').length;
    const next = lines.filter((line) => line.status === 'waiting').slice(0, PARALLEL_UPLOADS - running);
    if (next.length === 0) return;
    setLines((current) =>
      current.map((line) => (next.some((chosen) => chosen.key === line.key) ? { ...line, status: 'uploading' } : line)),
    );
    for (const line of next) start(line);
  }, [lines, start]);

  // The page left: uploads under way stop with it.
  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.cancel();
    };
  }, []);

  const add = useCallback((chosen: File[]) => {
    const added = chosen.map((file): UploadLine => {
      const key = nextKey.current++;
      const refusal = fileRefusal(file);
      if (!refusal) files.current.set(key, file);
      return refusal
        ? { key, name: file.name, size: file.size, sent: 0, status: 'refused', refusal }
        : { key, name: file.name, size: file.size, sent: 0, status: 'waiting' };
    });
    setLines((current) => [...current, ...added]);
  }, []);

  const cancel = useCallback(
    (key: number) => {
      const handle = handles.current.get(key);
      if (handle) handle.cancel();
      else update(key, { status: 'cancelled' });
    },
    [update],
  );

  /** Takes a finished line off the list. */
  const dismiss = useCallback((key: number) => {
    files.current.delete(key);
    handles.current.delete(key);
    setLines((current) => current.filter((line) => line.key !== key));
  }, []);

  /** Takes every finished line off the list. */
  const clearFinished = useCallback(() => {
    setLines((current) => {
      for (const line of current.filter((candidate) => !isActive(candidate))) {
        files.current.delete(line.key);
        handles.current.delete(line.key);
      }
      return current.filter(isActive);
    });
  }, []);

  return { lines, add, cancel, dismiss, clearFinished };
}
