import { describe, expect, it } from 'vitest';
import {
  formatBookedTime,
  formatCalendarDate,
  formatCalendarDay,
  formatCalendarMonth,
  formatCalendarShortDay,
  formatCalendarWeekdayAndDay,
  formatClubClock,
  formatClubDate,
  formatClubDateTime,
  formatClubDateTimeLabelled,
  formatClubDay,
  formatClubLongDate,
} from './dates';

describe('instants, on the clock at the club (Asia/Dhaka, UTC+6)', () => {
  const booked = '2026-11-25T00:30:00Z';

  it('shows the day, the clock and a booked time with the zone named', () => {
    expect(formatClubDay(booked, 'en')).toBe('Wednesday, 25 November 2026');
    expect(formatClubClock(booked, 'en')).toBe('06:30');
    expect(formatBookedTime(booked, 'en')).toBe('Wednesday, 25 November 2026 at 06:30 (Dhaka time, UTC+6)');
  });

  it('turns the day at 18:00 UTC, and shows midnight as 00:00', () => {
    expect(formatClubClock('2026-11-30T18:00:00Z', 'en')).toBe('00:00');
    expect(formatClubDay('2026-11-30T18:00:00Z', 'en')).toBe('Tuesday, 1 December 2026');
    expect(formatClubDay('2026-11-30T17:59:59Z', 'en')).toBe('Monday, 30 November 2026');
  });

  it('shows dates short and long, and a date with its time', () => {
    expect(formatClubDate(booked, 'en')).toBe('25 Nov 2026');
    expect(formatClubLongDate(booked, 'en')).toBe('25 November 2026');
    expect(formatClubDateTime(booked, 'en')).toBe('25 Nov 2026, 06:30');
    expect(formatClubDateTime('2026-11-24T18:05:00Z', 'en')).toBe('25 Nov 2026, 00:05');
    expect(formatClubDateTimeLabelled(booked, 'en')).toBe('25 Nov 2026, 06:30 (Dhaka time, UTC+6)');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatClubDateTime(new Date(booked), 'en')).toBe(formatClubDateTime(booked, 'en'));
  });

  it('writes Bangla in Bengali digits and month names', () => {
    expect(formatClubClock(booked, 'bn')).toBe('০৬:৩০');
    expect(formatClubDay(booked, 'bn')).toBe('বুধবার, ২৫ নভেম্বর, ২০২৬');
  });

  it('names the club’s zone in the language of the date', () => {
    expect(formatBookedTime(booked, 'bn')).toBe('বুধবার, ২৫ নভেম্বর, ২০২৬ এ ০৬:৩০ (ঢাকার সময়, ইউটিসি+৬)');
    expect(formatClubDateTimeLabelled(booked, 'bn')).toBe('২৫ নভে, ২০২৬, ০৬:৩০ (ঢাকার সময়, ইউটিসি+৬)');
  });
});

describe('calendar dates, which no time zone moves', () => {
  it('shows a date, a day, a month and the days of a calendar', () => {
    expect(formatCalendarDate('1990-04-12', 'en')).toBe('12 April 1990');
    expect(formatCalendarDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatCalendarDay('2026-11-25', 'en')).toBe('Wednesday, 25 November 2026');
    expect(formatCalendarMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatCalendarMonth('2026-11-25', 'en')).toBe('November 2026');
    expect(formatCalendarShortDay('2026-11-25', 'en')).toBe('Wed 25 Nov');
    expect(formatCalendarWeekdayAndDay('2026-11-25', 'en')).toBe('Wed 25');
  });

  it('keeps the first and the last day of a year in their year', () => {
    expect(formatCalendarDate('2027-01-01', 'en')).toBe('1 January 2027');
    expect(formatCalendarDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('writes Bangla in Bengali digits', () => {
    expect(formatCalendarDate('1990-04-12', 'bn')).toBe('১২ এপ্রিল, ১৯৯০');
  });
});
