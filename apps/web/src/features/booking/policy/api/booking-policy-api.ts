import type {
  BookingPolicyInput,
  BookingPolicyRecord,
  CourseReadinessInput,
  MonitorBookings,
  SelfBooking,
} from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { APPOINTMENTS_KEY } from '@/lib/query-keys';
import { replaceBody, type SaveVariables } from '@/lib/record-api';

const PATH = '/booking/policy';
const POLICY_KEY = ['booking', 'policy'] as const;
const BOOKINGS_KEY = ['booking', 'monitor-bookings'] as const;

const readPolicy = () => api<BookingPolicyRecord>(PATH);

/** The monitor's booking rules and the courses he opened to self-booking. */
export function useBookingPolicy() {
  return useQuery({ queryKey: POLICY_KEY, queryFn: readPolicy });
}

/** Reads the rules afresh: what the form starts over from after someone else's change. */
export function useReadBookingPolicy() {
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: POLICY_KEY, queryFn: readPolicy, staleTime: 0 });
}

/** PUT at the version read. */
export function useSaveBookingPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: SaveVariables<BookingPolicyInput>) =>
      api<BookingPolicyRecord>(PATH, { method: 'PUT', body: replaceBody(input, version) }),
    onSuccess: (saved) => client.setQueryData(POLICY_KEY, saved),
  });
}

/** Lets only students ready in a domain of their training card book a course (null: anyone). */
export function useSaveCourseReadiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, input }: { courseId: string; input: CourseReadinessInput }) =>
      api<BookingPolicyRecord>(`/booking/courses/${courseId}/readiness`, { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(POLICY_KEY, saved),
  });
}

/** His students' bookings to come, pending ones first. */
export function useMonitorBookings() {
  return useQuery({ queryKey: BOOKINGS_KEY, queryFn: () => api<MonitorBookings>('/booking/monitor-bookings') });
}

/** One action on a booking: the list and the calendar (where the booking is an appointment) are read again. */
function useBookingAction<Variables>(request: (variables: Variables) => Promise<SelfBooking>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: BOOKINGS_KEY }),
        client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      ]),
  });
}

export function useConfirmBooking() {
  return useBookingAction((id: string) =>
    api<SelfBooking>(`/booking/bookings/${id}/confirm`, { method: 'POST', body: {} }),
  );
}

/** Cancels a student's booking; the student is told, with the message. */
export function useMonitorCancelBooking() {
  return useBookingAction(({ id, message }: { id: string; message: string }) =>
    api<SelfBooking>(`/booking/bookings/${id}/monitor-cancel`, { method: 'POST', body: { message } }),
  );
}

/** Drops the charge of a late cancellation. */
export function useWaiveCharge() {
  return useBookingAction((id: string) =>
    api<SelfBooking>(`/booking/bookings/${id}/waive`, { method: 'POST', body: {} }),
  );
}
