// What one screenshot shows, chosen with a seeded PRNG: the puzzle, the player's entries and
// pencil marks, the selection, the look (theme, font, lines) and the device (layout, viewport,
// output). Pure data: html.mjs draws it, render.mjs photographs it.
import { readFileSync } from 'node:fs';
import { PEERS, candidateMasks, puzzleOfLine, solve } from './sudoku.mjs';

/** A seeded PRNG (mulberry32) with the helpers the scenes need; the same seed gives the same stream. */
export function makeRng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    /** An integer in [lo, hi]. */
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    /** A number in [lo, hi). */
    range: (lo, hi) => lo + next() * (hi - lo),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    /** One of `[item, weight]` pairs, chosen in proportion to the weights. */
    weighted: (pairs) => {
      let r = next() * pairs.reduce((sum, [, w]) => sum + w, 0);
      for (const [item, w] of pairs) if ((r -= w) < 0) return item;
      return pairs[pairs.length - 1][0];
    },
    /**
     * Draws from `[item, count]` pairs without replacement, refilling when empty: over a set of
     * the pairs' total size each item comes exactly `count` times, so a small set stays balanced.
     */
    deck: (pairs) => {
      let cards = [];
      return () => {
        if (cards.length === 0) cards = rng.shuffle(pairs.flatMap(([item, count]) => Array(count).fill(item)));
        return cards.pop();
      };
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
  return rng;
}

/**
 * The looks of the apps and sites we imitate, each with how many of every 40 pictures use it
 * (`share`; the newspaper look goes with the newspaper layouts instead). Colours: page background, board, thin and thick
 * lines, givens, the player's entry colours (one is picked per picture; none is the givens'
 * colour), pencil marks, selection, peer and same-digit highlights, conflict background and
 * wrong-entry colour, given-cell background (null: none), interface text, muted text, accent,
 * and surfaces (buttons, bars).
 */
