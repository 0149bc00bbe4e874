// The daily puzzle: the same puzzle for everyone on a given local date. Its seed is the date as
// the number YYYYMMDD and its level follows the day of the week: Monday easy, Tuesday medium,
// Wednesday hard, Thursday expert, Friday medium, Saturday hard, Sunday extreme. Pure: runs in
// Node too.

/** Levels by `Date#getDay()`: Sunday first. */
export const DAILY_LEVELS = ['extreme', 'easy', 'medium', 'hard', 'expert', 'medium', 'hard'];

/** The daily puzzle's generate options for `date` (local time): {level, seed, date: 'YYYY-MM-DD'}. */
export function dailyOptions(date = new Date()) {
  const y = date.getFullYear();
  const m = date.getMonth() + 1;
  const d = date.getDate();
  const pad = (n) => String(n).padStart(2, '0');
  return { level: DAILY_LEVELS[date.getDay()], seed: y * 10000 + m * 100 + d, date: `${y}-${pad(m)}-${pad(d)}` };
}
