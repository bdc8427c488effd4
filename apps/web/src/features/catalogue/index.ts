/**
 * Catalogue (courses, infrastructures, reminders, training routes). The app layer needs nothing of it
 * but its pages, loaded lazily by the router from `<part>/pages/`.
 */
export {};
