import { describe, expect, it } from 'vitest';
import { choiceFilter, dateFilter, listParams, listUrl, readListState, searchFilter } from './list-filters';
import { listFilterSchema, listQuerySchema } from './list-query';

const filters = {
  q: searchFilter('Search'),
  status: choiceFilter('Status', ['open', 'closed'] as const, { any: 'Any status', unknown: 'Unknown status' }),
  id: searchFilter('Id', { maxLength: 4, tooLong: 'The id is limited to 4 characters', input: 'text' }),
  from: dateFilter('From'),
};

describe('a list described once', () => {
  it("reads its address, and what the server would refuse reads as not set", () => {
    const state = readListState(filters, new URLSearchParams('q=%20smith%20&status=nope&id=123456&from=2026-13&page=0'));
    expect(state).toEqual({ q: 'smith', status: '', id: '1234', from: '', page: 1 });
    expect(readListState(filters, new URLSearchParams('status=closed&from=2026-11-25&page=3'))).toEqual({ q: '', status: 'closed', id: '', from: '2026-11-25', page: 3 });
    expect(readListState(filters, new URLSearchParams('page=10001')).page).toBe(1);
  });

  it('writes only what is set, and the page past the first', () => {
    expect(listParams(filters, { q: 'smith', status: '', id: '', from: '2026-11-25', page: 1 }).toString()).toBe('q=smith&from=2026-11-25');
    expect(listUrl('/api/things', filters, { q: '', status: 'open', id: '', from: '', page: 2 })).toBe('/api/things?status=open&page=2');
    expect(listUrl('/api/things', filters, { q: '', status: '', id: '', from: '', page: 1 })).toBe('/api/things');
  });

  it("gives the server its schema, with each filter's message", () => {
    const schema = listQuerySchema(filters);
    expect(schema.parse({ status: 'open', page: '2' })).toEqual({ status: 'open', page: 2 });
    expect(schema.safeParse({ status: 'nope' }).error?.issues[0]?.message).toBe('Unknown status');
    expect(schema.safeParse({ id: '12345' }).error?.issues[0]?.message).toBe('The id is limited to 4 characters');
    expect(schema.safeParse({ q: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('The search is limited to 100 characters');
    expect(schema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(listFilterSchema(filters).parse({ page: '9' })).toEqual({});
  });
});
