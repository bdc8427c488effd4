import type {
  Infrastructure,
  InfrastructureInput,
  InfrastructureType,
  InfrastructureTypeInput,
  Vehicle,
  VehicleInput,
} from '@ds/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiUpload } from '@/lib/api-client';
import { useReadRecord, useRecordList, useSaveRecord } from '@/lib/record-api';

const KEYS = {
  infrastructures: ['infrastructures'],
  types: ['infrastructure-types'],
  vehicles: ['vehicles'],
} as const;

export function useInfrastructures() {
  return useRecordList<Infrastructure>('/infrastructures', KEYS.infrastructures);
}

/** Reads the list afresh and answers one: what the form starts over from after someone else's change. */
export function useReadInfrastructure() {
  return useReadRecord<Infrastructure>('/infrastructures', KEYS.infrastructures);
}

export function useSaveInfrastructure() {
  return useSaveRecord<InfrastructureInput, Infrastructure>('/infrastructures', KEYS.infrastructures);
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
  return useRecordList<InfrastructureType>('/infrastructure-types', KEYS.types);
}

export function useReadInfrastructureType() {
  return useReadRecord<InfrastructureType>('/infrastructure-types', KEYS.types);
}

export function useSaveInfrastructureType() {
  return useSaveRecord<InfrastructureTypeInput, InfrastructureType>('/infrastructure-types', KEYS.types);
}

export function useVehicles() {
  return useRecordList<Vehicle>('/vehicles', KEYS.vehicles);
}

export function useReadVehicle() {
  return useReadRecord<Vehicle>('/vehicles', KEYS.vehicles);
}

export function useSaveVehicle() {
  return useSaveRecord<VehicleInput, Vehicle>('/vehicles', KEYS.vehicles);
}
