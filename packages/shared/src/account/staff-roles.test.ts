import { describe, expect, it } from 'vitest';
import { consoleHomeOf, consoleSections, isStaffRole, mayUseSection } from './staff-roles';

describe('staff roles (the staff console issue, item 1)', () => {
  it('give admin every section, Staff included', () => {
    expect(consoleSections.filter((section) => mayUseSection('admin', section))).toEqual([...consoleSections]);
  });
  it('give membership staff Applications, Members, Payments, Bookings and Golf', () => {
    expect(consoleSections.filter((section) => mayUseSection('membership', section))).toEqual(['Applications', 'Members', 'Payments', 'Bookings', 'Golf']);
  });
  it('give content staff Golf, Events, Content, Inbox and Reviews', () => {
    expect(consoleSections.filter((section) => mayUseSection('content', section))).toEqual(['Golf', 'Events', 'Content', 'Inbox', 'Reviews']);
  });
  it('give members no section', () => {
    expect(isStaffRole('member')).toBe(false);
    expect(consoleSections.filter((section) => mayUseSection('member', section))).toEqual([]);
  });
  it('open the console at the first section of the role', () => {
    expect([consoleHomeOf('admin'), consoleHomeOf('membership'), consoleHomeOf('content')]).toEqual(['/admin/applications', '/admin/applications', '/admin/events']);
  });
});
