import { GolombSet } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Spec §7 GET /auth/commonpassword/{file}: fetched once, kept in IndexedDB, checked locally. */
const FILE = 'v1';
const DATABASE = 'driving-school';
const STORE = 'cache';
const KEY = `commonpassword-${FILE}`;

function openCache(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function cached(): Promise<string | undefined> {
  const database = await openCache();
  return new Promise((resolve, reject) => {
    const request = database.transaction(STORE).objectStore(STORE).get(KEY);
    request.onsuccess = () => resolve(request.result as string | undefined);
    request.onerror = () => reject(request.error);
  });
}

async function keep(content: string): Promise<void> {
  const database = await openCache();
  database.transaction(STORE, 'readwrite').objectStore(STORE).put(content, KEY);
}

function decodeBase64(content: string): Uint8Array {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function loadCommonPasswords(): Promise<GolombSet> {
  let content = await cached().catch(() => undefined);
  if (!content) {
    content = (await api<{ content: string }>(`/auth/commonpassword/${FILE}`)).content;
    await keep(content).catch(() => {
      // Private browsing may refuse storage: the set is then fetched again next time.
    });
  }
  return new GolombSet(decodeBase64(content));
}

export function useCommonPasswords(): GolombSet | undefined {
  return useQuery({
    queryKey: ['common-passwords', FILE],
    queryFn: loadCommonPasswords,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
