import { describe, expect, it } from 'vitest';
import { addDays } from '../../format/club-date';
import { applyCaps, differentialsUsed, exceptionalScoreReduction, handicapRecord, type ScoreForIndex } from './handicap-index';

/** Scores with these differentials (tenths), one a day from `from`, ids from `firstId`. */
function scores(differentials: readonly number[], from = '2025-01-01', firstId = 1): ScoreForIndex[] {
  return differentials.map((differentialTenths, i) => ({ id: firstId + i, playedOn: addDays(from, i), postedOrder: firstId + i, differentialTenths }));
}
const repeat = (value: number, times: number) => Array.from({ length: times }, () => value);

describe('the Rule 5.2a table', () => {
  it('gives the lowest 1, 1, 1, 2, 2, 2, 3 … 8 with −2.0, −1.0, 0, −1.0 and then 0; nothing below 3', () => {
    const rows = Array.from({ length: 20 }, (_, i) => differentialsUsed(i + 1));
    expect(rows.slice(0, 2)).toEqual([null, null]);
    expect(rows.slice(2).map((row) => [row!.lowest, row!.adjustmentTenths])).toEqual([
      [1, -20], [1, -10], [1, 0], [2, -10], [2, 0], [2, 0], [3, 0], [3, 0], [3, 0], [4, 0], [4, 0], [4, 0], [5, 0], [5, 0], [6, 0], [6, 0], [7, 0], [8, 0],
    ]);
    expect(differentialsUsed(35)).toEqual({ lowest: 8, adjustmentTenths: 0 });
  });

  it('Rule 5.2a, the R&A\'s Rule 5 interpretations example: 15.3, 15.2 and 16.6 give an initial index of 15.2 − 2.0 = 13.2', () => {
    const record = handicapRecord(scores([153, 152, 166]));
    expect(record.indexTenths).toBe(132);
    expect(record.counted).toEqual([2]);
  });

  it('Rule 5.2a, the R&A\'s Rule 5 interpretations example: 40.7, 42.4, 36.1 give 34.1; three more (45.9, 43.6, 45.0) give (36.1 + 40.7) / 2 − 1.0 = 37.4', () => {
    const record = handicapRecord(scores([407, 424, 361, 459, 436, 450]));
    expect(record.history.map((step) => step.indexTenths)).toEqual([null, null, 341, 351, 361, 374]);
    expect(record.counted.sort()).toEqual([1, 3]);
  });

  it('below 3 differentials (54 holes) there is no index and nothing counted', () => {
    const record = handicapRecord(scores([100, 120]));
    expect(record.indexTenths).toBeNull();
    expect(record.counted).toEqual([]);
  });
});

describe('the index from 20 scores (Rule 5.2b)', () => {
  it('averages the lowest 8 of the most recent 20 and rounds to the nearest tenth, .5 upwards', () => {
    // lowest 8: 10.0 ×7 and 10.4: 80.4 / 8 = 10.05 → 10.1
    const record = handicapRecord(scores([...repeat(100, 7), 104, ...repeat(200, 12)]));
    expect(record.indexTenths).toBe(101);
    expect(record.counted).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps only the newest 20: 25 scores, the 5 oldest (and lowest) no longer count', () => {
    const record = handicapRecord(scores([...repeat(0, 5), ...repeat(150, 20)]));
    expect(record.recent).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(record.counted.every((id) => id > 5)).toBe(true);
    // Their average is 15.0, but the year's low is −2.0 (3 scores of 0.0, less 2.0): the hard cap holds it at 3.0.
    expect(record.history.at(-1)).toMatchObject({ indexTenths: 30, lowIndexTenths: -20, capped: 'hard' });
  });

  it('replays by date played, then posting order, whatever order the scores come in', () => {
    const list = scores([153, 152, 166]);
    const shuffled = [list[2]!, list[0]!, { ...list[1]!, playedOn: list[0]!.playedOn, postedOrder: 0 }];
    expect(handicapRecord(shuffled).history.map((step) => step.scoreId)).toEqual([2, 1, 3]);
  });

  it('Rule 5.3: never above 54.0 (three differentials of 60.0: 60.0 − 2.0 = 58.0 → 54.0)', () => {
    expect(handicapRecord(scores([600, 600, 600])).indexTenths).toBe(540);
  });

  it('a plus index: twenty differentials of −2.1 make +2.1 (−21)', () => {
    expect(handicapRecord(scores(repeat(-21, 20))).indexTenths).toBe(-21);
  });
});

