// The daily puzzle's options (www/model/daily.js): one seed per local date, the level by weekday.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dailyOptions } from '../../www/model/daily.js';

test('the seed is the local date as YYYYMMDD; the level follows the weekday', () => {
  assert.deepEqual(dailyOptions(new Date(2026, 10, 23, 0, 1)), { level: 'easy', seed: 20261123, date: '2026-11-23' });
  assert.deepEqual(dailyOptions(new Date(2026, 10, 23, 23, 59)), dailyOptions(new Date(2026, 10, 23, 8)));
  const week = [23, 24, 25, 26, 27, 28, 29].map((d) => dailyOptions(new Date(2026, 10, d)).level);
  assert.deepEqual(week, ['easy', 'medium', 'hard', 'expert', 'medium', 'hard', 'extreme']);
  assert.equal(dailyOptions(new Date(2027, 0, 5)).seed, 20270105);
});
