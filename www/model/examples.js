// Example puzzles offered by the picker. Keys name strings in i18n.js.
export const EXAMPLES = [
  {
    key: 'exEasy',
    mode: 'solve',
    text: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  },
  {
    // First puzzle of the forum "hardest" list, HardestDatabase110626 (data/puzzles6_forum_hardest_1106).
    key: 'exHardest',
    mode: 'solve',
    text: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  },
  {
    // NOIP 2009 target sudoku, sample 1, in the contest's nine-line format: answer 2829.
    key: 'exTarget',
    mode: 'target',
    text: [
      '7 0 0 9 0 0 0 0 1',
      '1 0 0 0 0 5 9 0 0',
      '0 0 0 2 0 0 0 8 0',
      '0 0 5 0 2 0 0 0 3',
      '0 0 0 0 0 0 6 4 8',
      '4 1 3 0 0 0 0 0 0',
      '0 0 7 0 0 2 0 9 0',
      '2 0 1 0 6 0 8 0 4',
      '0 8 0 5 0 4 0 1 2',
    ].join('\n'),
  },
  {
    // First puzzle of serg's many-solution benchmark (data/puzzles7_serg_benchmark).
    key: 'exMany',
    mode: 'solve',
    text: '8.........95.......76.........426798...571243...893165......916....3.487....1.532',
  },
  {
    // No clash among the givens, yet no completion exists.
    key: 'exNone',
    mode: 'solve',
    text: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..97',
  },
];
