/**
 * Every column holding a secret sealed with the server key (`Secrets.encrypt`): what a key
 * rotation seals again. A test checks that every `*_sealed` column of the schema is here.
 */
export const SEALED_COLUMNS = [
  { table: 'users', column: 'totp_secret' },
  { table: 'calendars', column: 'caldav_password_sealed' },
  { table: 'communication_settings', column: 'smtp_password_sealed' },
  { table: 'communication_settings', column: 'imap_password_sealed' },
  { table: 'communication_settings', column: 'microsoft_refresh_token_sealed' },
  { table: 'communication_settings', column: 'sms_password_sealed' },
  { table: 'google_calendar_links', column: 'access_token_sealed' },
  { table: 'google_calendar_links', column: 'refresh_token_sealed' },
  { table: 'sari_accounts', column: 'secret_sealed' },
  { table: 'sari_accounts', column: 'password_sealed' },
  { table: 'sari_accounts', column: 'access_token_sealed' },
  { table: 'sari_accounts', column: 'refresh_token_sealed' },
  { table: 'saved_cards', column: 'alias_sealed' },
  { table: 'theory_service_accounts', column: 'password_sealed' },
] as const;
