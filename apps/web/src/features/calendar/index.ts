/**
 * Calendar (appointments, calendars' settings, my day, phone sync). The app layer needs nothing of it
 * but its pages, loaded lazily by the router from `pages/`, `settings/pages/`, `my-day/pages/`,
 * `phone-sync/pages/` and `google/pages/` (/gc): the calendar's libraries stay out of every other page.
 */
export {};
