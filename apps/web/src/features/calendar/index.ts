/**
 * Calendar (appointments, calendars' settings, my day, phone sync). The app layer loads its pages
 * lazily from `pages/`, `settings/pages/`, `my-day/pages/`, `phone-sync/pages/` and `google/pages/`
 * (/gc), so the calendar's libraries stay out of every other page; it uses only the editor of my
 * day's chips (on /account/me), which knows where each chip leads, and the phone sync's connection
 * details (the configuration wizard's phone step).
 */
export { QuickActionsSection } from './my-day/components/quick-actions-section';
export { usePhoneSync } from './phone-sync/api/phone-sync-api';
export { ConnectionSection } from './phone-sync/components/connection-section';
