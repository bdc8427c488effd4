import { communicationLogQuery } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { logSearch } from './communication-logs-api';

describe('the log’s query string', () => {
  it('names only the filters chosen', () => {
    expect(logSearch(communicationLogQuery.parse({}))).toBe('page=1');
    expect(logSearch(communicationLogQuery.parse({ channel: 'sms', status: 'failed', q: 'Léa', page: '3' }))).toBe(
      'page=3&channel=sms&status=failed&q=L%C3%A9a',
    );
  });
});
