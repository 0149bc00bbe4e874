// UI strings, one table per language, and the current-language choice.
//
// The language follows navigator.language (zh* -> 简体中文) until the user picks one with the
// switch; the pick is remembered in localStorage. Components listen for LANGUAGE_EVENT on
// window and re-render their text. Engine errors are translated from their kind and position
// (see errorText), never from the engine's English message.

import { formatClock } from '../model/game-clock.js';
import { MAX_TEXT_LENGTH } from '../model/puzzle-text.js';

export const LANGUAGE_EVENT = 'sudoku-languagechange';
const STORAGE_KEY = 'sudoku.lang';

/** "1 node", "2,048 nodes": an English count, grouped, with its noun chosen by the number. */
const count = (n, one, many = `${one}s`) => `${formatCount(n, 'en')} ${n === 1 ? one : many}`;
/** "1 4 7": the digits of a mask (bit d-1 = digit d). */
const digitList = (digits) => digits.join(' ');
/** Why no technique applies (for Hint, and where Steps stop): nested chains, or several solutions. */
const STUCK_EN = {
  beyond: 'the puzzle needs nested forcing chains (rated 9.5 and up), which it does not search',
  guess: 'the puzzle has several solutions, so from here it takes a guess',
};
const STUCK_ZH = {
  beyond: '此题需要嵌套强制链（难度 9.5 以上），本求解器不搜索这类技巧',
  guess: '此题有多个解，接下来只能靠猜测',
};
/** What follows a logical solution's step count, by how it ends (status.js's stepsSummary). */
const STEPS_ENDING_EN = {
  solved: '',
  beyond: `, then no technique the solver knows applies: ${STUCK_EN.beyond}`,
  guess: `, then no technique applies: ${STUCK_EN.guess}`,
};
const STEPS_ENDING_ZH = {
  solved: '',
  beyond: `，之后本求解器掌握的技巧都不适用：${STUCK_ZH.beyond}`,
  guess: `，之后没有技巧适用：${STUCK_ZH.guess}`,
};