describe('soft and hard caps (Rule 5.8)', () => {
  it("the USGA's soft cap example: average 11.6 over a low of 6.5 → 6.5 + 3.0 + 2.1 / 2 = 10.55 → 10.6", () => {
    expect(applyCaps(116, 65)).toEqual({ indexTenths: 106, capped: 'soft' });
  });

  it("the USGA's hard cap example: average 18.2 over a low of 10.2 → soft 15.7, hard 10.2 + 5.0 = 15.2", () => {
    expect(applyCaps(182, 102)).toEqual({ indexTenths: 152, capped: 'hard' });
  });

  it('a rise of 3.0 or less, a fall, or no low yet: no cap', () => {
    expect(applyCaps(95, 65)).toEqual({ indexTenths: 95, capped: null });
    expect(applyCaps(50, 65)).toEqual({ indexTenths: 50, capped: null });
    expect(applyCaps(300, null)).toEqual({ indexTenths: 300, capped: null });
  });

  it('in a replay: caps start once 20 scores exist, against the lowest index of the year (8.0 from the 3-score adjustment)', () => {
    const record = handicapRecord(scores([...repeat(100, 20), ...repeat(300, 15)]));
    const at = (n: number) => record.history[n - 1]!;
    expect(at(19).lowIndexTenths).toBeNull();
    expect(at(20).lowIndexTenths).toBe(80);
    // Score 34: lowest 8 of scores 15–34 = 6 × 10.0 + 2 × 30.0 = 15.0; 7.0 over the low → 8.0 + 3.0 + 2.0 = 13.0 (soft).
    expect(at(34)).toMatchObject({ indexTenths: 130, capped: 'soft' });
    // Score 35: 17.5 → 8.0 + 3.0 + 3.25 = 14.25 → 14.3, more than 5.0 over → 13.0 (hard).
    expect(at(35)).toMatchObject({ indexTenths: 130, capped: 'hard' });
  });

  it('Interpretation 5.7/1: the low is taken from the 365 days before the previous score, then moves on', () => {
    const first = scores([...repeat(100, 20), ...repeat(300, 12)], '2020-01-01');
    // Scores 21–32 on 2020-12-20 … 2020-12-31, then one on 2022-06-01, long after the low of 8.0 (early January 2020).
    const late = first.map((score, i) => (i >= 20 ? { ...score, playedOn: addDays('2020-12-20', i - 20) } : score));
    const record = handicapRecord([...late, { id: 33, playedOn: '2022-06-01', postedOrder: 33, differentialTenths: 300 }]);
    const last = record.history.at(-1)!;
    // 7 × 10.0 + 30.0 = 12.5, 4.5 over the low of 8.0 still counted → 8.0 + 3.0 + 0.75 = 11.75 → 11.8.
    expect(last).toMatchObject({ indexTenths: 118, lowIndexTenths: 80, capped: 'soft' });
    // Afterwards the low is the lowest of the year before 2022-06-01: the 10.0 in effect until that day.
    expect(record.lowIndexTenths).toBe(100);
  });

  it('never rises more than 5.0 over the low, nor above 54.0; uncapped only within 3.0 (property, seeded random records)', () => {
    let seed = 24;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 200; run += 1) {
      let day = '2023-01-01';
      const list: ScoreForIndex[] = [];
      const count = 20 + Math.floor(random() * 50);
      for (let i = 0; i < count; i += 1) {
        day = addDays(day, Math.floor(random() * 30));
        list.push({ id: i + 1, playedOn: day, postedOrder: i + 1, differentialTenths: Math.floor(random() * 600) - 50 });
      }
      const record = handicapRecord(list);
      for (const step of record.history) {
        if (step.indexTenths === null) continue;
        expect(step.indexTenths).toBeLessThanOrEqual(540);
        if (step.lowIndexTenths === null) continue;
        expect(step.indexTenths - step.lowIndexTenths).toBeLessThanOrEqual(50);
        if (step.capped === null) expect(Math.min(step.indexTenths, 540) - step.lowIndexTenths).toBeLessThanOrEqual(30);
      }
      expect(record.recent.length).toBe(Math.min(20, count));
      expect(record.counted.every((id) => record.recent.includes(id))).toBe(true);
    }
  });
});

