import { describe, expect, it } from 'vitest';
import { keysCsv, keysFileName } from './keys-csv';

describe('keysCsv', () => {
  it('writes a key header, then one key a line', () => {
    expect(keysCsv(['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'])).toBe(
      'key\r\nAAAA-BBBB-CCCC-DDDD\r\nEEEE-FFFF-GGGG-HHHH\r\n',
    );
  });

  it('writes the header alone for no key', () => {
    expect(keysCsv([])).toBe('key\r\n');
  });
});

describe('keysFileName', () => {
  it('names the file after the plan and the day, safe for any file system', () => {
    expect(keysFileName('Élève & moniteur / 2026', '2026-03-14T10:00:00.000Z')).toBe(
      'eleve-moniteur-2026-keys-2026-03-14.csv',
    );
    expect(keysFileName('', '2026-03-14T10:00:00+01:00')).toBe('plan-keys-2026-03-14.csv');
  });
});
