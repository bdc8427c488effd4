import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PROJECT_ROOT } from './config';

describe('loadConfig', () => {
  it('applies the defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(`${PROJECT_ROOT}data`);
    expect(config.SEED_DEMO).toBe(true);
  });

  it('names PORT and the value when PORT is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      new ConfigError('PORT must be a whole number between 1 and 65535 (got "abc")'),
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT /);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@localhost/db' })).toThrow(/^DATABASE_URL must be a postgres/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('parses boolean flags', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/^SEED_DEMO must be true or false/);
  });

  it('takes card payments from Datatrans only with its whole account, from the simulator in development', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'datatrans', DATATRANS_MERCHANT_ID: '1100000000' })).toThrowError(
      new ConfigError('DATATRANS_PASSWORD is required when PAYMENT_PROVIDER is datatrans'),
    );
    expect(() => loadConfig({ DATATRANS_HMAC_KEY: 'not hex' })).toThrow(
      /^DATATRANS_HMAC_KEY must be the HMAC key in hex/,
    );
    const account = {
      DATATRANS_MERCHANT_ID: '1100000000',
      DATATRANS_PASSWORD: 'secret',
      DATATRANS_HMAC_KEY: 'ab'.repeat(32),
    };
    const datatrans = loadConfig({ PAYMENT_PROVIDER: 'datatrans', ...account });
    expect(datatrans.DATATRANS_API_URL).toBe('https://api.sandbox.datatrans.com');
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENT_PROVIDER).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('simulator');
    expect(loadConfig({ NODE_ENV: 'production', PROVIDER_SIMULATORS: 'true' }).PAYMENT_PROVIDER).toBe('simulator');
  });

  it('starts the theory-exam simulator with the others unless a real service is named', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).THEORY_SERVICE_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).THEORY_SERVICE_SIMULATOR).toBe(true);
    const service = { THEORY_SERVICE_URL: 'https://theory.example.ch', THEORY_SERVICE_API_KEY: 'key' };
    expect(loadConfig({ NODE_ENV: 'development', ...service }).THEORY_SERVICE_SIMULATOR).toBe(false);
    expect(loadConfig({ THEORY_SERVICE_SIMULATOR: 'true' }).THEORY_SERVICE_SIMULATOR).toBe(true);
    expect(() => loadConfig({ THEORY_SERVICE_URL: 'not a url' })).toThrow(
      /^THEORY_SERVICE_URL must be an http\(s\) URL/,
    );
    expect(loadConfig({}).THEORY_SERVICE_TIMEOUT_MS).toBe(8_000);
  });
});
