/**
 * Calendar (appointments, calendars' settings, my day, phone sync). The app layer loads its pages
 * lazily from `pages/`, `settings/pages/`, `my-day/pages/`, `phone-sync/pages/` and `google/pages/`
 * (/gc), so the calendar's libraries stay out of every other page; it uses only the editor of my
 * day's chips (on /account/me), which knows where each chip leads.
 */
export { QuickActionsSection } from './my-day/components/quick-actions-section';
