import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isStaleVersion, replaceBody, rowOf, saveRequest } from './record-api';

describe('a record save', () => {
  const input = { name: 'Salle A', active: true };

  it('creates with POST to the list, the fields alone', () => {
    expect(saveRequest('/vehicles', { id: null, input })).toEqual({ path: '/vehicles', method: 'POST', body: input });
  });

  it('replaces with PUT to the record, naming the version the form read', () => {
    expect(saveRequest('/vehicles', { id: 'v1', input, version: 3 })).toEqual({
      path: '/vehicles/v1',
      method: 'PUT',
      body: { name: 'Salle A', active: true, version: 3 },
    });
  });

  it('sends a version of 1 too (a record never changed)', () => {
    expect(saveRequest('/routes', { id: 'r1', input, version: 1 }).body).toEqual({ ...input, version: 1 });
  });

  it('leaves the fields it was given as they were', () => {
    saveRequest('/routes', { id: 'r1', input, version: 2 });
    expect(input).toEqual({ name: 'Salle A', active: true });
  });

  it('sends no version when none was given (records the server does not version)', () => {
    expect(saveRequest('/examiners', { id: 'e1', input }).body).toEqual(input);
    expect(replaceBody(input, undefined)).toBe(input);
  });

  it('puts the version over a field of the same name the input may carry', () => {
    expect(replaceBody({ version: 1, label: 'x' }, 4)).toEqual({ version: 4, label: 'x' });
  });
});

describe('a stale save', () => {
  it('is the server’s stale_version refusal', () => {
    expect(isStaleVersion(new ApiError(409, 'stale_version', 'Changed meanwhile'))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isStaleVersion(new ApiError(409, 'faber_taken', 'Taken'))).toBe(false);
    expect(isStaleVersion(new ApiError(400, 'validation', 'Missing', [{ field: 'body.version' }]))).toBe(false);
    expect(isStaleVersion(new Error('stale_version'))).toBe(false);
    expect(isStaleVersion(null)).toBe(false);
  });
});

describe('the row a reload starts over from', () => {
  const rows = [
    { id: 'a', version: 1 },
    { id: 'b', version: 5 },
  ];

  it('is the row of that id in the list read afresh', () => {
    expect(rowOf(rows, 'b')).toEqual({ id: 'b', version: 5 });
  });

  it('is a not_found failure when the record was deleted meanwhile', () => {
    expect(() => rowOf(rows, 'c')).toThrow(expect.objectContaining({ status: 404, code: 'not_found' }));
  });
});
