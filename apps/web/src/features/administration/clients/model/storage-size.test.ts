import { describe, expect, it } from 'vitest';
import { storageSize } from './storage-size';

describe('storage used, as people read it', () => {
  it('picks kilobytes, megabytes or gigabytes, in the language of the interface', () => {
    expect(storageSize(0, 'en')).toEqual({ unit: 'kb', value: '0' });
    expect(storageSize(10, 'en')).toEqual({ unit: 'kb', value: '1' });
    expect(storageSize(1500, 'en')).toEqual({ unit: 'kb', value: '1' });
    expect(storageSize(1_572_864, 'fr-CH')).toEqual({ unit: 'mb', value: '1,5' });
    expect(storageSize(52_428_800, 'en')).toEqual({ unit: 'mb', value: '50' });
    expect(storageSize(1_610_612_736, 'de-CH')).toEqual({ unit: 'gb', value: '1.5' });
  });
});
