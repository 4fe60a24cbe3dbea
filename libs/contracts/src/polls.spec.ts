import { pollPercentages } from './polls.js';

describe('pollPercentages', () => {
  it('makes the percentages of a single choice add to exactly 100 by the largest remainder', () => {
    for (const counts of [
      [1, 1, 1],
      [1, 1, 1, 1, 1, 1, 1],
      [2, 1, 0],
      [5, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    ]) {
      const total = counts.reduce((a, b) => a + b, 0);
      const percents = pollPercentages(counts, total, true);
      expect(Math.round(percents.reduce((a, b) => a + b, 0) * 10)).toBe(1000);
      percents.forEach((percent, index) => expect(Math.abs(percent - (counts[index]! * 100) / total)).toBeLessThan(0.1));
    }
    expect(pollPercentages([1, 1, 1], 3, true)).toEqual([33.4, 33.3, 33.3]);
    expect(pollPercentages([2, 1, 0], 3, true)).toEqual([66.7, 33.3, 0]);
  });

  it('rounds each option of a multiple choice on its own (they may add to more than 100) and gives 0 when nobody answered', () => {
    expect(pollPercentages([2, 2, 1], 3, false)).toEqual([66.7, 66.7, 33.3]);
    expect(pollPercentages([0, 0], 0, true)).toEqual([0, 0]);
  });
});