export const THEMES = [
  {
    name: 'classic', share: 5, page: '#ffffff', board: '#ffffff', thin: '#000000', thick: '#000000', given: '#000000',
    entries: { blue: '#1c4fd8', green: '#2e7d32', grey: '#7a7a7a', purple: '#6a1b9a' },
    pencil: '#555555', select: '#ffe680', peers: '#f0f0f0', same: '#ffd54f', conflictBg: '#ffcccc', wrong: '#d00000',
    givenBg: null, text: '#111111', muted: '#666666', accent: '#1c4fd8', surface: '#eeeeee', radius: 0,
  },
  {
    name: 'modern', share: 7, page: '#ffffff', board: '#ffffff', thin: '#bec6d4', thick: '#344861', given: '#344861',
    entries: { blue: '#325aaf', lightblue: '#4a90e2', teal: '#00897b' },
    pencil: '#6e7c8c', select: '#bbdefb', peers: '#e2ebf3', same: '#c3d7ea', conflictBg: '#f7cfd6', wrong: '#e55c6c',
    givenBg: null, text: '#344861', muted: '#94a3b7', accent: '#325aaf', surface: '#eaeef4', radius: 8,
  },
  {
    name: 'dark', share: 6, page: '#121212', board: '#1e1e1e', thin: '#3a3a3a', thick: '#8a8a8a', given: '#e8e8e8',
    entries: { blue: '#64b5f6', green: '#81c784', orange: '#ffb74d', grey: '#8c8c8c' },
    pencil: '#9a9a9a', select: '#2f4a66', peers: '#262d36', same: '#3d5a80', conflictBg: '#5c2323', wrong: '#ff6b6b',
    givenBg: null, text: '#e8e8e8', muted: '#9a9a9a', accent: '#64b5f6', surface: '#2a2a2a', radius: 6,
  },
  {
    name: 'night', share: 4, page: '#0d1b2a', board: '#1b263b', thin: '#33415c', thick: '#8da9c4', given: '#e0e1dd',
    entries: { yellow: '#ffd166', mint: '#06d6a0', skyblue: '#7fc8f8' },
    pencil: '#8da9c4', select: '#415a77', peers: '#22304a', same: '#3a5378', conflictBg: '#6b2737', wrong: '#ff7b8a',
    givenBg: null, text: '#e0e1dd', muted: '#8da9c4', accent: '#ffd166', surface: '#24344d', radius: 10,
  },
  {
    name: 'amoled', share: 3, page: '#000000', board: '#000000', thin: '#333333', thick: '#777777', given: '#ffffff',
    entries: { cyan: '#4fc3f7', lime: '#aed581', pink: '#f48fb1' },
    pencil: '#8a8a8a', select: '#1a3350', peers: '#111a24', same: '#244a73', conflictBg: '#4a1010', wrong: '#ff5252',
    givenBg: null, text: '#ffffff', muted: '#8a8a8a', accent: '#4fc3f7', surface: '#1a1a1a', radius: 0,
  },
  {
    name: 'sepia', share: 3, page: '#f4ecd8', board: '#fbf5e6', thin: '#c8b89a', thick: '#5b4636', given: '#3b2f1e',
    entries: { blue: '#2e6b8a', brown: '#a0522d', olive: '#6b8e23' },
    pencil: '#7a6a55', select: '#ecd9a8', peers: '#f3e8cc', same: '#e3cc92', conflictBg: '#f2c4b8', wrong: '#c0392b',
    givenBg: null, text: '#3b2f1e', muted: '#8a7a60', accent: '#8b5a2b', surface: '#eadfc4', radius: 4,
  },
  {
    name: 'green', share: 3, page: '#e8f5e9', board: '#ffffff', thin: '#a5d6a7', thick: '#2e7d32', given: '#1b5e20',
    entries: { purple: '#6a1b9a', orange: '#ef6c00', blue: '#1565c0' },
    pencil: '#558b2f', select: '#c8e6c9', peers: '#f1f8e9', same: '#a5d6a7', conflictBg: '#ffcdd2', wrong: '#c62828',
    givenBg: null, text: '#1b5e20', muted: '#689f38', accent: '#2e7d32', surface: '#dcedc8', radius: 12,
  },
  {
    name: 'purple', share: 3, page: '#f3e5f5', board: '#ffffff', thin: '#d1c4e9', thick: '#5e35b1', given: '#311b92',
    entries: { teal: '#00897b', magenta: '#c2185b', grey: '#8e8e9e' },
    pencil: '#7e57c2', select: '#d1c4e9', peers: '#f3eefc', same: '#b39ddb', conflictBg: '#ffcdd2', wrong: '#d50000',
    givenBg: null, text: '#311b92', muted: '#7e57c2', accent: '#5e35b1', surface: '#ede7f6', radius: 14,
  },
  {
    name: 'grey-givens', share: 4, page: '#fafafa', board: '#ffffff', thin: '#9e9e9e', thick: '#212121', given: '#000000',
    entries: { blue: '#0d47a1', green: '#1b7f3b', red: '#c62828' },
    pencil: '#616161', select: '#90caf9', peers: '#eef5fd', same: '#bbdefb', conflictBg: '#ffcdd2', wrong: '#b71c1c',
    givenBg: '#e3e3e3', text: '#212121', muted: '#757575', accent: '#0d47a1', surface: '#eeeeee', radius: 0,
  },
  {
    name: 'newspaper', share: 0, page: '#f7f5f0', board: '#ffffff', thin: '#000000', thick: '#000000', given: '#000000',
    entries: { pencilgrey: '#8a8a8a', blue: '#2b4c9b' },
    pencil: '#6d6d6d', select: '#fff3b0', peers: '#f5f5f5', same: '#ffe98a', conflictBg: '#ffd6d6', wrong: '#cc0000',
    givenBg: null, text: '#111111', muted: '#555555', accent: '#8b0000', surface: '#ebe7de', radius: 0,
  },
  {
    name: 'tiles', share: 2, page: '#fdeee4', board: '#f3d2bd', thin: '#f3d2bd', thick: '#f3d2bd', given: '#4e342e',
    entries: { orange: '#e65100', blue: '#1e88e5', green: '#2e7d32' },
    pencil: '#8d6e63', select: '#ffcc80', peers: '#fff3e8', same: '#ffb74d', conflictBg: '#ffcdd2', wrong: '#d32f2f',
    givenBg: null, text: '#4e342e', muted: '#a1887f', accent: '#e65100', surface: '#fbe0cf', radius: 10, tiles: '#ffffff',
  },
];

/** Fonts installed here (fc-list) that the board may use: [id, CSS family, weight]. */
export const FONTS = [
  ['dejavu-sans', 'DejaVu Sans', 400],
  ['dejavu-sans-bold', 'DejaVu Sans', 700],
  ['dejavu-sans-condensed', 'DejaVu Sans Condensed', 400],
  ['dejavu-sans-light', 'DejaVu Sans Light', 200],
  ['dejavu-serif', 'DejaVu Serif', 400],
  ['dejavu-serif-bold', 'DejaVu Serif', 700],
  ['dejavu-sans-mono', 'DejaVu Sans Mono', 400],
  ['dejavu-sans-mono-bold', 'DejaVu Sans Mono', 700],
  ['liberation-sans', 'Liberation Sans', 400],
  ['liberation-sans-bold', 'Liberation Sans', 700],
  ['liberation-serif', 'Liberation Serif', 400],
  ['liberation-serif-bold', 'Liberation Serif', 700],
  ['liberation-mono', 'Liberation Mono', 400],
  ['liberation-sans-narrow', 'Liberation Sans Narrow', 400],
  ['liberation-sans-narrow-bold', 'Liberation Sans Narrow', 700],
  ['wenquanyi-micro-hei', 'WenQuanYi Micro Hei', 400],
  ['wenquanyi-micro-hei-mono', 'WenQuanYi Micro Hei Mono', 400],
].map(([id, family, weight]) => ({ id, family, weight }));

