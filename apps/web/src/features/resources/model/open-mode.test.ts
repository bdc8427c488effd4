import { RESOURCE_TYPES } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { openAddress, openMode, TYPE_ORDER } from './open-mode';

const file = (mimeType: string) => ({ name: 'f', size: 1, mimeType, url: '/files/signed', thumbnailUrl: null });

describe('how a resource opens', () => {
  it('shows images and videos on the page, other files and links in a new tab', () => {
    expect(openMode({ file: file('image/png'), linkUrl: null })).toBe('image');
    expect(openMode({ file: file('video/mp4'), linkUrl: null })).toBe('video');
    expect(openMode({ file: file('application/pdf'), linkUrl: null })).toBe('file');
    expect(openMode({ file: null, linkUrl: 'https://www.vsr.ch' })).toBe('link');
    expect(openMode({ file: null, linkUrl: null })).toBeNull();
  });

  it('opens the file rather than a link it also carries', () => {
    expect(openAddress({ file: file('application/pdf'), linkUrl: 'https://example.ch' })).toBe('/files/signed');
    expect(openAddress({ file: null, linkUrl: 'https://example.ch' })).toBe('https://example.ch');
  });

  it('orders every type once', () => {
    expect([...TYPE_ORDER].sort()).toEqual([...RESOURCE_TYPES].sort());
  });
});