describe('exceptional score reduction (Rule 5.9)', () => {
  it('7.0–9.9 below the index before → −1.0; 10.0 or more → −2.0; 6.9 → nothing; no index → nothing', () => {
    expect(exceptionalScoreReduction(78, 148)).toBe(-10);
    expect(exceptionalScoreReduction(49, 148)).toBe(-10);
    expect(exceptionalScoreReduction(48, 148)).toBe(-20);
    expect(exceptionalScoreReduction(79, 148)).toBe(0);
    expect(exceptionalScoreReduction(0, null)).toBe(0);
  });

  it('Rule 5.9: index 14.8, an exceptional 6.8 (8.0 below) would make 13.8; each of the last 20 loses 1.0 → 12.8', () => {
    const record = handicapRecord(scores([...repeat(148, 20), 68]));
    const last = record.history.at(-1)!;
    expect(last.exceptionalReductionTenths).toBe(-10);
    expect(last.indexTenths).toBe(128);
    expect(record.adjustedDifferentials[21]).toBe(58);
    expect(record.adjustedDifferentials[2]).toBe(138);
    expect(record.adjustedDifferentials[1]).toBe(148); // no longer among the last 20
  });

  it('10.0 below takes 2.0 off: an exceptional 4.8 against 14.8 → (2.8 + 7 × 12.8) / 8 = 11.55 → 11.6', () => {
    const record = handicapRecord(scores([...repeat(148, 20), 48]));
    expect(record.history.at(-1)).toMatchObject({ exceptionalReductionTenths: -20, indexTenths: 116 });
  });

  it('the reduction stays with those differentials after the next score, and not on the new one', () => {
    const record = handicapRecord(scores([...repeat(148, 20), 68, 148]));
    expect(record.adjustedDifferentials[22]).toBe(148);
    expect(record.adjustedDifferentials[21]).toBe(58);
    // lowest 8 of scores 3–22: 5.8 and seven 13.8 → 102.4 / 8 = 12.8
    expect(record.indexTenths).toBe(128);
  });

  it('with fewer than 20 scores, every differential in the record is reduced', () => {
    const record = handicapRecord(scores([200, 200, 200, 200, 200, 80]));
    // index before: 20.0 (5 scores, lowest 1); 8.0 is 12.0 below → −2.0 on all six
    expect(record.history.at(-1)!.exceptionalReductionTenths).toBe(-20);
    expect(Object.values(record.adjustedDifferentials)).toEqual([180, 180, 180, 180, 180, 60]);
    expect(record.indexTenths).toBe(110); // (6.0 + 18.0) / 2 − 1.0
  });

  it('compares with the index in effect on the day played: a second round that day is judged against the morning index', () => {
    const list = scores(repeat(148, 20));
    const sameDay = [...list, { id: 21, playedOn: '2025-02-01', postedOrder: 21, differentialTenths: 150 }, { id: 22, playedOn: '2025-02-01', postedOrder: 22, differentialTenths: 70 }];
    // Index on 2025-02-01 is 14.8 (score 21 changes nothing); 7.0 is 7.8 below → −1.0.
    expect(handicapRecord(sameDay).history.at(-1)!.exceptionalReductionTenths).toBe(-10);
  });
});