const en = {
  code: 'en', // the language of this table, for texts made elsewhere (step-text.js)
  appTitle: 'Sudoku Solver',
  tagline: 'Solves any 9×9 Sudoku in milliseconds, explains it step by step, rates it, makes new ones at your level, and finds the maximum target score. Runs offline in your browser.',
  puzzleLabel: 'Puzzle',
  puzzleHint: '81 cells: 1–9 for givens, 0 or . for empty. One line, nine lines or a grid with borders (spaces and | + - = are ignored). Ctrl+Enter runs.',
  puzzlePlaceholder: 'Paste a puzzle, e.g. 53..7....6..195....98....6.8…',
  board: 'Sudoku board',
  boardHint: 'Tap a cell, then a digit on the keypad, or type 1–9 (Shift+digit for notes). Arrows move; Backspace, Delete, 0 or Space clear.',
  boardHintReadonly: 'Read-only board: arrow keys move between cells.',
  boardHintSetup: 'Setting up: tap a cell, then a digit on the keypad, or type 1–9; these are the givens. Arrows move; Backspace, Delete, 0 or Space clear; Enter starts.',
  keypad: 'Keypad',
  erase: 'Erase',
  notes: 'Notes',
  undo: 'Undo',
  redo: 'Redo',
  check: 'Check',
  candidates: 'Candidates',
  checking: 'Checking your entries…',
  checkNothing: 'No entries to check yet: tap a cell and enter a digit.',
  checkGood: (n) => `${count(n, 'entry', 'entries')} checked: all agree with the solution.`,
  checkBad: (bad, n) => `${bad} of ${count(n, 'entry', 'entries')} contradict the solution (marked in red).`,
  checkNotUnique: 'The givens have several solutions, so entries cannot be checked against one.',
  checkNoSolution: 'The givens have no solution.',
  legendFormula: 'score = sum of ring weight × digit',
  legendWeights: 'weights 6 (edge) to 10 (centre)',
  ringHeader: 'Ring weight',
  digitsHeader: 'Sum of digits',
  pointsHeader: 'Points',
  ringTotal: 'Total',
  solve: 'Solve',
  target: 'Max target score',
  cancel: 'Cancel',
  clear: 'Clear',
  examples: 'Examples',
  examplesPick: 'Load an example…',
  exEasy: 'Easy',
  exHardest: 'Hardest known (forum list)',
  exTarget: 'Target contest sample (nine lines)',
  exMany: 'Many solutions',
  exNone: 'No solution',
  solutionLabel: 'Solution',
  copy: 'Copy',
  copySolution: 'Copy solution',
  copied: 'Copied',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyAs: 'Copy as',
  copyAsLine: 'Line (81 characters)',
  copyAsGrid: 'Grid',
  copyAsPencilMarks: 'Grid with pencil marks',
  language: 'Language',
  ready: 'Type or tap a puzzle’s digits (its givens), then press Start. Or press New puzzle.',
  empty: 'Empty grid: every completion is a solution.',
  givens: (n, entries = 0) => `${n} givens${entries ? `, ${count(entries, 'entry', 'entries')}` : ''}. Press Solve or Max target score.`,
  loading: 'Loading the engine…',
  solving: 'Solving…',
  searching: 'Searching for the maximum target score…',
  unique: 'Unique solution',
  multiple: 'Multiple solutions (one shown)',
  none: 'No solution',
  targetScore: (s) => `Max target score: ${s}`,
  targetNone: 'Max target score: -1 (no completion)',
  cancelled: 'Search cancelled.',
  stats: (ms, nodes, guesses) => `${ms} · ${count(nodes, 'node')} · ${count(guesses, 'guess', 'guesses')}`,
  targetStats: (ms, nodes) => `${ms} · ${count(nodes, 'node')}`,
  progress: (best, bound, nodes) =>
    `Best so far: ${best < 0 ? '—' : best}${bound == null ? '' : ` (bound ${bound})`} · ${count(nodes, 'node')}`,
  invalidCharacter: (ch, row, col) =>
    `Invalid character “${ch}” at row ${row}, column ${col} (use 1–9 for givens, 0 or . for empty cells)`,
  wrongCellCount: (found) => `Expected 81 cells, found ${found}`,
  tooLong: (length) =>
    `Puzzle text too long: ${formatCount(length, 'en')} characters (at most ${formatCount(MAX_TEXT_LENGTH, 'en')})`,
  textRefused: 'Not loaded: the board is as it was.',
  saveFailed: 'This browser did not save the board (its storage is full or blocked): it will be lost on reload.',
  clash: (d, r1, c1, r2, c2) => `${d} at row ${r1}, column ${c1} clashes with row ${r2}, column ${c2}`,
  clashes: (list) => `Clashing givens: ${list}`,
  crashed: (msg) => `The engine stopped unexpectedly (${msg}). It has been restarted; please try again.`,
  cell: (r, c) => `row ${r}, column ${c}`,
  cellEmpty: 'empty',
  cellGiven: 'given',
  cellSolved: 'solved',
  cellEntry: 'entry',
  cellNotes: (digits) => `notes ${digitList(digits)}`,
  cellCandidates: (digits) => `candidates ${digitList(digits)}`,
  cellWrong: 'contradicts the solution',
  cellUnsure: 'unsure',
  cellClash: 'clashes',
  weight: (w) => `weight ${w}`,
  updateReady: 'Update available —',
  reload: 'Reload',
  offlineReady: 'Ready to work offline.',
  footer: 'Engine: Rust compiled to WebAssembly, running in a Web Worker. Nothing leaves your device.',
  embedTitle: 'Embedding example',
  newPuzzle: 'New puzzle',
  daily: 'Daily',
  dailyName: 'Daily puzzle',
  print: 'Print',
  level: 'Level',
  levels: { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert', extreme: 'Extreme' },
  generating: (level) => `Generating a new puzzle (${level})…`,
  generated: (level) => `New puzzle: ${level}`,
  dailyTitle: (date, level) => `Daily puzzle for ${date}: ${level}`,
  fillIn: (n) => `${n} givens, one solution. Fill it in, or press Solve.`,
  difficulty: (level, rating, technique) => `${level} · ${rating}${technique ? ` (${technique})` : ''}`,
  difficultyLabel: 'Difficulty',
  printLink: 'Link',
  skip: 'Skip to the solver',
  hint: 'Hint',
  steps: 'Steps',
  apply: 'Apply',
  previousStep: 'Previous step',
  nextStep: 'Next step',
  techniques: 'Techniques',
  about: (name) => `About ${name}`,
  close: 'Close',
  hintLooking: 'Looking for the next step…',
  hintTitle: (name) => `Hint: ${name}`,
  hintAgain: 'Press Hint again or Apply to use it.',
  hintNudgeMore: 'Press Hint again to see the pattern, or Show move.',
  hintPatternMore: 'The pattern is marked on the board. Press Hint again (or Show move) for the move.',
  showMove: 'Show move',
  hintFull: 'The board is full: no hint needed.',
  hintBeyond: `No technique the solver knows applies to this board: ${STUCK_EN.beyond}.`,
  hintGuess: `No technique applies to this board: ${STUCK_EN.guess}.`,
  mistake: 'Mistake',
  mistakeEntries: (cells) => `${cells} contradicts the solution (marked in red). Erase it, then ask again.`,
  mistakeBoard: 'The digits on the board leave no solution.',
  applied: (name) => `Applied: ${name}`,
  explaining: 'Working out the steps…',
  stepsTitle: 'Logical solution',
  stepsSummary: (n, ending) =>
    `${count(n, 'step')}${STEPS_ENDING_EN[ending]}.`,
  stepsListed: 'The steps are listed: choose one to see the board before it.',
  stepsNone: 'The givens have no solution, so there are no steps.',
  stepsSoFar: (n) => `${count(n, 'step')} so far; the search goes on. Choose one to see the board before it.`,
  stepsRating: (n) => `${count(n, 'step')}; the rating is being worked out. Choose one to see the board before it.`,
  stepsCancelled: (n) => `${count(n, 'step')} found before the search was cancelled. Choose one to see the board before it.`,
  explainProgress: (n, s) => `Looking for step ${formatCount(n, 'en')}… ${s} s`,
  ratingProgress: (n, s) => `${count(n, 'step')} found; rating the puzzle… ${s} s`,
  innerChains: (n) => `This step rests on ${count(n, 'inner chain')}, each run on the board its assumption leaves. Open one to see it alone:`,
  innerChainShown: (i, n, name, sentence) => `Inner chain ${i} of ${n}, on the board the outer chain’s assumption leaves: ${name}. ${sentence}`,
  wholeStep: 'Show the whole step',
  hintLongSearch: 'The next step needs a long search (nested forcing chains)…',
  searchProgress: (s) => `Searching… ${s} s`,
  stepShown: (i, n, name) => `Step ${i} of ${n}: ${name}`,
  stepRating: (r) => `rating ${r}`,
  hardest: 'hardest',
  back: 'Back to my board',
  helpTitle: 'Techniques',
  helpIntro: 'The techniques that hints and steps use, simplest first.',
  helpPicture: (name) => `An example of ${name} on a board`,
  enterPuzzle: 'Enter puzzle',
  start: 'Start',
  starting: 'Checking the puzzle…',
  photo: 'Photo',
  readingPhoto: 'Reading the photo…',
  photoRead: (givens, unsure) =>
    `Read ${count(givens, 'given')} from the photo${unsure ? `, ${formatCount(unsure, 'en')} unsure (marked ?)` : ''}`,
  photoCheck: 'Check them against the puzzle, correct any, then press Start.',
  photoShown: 'Your picture',
  photoOutlined: 'Your picture, the grid found outlined',
  photoCompare: 'The grid found is outlined: compare the board with it.',
  photoAgain: 'Another photo',
  photoHide: 'Hide picture',
  photoErrors: {
    notAnImage: 'That file is not an image.',
    badImage: 'The image could not be read: it may be damaged.',
    tooSmall: 'The image is too small to read a puzzle from.',
    tooLarge: 'The image is too large to read.',
    badPixels: 'The image could not be read.',
    noGrid: 'No Sudoku grid found in the photo. Try again with the whole grid in view, flat and well lit.',
  },
  setupCount: (n) => `Setting up: ${count(n, 'given')}. Type or tap the rest of the puzzle's digits, then press Start.`,
  started: 'Puzzle started',
  startedPlay: 'One solution. The givens are locked: fill in the rest.',
  startMultiple: 'Not yet: the puzzle has several solutions',
  startMultipleDetail: 'Compare the givens with the paper and add the missing ones, then press Start again.',
  startNone: 'Not yet: the puzzle has no solution',
  startNoneDetail: 'Compare the givens with the paper and correct them, then press Start again.',
  givenLocked: 'That is a given of the puzzle: it cannot be changed. Clear or Enter puzzle starts a new one.',
  solvedTitle: 'Solved',
  solvedIn: (time) => `Solved in ${time}`,
  clock: (ms) => formatClock(ms),
  timerLabel: 'Time played',
  entryClashes: (list) => `Clashing entries: ${list}`,
  hintNone: 'The givens have no solution, so there is no next step.',
  mistakeNotes: (cells) => `Your notes at ${cells} lack the digit that belongs there (marked in red). Add it back or clear the notes, then ask again.`,
  fillNotes: 'Fill notes',
  myPuzzles: 'My puzzles',
  // Not "My puzzles": a dialog named with "puzzle" would make getByLabel('Puzzle') ambiguous.
  savedGames: 'Saved games',
  myPuzzlesEmpty: 'No saved puzzles yet: a puzzle you play is kept here.',
  gameProgress: (filled, total) => `${filled} of ${total} filled`,
  gameSolved: 'solved',
  gameCurrent: 'on the board',
  gameUnrated: 'not rated yet',
  openGame: 'Open',
  deleteGame: 'Delete',
  exportGames: 'Export all',
  importGames: 'Import',
  importDone: (n) => `${count(n, 'game')} imported.`,
  importBad: 'That file holds no saved games.',
  settings: 'Settings',
  settingPeerNotes: 'A placed digit clears its notes nearby',
  settingInstantMistakes: 'Mark wrong entries at once',
  settingTimer: 'Show the timer',
  digitsLeft: (n) => (n === 0 ? 'all placed' : `${n} left`),
  withProgress: 'with my progress',
  listFirst: (n) => `The text holds a list of ${formatCount(n, 'en')} puzzles: the first is on the board.`,
  share: 'Share',
  cellHighlighted: 'highlighted',
  cellRemove: (digits) => `remove ${digitList(digits)}`,
  cellPlace: (digits) => `place ${digitList(digits)}`,
};

const zh = {
  code: 'zh',
  appTitle: '数独求解器',
  tagline: '几毫秒解出任意 9×9 数独，逐步讲解解法、评定难度、按难度出新题，并求最高靶形分数。可离线在浏览器中运行。',
  puzzleLabel: '题目',
  puzzleHint: '81 格：1–9 为已知数，0 或 . 为空格。一行、九行或带边框的盘面均可（空白和 | + - = 会被忽略）。Ctrl+Enter 运行。',
  puzzlePlaceholder: '粘贴题目，例如 53..7....6..195....98....6.8…',
  board: '数独盘面',
  boardHint: '点一个格子，再点键盘上的数字，或直接输入 1–9（Shift+数字记笔记）。方向键移动；Backspace、Delete、0 或空格清除。',
  boardHintReadonly: '只读盘面：方向键可在格子间移动。',
  boardHintSetup: '录入中：点一个格子，再点键盘上的数字，或直接输入 1–9，这些是已知数。方向键移动；Backspace、Delete、0 或空格清除；Enter 开始。',
  keypad: '数字键盘',
  erase: '擦除',
  notes: '笔记',
  undo: '撤销',
  redo: '重做',
  check: '检查',
  candidates: '候选数',
  checking: '正在检查你填的数…',
  checkNothing: '还没有可检查的数：点一个格子并填入数字。',
  checkGood: (n) => `已检查 ${n} 个数：全部与答案一致。`,
  checkBad: (bad, n) => `${n} 个数中有 ${bad} 个与答案矛盾（红色标出）。`,
  checkNotUnique: '已知数有多个解，无法按唯一答案检查。',
  checkNoSolution: '已知数无解。',
  legendFormula: '分数 = 各格权重 × 数字之和',
  legendWeights: '权重从 6（外圈）到 10（中心）',
  ringHeader: '圈权重',
  digitsHeader: '数字之和',
  pointsHeader: '得分',
  ringTotal: '合计',
  solve: '求解',
  target: '最高靶形分数',
  cancel: '取消',
  clear: '清空',
  examples: '示例',
  examplesPick: '载入示例…',
  exEasy: '简单',
  exHardest: '已知最难（论坛列表）',
  exTarget: '靶形数独样例（九行）',
  exMany: '多解',
  exNone: '无解',
  solutionLabel: '答案',
  copy: '复制',
  copySolution: '复制答案',
  copied: '已复制',
  copyLink: '复制链接',
  linkCopied: '链接已复制',
  copyAs: '复制为',
  copyAsLine: '一行（81 个字符）',
  copyAsGrid: '网格',
  copyAsPencilMarks: '带候选数的网格',
  language: '语言',
  ready: '输入或点按题目的已知数，然后按“开始”。或者按“新题目”。',
  empty: '空盘面：任何填法都是解。',
  givens: (n, entries = 0) => `已知数 ${n} 个${entries ? `，已填 ${entries} 个` : ''}。请按“求解”或“最高靶形分数”。`,
  loading: '正在加载引擎…',
  solving: '求解中…',
  searching: '正在搜索最高靶形分数…',
  unique: '唯一解',
  multiple: '多解（显示其中一个）',
  none: '无解',
  targetScore: (s) => `最高靶形分数：${s}`,
  targetNone: '最高靶形分数：-1（无解）',
  cancelled: '搜索已取消。',
  stats: (ms, nodes, guesses) => `${ms} · ${formatCount(nodes, 'zh')} 个节点 · ${formatCount(guesses, 'zh')} 次猜测`,
  targetStats: (ms, nodes) => `${ms} · ${formatCount(nodes, 'zh')} 个节点`,
  progress: (best, bound, nodes) =>
    `目前最佳：${best < 0 ? '—' : best}${bound == null ? '' : `（上界 ${bound}）`} · ${formatCount(nodes, 'zh')} 个节点`,
  invalidCharacter: (ch, row, col) => `第 ${row} 行第 ${col} 列处有无效字符“${ch}”（已知数用 1–9，空格用 0 或 .）`,
  wrongCellCount: (found) => `应为 81 格，实际 ${found} 格`,
  tooLong: (length) => `题目文本过长：${formatCount(length, 'zh')} 个字符（最多 ${formatCount(MAX_TEXT_LENGTH, 'zh')} 个）`,
  textRefused: '未载入：盘面保持原样。',
  saveFailed: '浏览器未能保存盘面（存储已满或被禁用），重新载入后将会丢失。',
  clash: (d, r1, c1, r2, c2) => `第 ${r1} 行第 ${c1} 列的 ${d} 与第 ${r2} 行第 ${c2} 列冲突`,
  clashes: (list) => `已知数冲突：${list}`,
  crashed: (msg) => `引擎意外停止（${msg}），已重新启动，请重试。`,
  cell: (r, c) => `第 ${r} 行第 ${c} 列`,
  cellEmpty: '空',
  cellGiven: '已知',
  cellSolved: '解出',
  cellEntry: '填入',
  cellNotes: (digits) => `笔记 ${digitList(digits)}`,
  cellCandidates: (digits) => `候选 ${digitList(digits)}`,
  cellWrong: '与答案矛盾',
  cellUnsure: '不确定',
  cellClash: '冲突',
  weight: (w) => `权重 ${w}`,
  updateReady: '有可用更新 —',
  reload: '重新加载',
  offlineReady: '已可离线使用。',
  footer: '引擎：Rust 编译为 WebAssembly，在 Web Worker 中运行。数据不会离开你的设备。',
  embedTitle: '嵌入示例',
  newPuzzle: '新题目',
  daily: '每日',
  dailyName: '每日一题',
  print: '打印',
  level: '难度',
  levels: { easy: '简单', medium: '中等', hard: '困难', expert: '专家', extreme: '极难' },
  generating: (level) => `正在生成新题目（${level}）…`,
  generated: (level) => `新题目：${level}`,
  dailyTitle: (date, level) => `${date} 的每日一题：${level}`,
  fillIn: (n) => `已知数 ${n} 个，唯一解。请填数，或按“求解”。`,
  difficulty: (level, rating, technique) => `${level} · ${rating}${technique ? `（${technique}）` : ''}`,
  difficultyLabel: '难度',
  printLink: '链接',
  skip: '跳到求解器',
  hint: '提示',
  steps: '步骤',
  apply: '应用',
  previousStep: '上一步',
  nextStep: '下一步',
  techniques: '技巧',
  about: (name) => `关于${name}`,
  close: '关闭',
  hintLooking: '正在寻找下一步…',
  hintTitle: (name) => `提示：${name}`,
  hintAgain: '再按“提示”或“应用”即可执行这一步。',
  hintNudgeMore: '再按“提示”可看到图形，或按“显示这一步”。',
  hintPatternMore: '盘面上已标出图形。再按“提示”（或“显示这一步”）可看到这一步。',
  showMove: '显示这一步',
  hintFull: '盘面已填满，无需提示。',
  hintBeyond: `本求解器掌握的技巧都不适用于这个盘面：${STUCK_ZH.beyond}。`,
  hintGuess: `没有技巧适用于这个盘面：${STUCK_ZH.guess}。`,
  mistake: '错误',
  mistakeEntries: (cells) => `${cells}与答案矛盾（红色标出）。请擦除后再请求提示。`,
  mistakeBoard: '盘面上的数字已无解。',
  applied: (name) => `已应用：${name}`,
  explaining: '正在推算步骤…',
  stepsTitle: '逻辑解法',
  stepsSummary: (n, ending) => `共 ${n} 步${STEPS_ENDING_ZH[ending]}。`,
  stepsListed: '步骤已列出：选择一步可查看该步之前的盘面。',
  stepsNone: '已知数无解，因此没有步骤。',
  stepsSoFar: (n) => `已找到 ${n} 步，搜索仍在进行。选择一步可查看该步之前的盘面。`,
  stepsRating: (n) => `共 ${n} 步，正在评定难度。选择一步可查看该步之前的盘面。`,
  stepsCancelled: (n) => `搜索取消前已找到 ${n} 步。选择一步可查看该步之前的盘面。`,
  explainProgress: (n, s) => `正在寻找第 ${n} 步… ${s} 秒`,
  ratingProgress: (n, s) => `已找到 ${n} 步，正在评定难度… ${s} 秒`,
  innerChains: (n) => `这一步依靠 ${n} 条内层链，每条都在假设后留下的盘面上推出。打开一条单独查看：`,
  innerChainShown: (i, n, name, sentence) => `内层链 ${i}（共 ${n} 条），在外层链的假设留下的盘面上：${name}。${sentence}`,
  wholeStep: '显示整步',
  hintLongSearch: '下一步需要较长的搜索（嵌套强制链）…',
  searchProgress: (s) => `正在搜索… ${s} 秒`,
  stepShown: (i, n, name) => `第 ${i} 步（共 ${n} 步）：${name}`,
  stepRating: (r) => `难度分 ${r}`,
  hardest: '最难',
  back: '回到我的盘面',
  helpTitle: '技巧',
  helpIntro: '提示和步骤所用的技巧，从简单到复杂。',
  helpPicture: (name) => `${name}的实例盘面`,
  enterPuzzle: '录入题目',
  start: '开始',
  starting: '正在检查题目…',
  photo: '拍照',
  readingPhoto: '正在识别照片…',
  photoRead: (givens, unsure) => `从照片读出 ${formatCount(givens, 'zh')} 个已知数${unsure ? `，其中 ${formatCount(unsure, 'zh')} 格不确定（标有 ?）` : ''}`,
  photoCheck: '请对照原题检查并改正，然后按“开始”。',
  photoShown: '你的图片',
  photoOutlined: '你的图片，找到的格子已框出',
  photoCompare: '找到的格子已用框标出，请对照它检查盘面。',
  photoAgain: '换一张',
  photoHide: '收起图片',
  photoErrors: {
    notAnImage: '这个文件不是图片。',
    badImage: '无法读取这张图片：文件可能已损坏。',
    tooSmall: '图片太小，无法识别题目。',
    tooLarge: '图片太大，无法识别。',
    badPixels: '无法读取这张图片。',
    noGrid: '照片中没有找到数独格子。请让整个格子平整、光线充足地入镜后再试。',
  },
  setupCount: (n) => `录入中：${formatCount(n, 'zh')} 个已知数。输入或点按其余已知数，然后按“开始”。`,
  started: '题目已开始',
  startedPlay: '唯一解。已知数已锁定：请填完其余格子。',
  startMultiple: '还不行：此题有多个解',
  startMultipleDetail: '请对照原题补上缺少的已知数，再按“开始”。',
  startNone: '还不行：此题无解',
  startNoneDetail: '请对照原题改正已知数，再按“开始”。',
  givenLocked: '这是题目的已知数，不能更改。按“清空”或“录入题目”开始新题。',
  solvedTitle: '完成',
  solvedIn: (time) => `用时 ${time}`,
  clock: (ms) => formatClock(ms),
  timerLabel: '用时',
  entryClashes: (list) => `填入的数冲突：${list}`,
  hintNone: '已知数无解，因此没有下一步。',
  mistakeNotes: (cells) => `${cells}的笔记缺少该格的正确数字（红色标出）。请补回或清除笔记后再请求提示。`,
  fillNotes: '填入笔记',
  myPuzzles: '我的题目',
  savedGames: '保存的对局',
  myPuzzlesEmpty: '还没有保存的题目：你玩过的题目会保存在这里。',
  gameProgress: (filled, total) => `已填 ${filled}/${total}`,
  gameSolved: '已完成',
  gameCurrent: '当前盘面',
  gameUnrated: '尚未评级',
  openGame: '打开',
  deleteGame: '删除',
  exportGames: '全部导出',
  importGames: '导入',
  importDone: (n) => `已导入 ${formatCount(n, 'zh')} 局。`,
  importBad: '该文件中没有保存的题目。',
  settings: '设置',
  settingPeerNotes: '填入数字时清除相关格的笔记',
  settingInstantMistakes: '立即标出错误',
  settingTimer: '显示计时',
  digitsLeft: (n) => (n === 0 ? '已填完' : `还剩 ${n} 个`),
  withProgress: '包含我的进度',
  listFirst: (n) => `文本中有 ${formatCount(n, 'zh')} 道题目，盘面上是第一道。`,
  share: '分享',
  cellHighlighted: '高亮',
  cellRemove: (digits) => `删去 ${digitList(digits)}`,
  cellPlace: (digits) => `应填 ${digitList(digits)}`,
};

export const STRINGS = { en, zh };
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh', name: '中文' },
];

