import { describe, expect, it } from 'vitest';
import { insertTag } from './insert-tag';

describe('insertTag', () => {
  it('inserts the tag at the caret and puts the caret after it', () => {
    expect(insertTag('Bonjour , à demain', 8, 8, 'firstname')).toEqual({
      text: 'Bonjour {firstname}, à demain',
      caret: 19,
    });
  });

  it('replaces a selection', () => {
    expect(insertTag('le XX.XX.XXXX', 3, 13, 'date')).toEqual({ text: 'le {date}', caret: 9 });
  });
});
