/**
 * Communications (the settings of what students are sent and through which accounts, the log of
 * what was sent). The app layer's /comm-settings page shows the settings beside the catalogue's
 * reminder templates; the router loads the log's page lazily from `logs/pages/`.
 */
export { CommunicationSettingsSection } from './settings/components/communication-settings-section';
