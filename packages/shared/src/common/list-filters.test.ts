import { describe, expect, it } from 'vitest';
import { choiceFilter, dateFilter, listParams, listUrl, monthFilter, orderFilter, readListState, searchFilter } from './list-filters';
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

  describe('an order', () => {
    const ordered = { q: searchFilter('Search'), sort: orderFilter('Order', ['newest', 'oldest'] as const, { optionLabels: { newest: 'Newest first', oldest: 'Oldest first' }, unknown: 'Unknown order' }) };

    it('is always set: the first option when the address asks for none or one it does not know', () => {
      expect(readListState(ordered, new URLSearchParams('')).sort).toBe('newest');
      expect(readListState(ordered, new URLSearchParams('sort=sideways')).sort).toBe('newest');
      expect(readListState(ordered, new URLSearchParams('sort=oldest')).sort).toBe('oldest');
    });

    it('is left out of the address when it is the first option, and what picks the list comes first', () => {
      expect(listUrl('/admin/inbox', ordered, { q: '', sort: 'newest', page: 1 })).toBe('/admin/inbox');
      expect(listUrl('/admin/inbox', ordered, { q: 'ann', sort: 'oldest', page: 2 }, { kind: 'support' })).toBe('/admin/inbox?kind=support&q=ann&sort=oldest&page=2');
    });

    it('reaches the server as the first option when not given, and an unknown one is refused with its message', () => {
      const schema = listQuerySchema(ordered);
      expect(schema.parse({})).toEqual({ sort: 'newest', page: 1 });
      expect(schema.safeParse({ sort: 'sideways' }).error?.issues[0]?.message).toBe('Unknown order');
    });
  });

  describe('a month', () => {
    const issued = { month: monthFilter('Month issued') };

    it('reads a YYYY-MM month from the address, and anything else as not set', () => {
      expect(readListState(issued, new URLSearchParams('month=2026-11')).month).toBe('2026-11');
      for (const bad of ['2026-13', '2026-1', '2026-11-01', 'November']) expect(readListState(issued, new URLSearchParams({ month: bad })).month, bad).toBe('');
      expect(listUrl('/api/admin/billing/invoices', issued, { month: '2026-11', page: 1 })).toBe('/api/admin/billing/invoices?month=2026-11');
    });

    it('is refused by the server with its label when it is not a month', () => {
      const schema = listQuerySchema(issued);
      expect(schema.parse({ month: '2026-07' })).toEqual({ month: '2026-07', page: 1 });
      expect(schema.safeParse({ month: '2026-00' }).error?.issues[0]?.message).toBe('Month issued must be a month, as YYYY-MM');
    });
  });
});
