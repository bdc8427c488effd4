import { describe, expect, it } from 'vitest';
import { fileSize, megabytes } from './file-size';

describe('sizes of resources', () => {
  it('counts megabytes of 1,048,576 bytes, with a decimal for small amounts only', () => {
    expect(megabytes(0, 'en')).toBe('0');
    expect(megabytes(1_572_864, 'en')).toBe('1.5');
    expect(megabytes(1_572_864, 'fr-CH')).toBe('1,5');
    expect(megabytes(500 * 1_048_576, 'de-CH')).toBe('500');
    expect(megabytes(123.4 * 1_048_576, 'en')).toBe('123');
  });

  it('shows a small file in kilobytes, never as 0 unless it is empty', () => {
    expect(fileSize(10, 'en')).toEqual({ unit: 'kb', value: '1' });
    expect(fileSize(0, 'en')).toEqual({ unit: 'kb', value: '0' });
    expect(fileSize(200 * 1024, 'en')).toEqual({ unit: 'kb', value: '200' });
    expect(fileSize(3 * 1_048_576, 'it-CH')).toEqual({ unit: 'mb', value: '3' });
  });
});
