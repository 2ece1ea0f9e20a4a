import { describe, expect, it } from 'vitest';
import { drawGroups, groupSizes, teeTimeOf } from './draw';

describe('group sizes', () => {
  it.each([
    [0, []],
    [1, [1]],
    [2, [2]],
    [3, [3]],
    [4, [4]],
    [5, [3, 2]],
    [6, [3, 3]],
    [7, [4, 3]],
    [8, [4, 4]],
    [9, [3, 3, 3]],
    [10, [4, 3, 3]],
    [11, [4, 4, 3]],
    [13, [4, 3, 3, 3]],
    [17, [4, 4, 3, 3, 3]],
  ])('%i players play in groups of %j', (players, sizes) => {
    expect(groupSizes(players, 4)).toEqual(sizes);
  });

  it('never makes a group of more than 4, nor one smaller than 3 from 6 players up', () => {
    for (let players = 6; players <= 200; players += 1) {
      const sizes = groupSizes(players, 4);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(players);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
      expect(sizes.length).toBe(Math.ceil(players / 4));
    }
  });
});

describe('a smaller tee time', () => {
  it('makes smaller groups: with 3 players a tee time, 7 play 3, 2 and 2', () => {
    expect(groupSizes(7, 3)).toEqual([3, 2, 2]);
  });
});

describe('drawGroups', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

  it('groups by handicap, lowest first; equal handicaps in the order they entered', () => {
    const entrants = [
      { id: 1, handicapTenths: 180, enteredAt: at(1) },
      { id: 2, handicapTenths: 52, enteredAt: at(2) },
      { id: 3, handicapTenths: 240, enteredAt: at(3) },
      { id: 4, handicapTenths: 120, enteredAt: at(5) },
      { id: 5, handicapTenths: 120, enteredAt: at(4) },
      { id: 6, handicapTenths: 300, enteredAt: at(6) },
      { id: 7, handicapTenths: 90, enteredAt: at(7) },
    ];
    expect(drawGroups(entrants, 4).map((group) => group.map((entrant) => entrant.id))).toEqual([
      [2, 7, 5, 4],
      [1, 3, 6],
    ]);
  });

  it('leaves the entrants it was given in their order', () => {
    const entrants = [
      { id: 2, handicapTenths: 200, enteredAt: at(1) },
      { id: 1, handicapTenths: 100, enteredAt: at(2) },
    ];
    drawGroups(entrants, 4);
    expect(entrants.map((entrant) => entrant.id)).toEqual([2, 1]);
  });

  it('gives each group its tee time from the first and the interval', () => {
    const first = new Date('2026-11-28T02:00:00Z');
    expect(teeTimeOf(first, 10, 1).toISOString()).toBe('2026-11-28T02:00:00.000Z');
    expect(teeTimeOf(first, 10, 3).toISOString()).toBe('2026-11-28T02:20:00.000Z');
  });
});
