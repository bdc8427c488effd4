import type { Infrastructure, InfrastructureInput, Vehicle, VehicleInput } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiUpload } from '../../../lib/api-client';

export interface InfrastructureType {
  id: string;
  name: string;
}

const KEYS = {
  infrastructures: ['infrastructures'],
  types: ['infrastructure-types'],
  vehicles: ['vehicles'],
} as const;

/** Creates the record when it has no id yet, otherwise replaces it. */
function save<Input, Output>(path: string, id: string | null, input: Input): Promise<Output> {
  return id
    ? api<Output>(`${path}/${id}`, { method: 'PUT', body: input })
    : api<Output>(path, { method: 'POST', body: input });
}

export function useInfrastructures() {
  return useQuery({ queryKey: KEYS.infrastructures, queryFn: () => api<Infrastructure[]>('/infrastructures') });
}

export function useSaveInfrastructure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: InfrastructureInput }) =>
      save<InfrastructureInput, Infrastructure>('/infrastructures', id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.infrastructures }),
  });
}

/** Stores the access map (PDF or image, checked by content on the server). */
export function useUploadAccessMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload(`/infrastructures/${id}/access-map`, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.infrastructures }),
  });
}

/** Opens the stored access map in a new tab (the call needs the session token, so not a plain link). */
export async function openAccessMap(id: string): Promise<void> {
  // Opened before the download, while the click still allows a new tab.
  const viewer = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await apiBlob(`/infrastructures/${id}/access-map`));
    if (viewer) viewer.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    viewer?.close();
    throw error;
  }
}

export function useInfrastructureTypes() {
  return useQuery({ queryKey: KEYS.types, queryFn: () => api<InfrastructureType[]>('/infrastructure-types') });
}

export function useSaveInfrastructureType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string | null; name: string }) =>
      save<{ name: string }, InfrastructureType>('/infrastructure-types', id, { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.types }),
  });
}

export function useVehicles() {
  return useQuery({ queryKey: KEYS.vehicles, queryFn: () => api<Vehicle[]>('/vehicles') });
}

export function useSaveVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: VehicleInput }) =>
      save<VehicleInput, Vehicle>('/vehicles', id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.vehicles }),
  });
}