/**
 * Devices: the layout html.mjs draws, how many of every 40 pictures use it, and the viewports
 * it is drawn at (CSS pixels and device scale factor).
 */
export const DEVICES = [
  ['phone-app', 14, [[390, 844, 3], [360, 800, 3], [412, 915, 2.625], [375, 667, 2], [393, 852, 3]]],
  ['phone-web', 5, [[390, 844, 3], [360, 780, 3], [412, 892, 2.625]]],
  ['tablet', 6, [[820, 1180, 2], [768, 1024, 2], [1024, 768, 2]]],
  ['laptop', 8, [[1280, 720, 1], [1366, 768, 1], [1440, 900, 1], [1280, 800, 1.5]]],
  ['newspaper-web', 4, [[1280, 900, 1], [1024, 768, 1], [1200, 1000, 1]]],
  ['bare', 3, [[480, 480, 1], [640, 640, 1], [540, 540, 2]]],
];

/** The puzzle files the scenes draw from by default: samples of ../shared/data committed in the repository. */
export const DEFAULT_PUZZLE_FILES = [
  'tests/fixtures/rated/se_rated_sample.txt',
  'tests/fixtures/rated/se_rated_sample.txt',
  'tests/fixtures/rated/se_rated_sample.txt',
  'tests/fixtures/puzzles/puzzles3_magictour_top1465.txt',
  'tests/fixtures/puzzles/puzzles2_17_clue.txt',
  'tests/fixtures/puzzles/puzzles6_forum_hardest_1106.txt',
];

/** The puzzles of each file (a file named twice is drawn from twice as often), read once. */
export function loadPuzzlePools(files) {
  const cache = new Map();
  return files.map((file) => {
    if (!cache.has(file)) {
      const puzzles = readFileSync(file, 'utf8').split('\n').map(puzzleOfLine).filter(Boolean);
      if (puzzles.length === 0) throw new Error(`${file}: no puzzle lines`);
      cache.set(file, { file, puzzles });
    }
    return cache.get(file);
  });
}

/** A puzzle with exactly one solution from the pools: {puzzle, solution}. */
function pickPuzzle(rng, pools) {
  for (;;) {
    const pool = rng.pick(pools);
    const puzzle = rng.pick(pool.puzzles);
    const solutions = solve(puzzle, 2);
    if (solutions.length === 1) return { puzzle, solution: solutions[0] };
  }
}

/**
 * The player's progress on a puzzle: entries (cells of the solution, sometimes one or two wrong
 * digits), pencil marks (candidate masks of some empty cells) and the selected cell.
 */
function pickProgress(rng, puzzle, solution, options) {
  const empty = [...puzzle].map((ch, a) => (ch === '.' ? a : -1)).filter((a) => a >= 0);
  const entryShare = options.entries === false ? 0 : rng.weighted([[0, 1], [rng.range(0.05, 0.2), 3], [rng.range(0.2, 0.6), 3]]);
  const entryCells = rng.shuffle(empty).slice(0, Math.round(empty.length * entryShare));
  const entries = Array(81).fill('.');
  for (const a of entryCells) entries[a] = solution[a];
  const wrong = [];
  if (entryCells.length > 0 && rng.chance(0.35)) {
    for (const a of entryCells.slice(0, rng.int(1, 2))) {
      const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(String).filter((d) => d !== solution[a]);
      entries[a] = rng.pick(digits);
      wrong.push(a);
    }
  }
  const board = [...puzzle].map((ch, a) => (ch !== '.' ? ch : entries[a])).join('');
  const masks = candidateMasks(board);
  const open = empty.filter((a) => entries[a] === '.');
  const pencilMode = options.pencil === false ? 'none' : rng.weighted([['none', 3], ['few', 3], ['many', 2], ['all', 2]]);
  const pencilCount = { none: 0, few: rng.int(1, 6), many: Math.round(open.length * rng.range(0.3, 0.7)), all: open.length }[pencilMode];
  const pencil = Array(81).fill(0);
  for (const a of rng.shuffle(open).slice(0, pencilCount)) {
    let mask = masks[a];
    // A player's own marks: sometimes a few candidates struck already, never all of them.
    if (pencilMode !== 'all' && rng.chance(0.4)) {
      for (let d = 0; d < 9; d++) if (mask & (1 << d) && mask !== 1 << d && rng.chance(0.3)) mask &= ~(1 << d);
    }
    pencil[a] = mask || 1 << (Number(solution[a]) - 1);
  }
  const conflicts = new Set();
  for (const a of wrong) {
    for (const b of PEERS[a]) {
      if (board[b] === board[a]) {
        conflicts.add(a);
        conflicts.add(b);
      }
    }
  }
  const selectMode = rng.weighted([['none', 2], ['cell', 2], ['lines', 3], ['lines+same', 4]]);
  const selected = selectMode === 'none' ? -1 : rng.int(0, 80);
  return { entries: entries.join(''), wrong, pencil, pencilMode, conflicts: [...conflicts], selectMode, selected };
}