function normalize(tag) {
  return String(tag || '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function stored() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (e.g. sandboxed iframe)
  }
}

let current = normalize(stored() || (typeof navigator !== 'undefined' && navigator.language));

/** The current UI language code: "en" or "zh". */
export function language() {
  return current;
}

/** Switches the UI language, remembers it, and tells every component. */
export function setLanguage(tag) {
  current = normalize(tag);
  try {
    localStorage.setItem(STORAGE_KEY, current);
  } catch {
    /* not remembered; still switched */
  }
  window.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: { language: current } }));
}

/** The strings table for `lang` (default: the current language). */
export function strings(lang = current) {
  return STRINGS[normalize(lang)];
}

/** The BCP 47 tag to put in `lang` attributes. */
export function htmlLang(lang = current) {
  return normalize(lang) === 'zh' ? 'zh-Hans' : 'en';
}

/** A user-facing message for an engine or parse error, in the UI language. */
export function errorText(error, t = strings()) {
  switch (error?.kind) {
    case 'invalidCharacter':
      return t.invalidCharacter(error.ch, error.row, error.col);
    case 'wrongCellCount':
      return t.wrongCellCount(error.found);
    case 'tooLong':
      return t.tooLong(error.length);
    case 'notAnImage':
    case 'badImage':
    case 'tooSmall':
    case 'tooLarge':
    case 'badPixels':
    case 'noGrid':
      return t.photoErrors[error.kind];
    default:
      return t.crashed(String(error?.message ?? error));
  }
}

/** Formats a duration in milliseconds for status lines. */
export function formatMs(ms, lang = current) {
  const digits = ms < 10 ? 2 : ms < 100 ? 1 : 0;
  if (ms >= 10000) return `${(ms / 1000).toLocaleString(htmlLang(lang), { maximumFractionDigits: 1 })} s`;
  return `${ms.toLocaleString(htmlLang(lang), { maximumFractionDigits: digits, minimumFractionDigits: digits })} ms`;
}

/** Formats a count with digit grouping. */
export function formatCount(n, lang = current) {
  return Number(n).toLocaleString(htmlLang(lang));
}
