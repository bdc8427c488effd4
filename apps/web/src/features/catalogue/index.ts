/**
 * Catalogue (courses, infrastructures, reminders, training routes). The router loads its pages
 * lazily from `<part>/pages/`; the app layer's /comm-settings page shows the reminder templates
 * beside the communication settings, and reads them again once those settings changed their texts.
 */
export { useRefreshReminders } from './reminders/api/reminders-api';
export { ReminderTemplatesSection } from './reminders/components/reminder-templates-section';