/** The look of the board: theme, fonts, line widths, entry colour, digit sizes, pencil layout. */
function pickLook(rng, decks, device) {
  const newspaper = THEMES.find((t) => t.name === 'newspaper');
  const theme = device === 'newspaper-web' || (device === 'bare' && rng.chance(0.4)) ? newspaper : decks.theme();
  const serifs = FONTS.filter((f) => /Serif|Mono/.test(f.family));
  const font = theme === newspaper && rng.chance(0.6) ? rng.pick(serifs) : decks.font();
  const entryFont = rng.chance(0.7) ? { ...font, weight: Math.min(font.weight, 400) } : rng.pick(FONTS);
  const [entryName, entryColour] = rng.pick(Object.entries(theme.entries));
  return {
    theme,
    font,
    entryFont,
    entryName,
    entryColour,
    thin: rng.pick([0.5, 1, 1, 1, 1.5]),
    thick: rng.pick([2, 2, 2.5, 3, 3, 4]),
    outer: rng.pick([1.5, 2, 3, 4]),
    digitScale: rng.range(0.55, 0.78),
    pencilScale: rng.range(0.22, 0.3),
    pencilLayout: rng.weighted([['3x3', 5], ['row', 1]]),
    markWrong: rng.chance(0.7),
    keypadCounts: rng.chance(0.4),
  };
}

/**
 * How the page becomes a file: a PNG, a JPEG, or a slightly scaled JPEG (as when a screenshot is
 * shared), never taller than `maxHeight` pixels (0: no limit).
 */
function pickOutput(rng, maxHeight) {
  const kind = rng.weighted([['png', 2], ['jpeg', 6], ['scaled-jpeg', 2]]);
  return {
    kind,
    quality: kind === 'png' ? null : rng.int(75, 90),
    scale: kind === 'scaled-jpeg' ? Number(rng.range(0.6, 0.92).toFixed(3)) : 1,
    maxHeight,
  };
}

/**
 * `count` scenes from `seed`: everything each screenshot shows. Layouts, themes and fonts are
 * dealt from decks, so that every 40 pictures hold each in its share.
 */
export function makeScenes(seed, pools, count, { maxHeight = 1080 } = {}) {
  const rng = makeRng(seed);
  const decks = {
    device: rng.deck(DEVICES.map((device) => [device, device[1]])),
    theme: rng.deck(THEMES.map((theme) => [theme, theme.share])),
    font: rng.deck(FONTS.map((font) => [font, 1])),
  };
  return Array.from({ length: count }, (_, index) => makeScene(rng, decks, pools, index, maxHeight));
}

function makeScene(rng, decks, pools, index, maxHeight) {
  const [device, , viewports] = decks.device();
  const [width, height, scale] = rng.pick(viewports);
  const { puzzle, solution } = pickPuzzle(rng, pools);
  const newspaper = device === 'newspaper-web' || device === 'bare';
  const progress = pickProgress(rng, puzzle, solution, newspaper && rng.chance(0.5) ? { entries: false, pencil: false } : {});
  const look = pickLook(rng, decks, device);
  const output = pickOutput(rng, maxHeight);
  const ext = output.kind === 'png' ? 'png' : 'jpg';
  return {
    name: `shot${String(index + 1).padStart(3, '0')}.${ext}`,
    device,
    viewport: { width, height, scale },
    puzzle,
    solution,
    ...progress,
    look,
    output,
    variant: rng.int(0, 1 << 30),
  };
}

/** The style tokens of a scene for styles.txt: enough to group failures by what they share. */
export function sceneStyle(scene) {
  const { look, output, viewport } = scene;
  return {
    layout: scene.device,
    viewport: `${viewport.width}x${viewport.height}@${viewport.scale}`,
    theme: look.theme.name,
    font: look.font.id,
    lines: `${look.thin}/${look.thick}`,
    entries: `${[...scene.entries].filter((ch) => ch !== '.').length}:${look.entryName}`,
    wrong: scene.wrong.length,
    pencil: `${scene.pencilMode}:${scene.pencil.filter(Boolean).length}${scene.pencilMode === 'none' ? '' : `:${look.pencilLayout}`}`,
    select: scene.selectMode,
    output: output.kind === 'png' ? 'png' : `${output.kind}:q${output.quality}${output.scale === 1 ? '' : `:x${output.scale}`}`,
  };
}
