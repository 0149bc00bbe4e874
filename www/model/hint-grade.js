// Graded hints: a hint is shown in three grades, each press of Hint one further. The nudge names
// the technique and the area to look at, the pattern marks the step's cells, candidates, units
// and links, and the move adds what the step removes and places.

/** The grades, in the order the presses show them. */
export const HINT_GRADES = Object.freeze({ nudge: 1, pattern: 2, move: 3 });

/** Whether `grade` is one of the grades. */
export const isHintGrade = (grade) => Number.isInteger(grade) && grade >= HINT_GRADES.nudge && grade <= HINT_GRADES.move;

/**
 * The part of a step's marks (step-highlight.js) shown at `grade`: none for the nudge (the
 * status says where to look), the pattern without what it removes and places, then the move.
 */
export function gradedMarks(marks, grade) {
  if (grade >= HINT_GRADES.move || marks.mistake) return marks;
  if (grade < HINT_GRADES.pattern) return null;
  const none = new Uint16Array(marks.remove.length);
  return { ...marks, remove: none, place: none };
}
