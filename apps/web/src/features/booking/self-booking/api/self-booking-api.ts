import {
  type BookingOffers,
  type BookingSlots,
  type Language,
  type MyBookings,
  type SelfBooking,
  type SelfBookingInput,
  schoolDay,
  type WaitlistEntry,
  type WaitlistInput,
} from '@ds/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DAYS_PER_PAGE, nextFrom } from '../model/slot-days';

/** Every query of the student's booking page: a booking changes his offers (open bookings), slots and list. */
const BOOKING_KEY = ['booking', 'student'] as const;
const OFFERS_KEY = [...BOOKING_KEY, 'offers'] as const;
const MY_KEY = [...BOOKING_KEY, 'my'] as const;

/** The monitors who let him book, their courses and terms, and his open bookings with each. */
export function useBookingOffers() {
  return useQuery({ queryKey: OFFERS_KEY, queryFn: () => api<BookingOffers>('/booking/offers') });
}

/** His bookings and waitlist entries. */
export function useMyBookings() {
  return useQuery({ queryKey: MY_KEY, queryFn: () => api<MyBookings>('/booking/my') });
}

export interface SlotSearch {
  monitorId: string;
  courseId: string;
  lengthMinutes: number;
  language: Language;
}

/** The free starts from today, two weeks at a time; the next page starts where the last ended, up to the horizon. */
export function useBookingSlots(search: SlotSearch | null) {
  return useInfiniteQuery({
    queryKey: [...BOOKING_KEY, 'slots', search],
    enabled: search !== null,
    initialPageParam: schoolDay(new Date()),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({
        monitorId: search?.monitorId ?? '',
        courseId: search?.courseId ?? '',
        lengthMinutes: String(search?.lengthMinutes ?? ''),
        from: pageParam,
        days: String(DAYS_PER_PAGE),
        language: search?.language ?? 'fr',
      });
      return api<BookingSlots>(`/booking/slots?${query}`);
    },
    getNextPageParam: (last, _pages, from) => nextFrom(from, last.lastDay),
  });
}

function useRefreshingMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: BOOKING_KEY }) });
}

/** Books a slot; a refusal because it was just taken names the next free ones. */
export function useBookSlot() {
  return useRefreshingMutation((input: SelfBookingInput) =>
    api<SelfBooking>('/booking/bookings', { method: 'POST', body: input }),
  );
}

export function useCancelBooking() {
  return useRefreshingMutation((id: string) =>
    api<SelfBooking>(`/booking/bookings/${id}/cancel`, { method: 'POST', body: {} }),
  );
}

export function useJoinWaitlist() {
  return useRefreshingMutation((input: WaitlistInput) =>
    api<WaitlistEntry>('/booking/waitlist', { method: 'POST', body: input }),
  );
}

export function useLeaveWaitlist() {
  return useRefreshingMutation((id: string) => api<void>(`/booking/waitlist/${id}`, { method: 'DELETE' }));
}
