// A scene (scene.mjs) as one self-contained HTML page: the board and the chrome of the app or
// site around it (status bar, title bar, toolbar, keypad, browser bars), no network. Every digit
// drawn in a board cell carries data-layer="given|entry|pencil" so that inspectPage() can report
// what the page really drew, for render.mjs to check against the truth.
import { makeRng } from './scene.mjs';
import { digitsOfMask, PEERS } from './sudoku.mjs';

const UI_FONTS = ['DejaVu Sans', 'Liberation Sans', 'WenQuanYi Micro Hei', 'DejaVu Sans Condensed'];

const ICONS = {
  undo: '<path d="M9 7H4V2M4 7c2-3 5-4 8-4a9 9 0 1 1-8 11" fill="none" stroke="currentColor" stroke-width="2"/>',
  erase: '<path d="M3 15l9-10 8 8-6 7H7zM9 20h12" fill="none" stroke="currentColor" stroke-width="2"/>',
  notes: '<path d="M4 20l1-5L16 4l4 4L9 19zM14 6l4 4" fill="none" stroke="currentColor" stroke-width="2"/>',
  hint: '<path d="M12 2a7 7 0 0 0-4 13v3h8v-3a7 7 0 0 0-4-13zM9 21h6" fill="none" stroke="currentColor" stroke-width="2"/>',
  back: '<path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" stroke-width="2.5"/>',
  gear: '<circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 2v4M12 18v4M2 12h4M18 12h4M5 5l3 3M16 16l3 3M5 19l3-3M16 8l3-3" stroke="currentColor" stroke-width="2"/>',
  palette: '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="8" cy="10" r="1.5" fill="currentColor"/><circle cx="12" cy="7" r="1.5" fill="currentColor"/><circle cx="16" cy="10" r="1.5" fill="currentColor"/>',
  pause: '<path d="M8 5v14M16 5v14" stroke="currentColor" stroke-width="3"/>',
  menu: '<path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2"/>',
  lock: '<rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor"/><path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" stroke-width="2"/>',
  share: '<path d="M12 3v12M7 8l5-5 5 5M5 13v8h14v-8" fill="none" stroke="currentColor" stroke-width="2"/>',
  star: '<path d="M12 2l3 7 7 .5-5.5 4.5 2 7-6.5-4-6.5 4 2-7L2 9.5 9 9z" fill="currentColor"/>',
};

function icon(name, size = 22, extra = '') {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" ${extra}>${ICONS[name]}</svg>`;
}

function px(value) {
  return `${Number(value.toFixed(2))}px`;
}

/** The CSS font shorthand pieces of a board font. */
function fontCss({ family, weight }) {
  return `font-family:'${family}';font-weight:${weight}`;
}

/** Each cell's background colour: conflict, selection, same digit, peers, given cell, or none. */
function cellBackgrounds(scene) {
  const { look, puzzle, entries, selected, selectMode } = scene;
  const theme = look.theme;
  const shown = [...puzzle].map((ch, a) => (ch !== '.' ? ch : entries[a]));
  const peers = new Set(selected >= 0 && selectMode !== 'cell' ? PEERS[selected] : []);
  const same = selectMode === 'lines+same' && selected >= 0 && shown[selected] !== '.' ? shown[selected] : null;
  const conflicts = new Set(scene.conflicts);
  return shown.map((ch, a) => {
    if (conflicts.has(a) && look.markWrong) return theme.conflictBg;
    if (a === selected) return theme.select;
    if (same && ch === same) return theme.same;
    if (peers.has(a)) return theme.peers;
    if (puzzle[a] !== '.' && theme.givenBg) return theme.givenBg;
    return theme.tiles ?? null;
  });
}

/**
 * The board, `size` CSS pixels square. With `decoy`, a grid of digits that is not the puzzle
 * (a newspaper's yesterday's solution): drawn alike, without data-layer marks.
 */
function boardHtml(scene, size, { decoy = null } = {}) {
  const { look } = scene;
  const theme = look.theme;
  const cell = size / 9;
  const at = (k) => (k * size) / 9;
  const parts = [];
  const backgrounds = decoy ? Array(81).fill(theme.tiles ?? null) : cellBackgrounds(scene);
  const tiles = Boolean(theme.tiles);
  const boxGap = Math.max(3, look.thick * 1.5);
  const tileGap = Math.max(1.5, look.thin * 2);
  for (let a = 0; a < 81; a++) {
    const [r, c] = [Math.floor(a / 9), a % 9];
    if (!backgrounds[a]) continue;
    if (tiles) {
      const inset = (k) => (k % 3 === 0 ? boxGap / 2 : tileGap / 2);
      const [l, t, rr, b] = [inset(c), inset(r), inset(c + 1), inset(r + 1)];
      parts.push(
        `<div style="position:absolute;left:${px(at(c) + l)};top:${px(at(r) + t)};width:${px(cell - l - rr)};height:${px(cell - t - b)};background:${backgrounds[a]};border-radius:${px(Math.min(theme.radius, cell / 5))}"></div>`,
      );
    } else {
      parts.push(`<div style="position:absolute;left:${px(at(c))};top:${px(at(r))};width:${px(cell)};height:${px(cell)};background:${backgrounds[a]}"></div>`);
    }
  }
  if (!tiles) {
    for (let k = 1; k < 9; k++) {
      const w = k % 3 === 0 ? look.thick : look.thin;
      const colour = k % 3 === 0 ? theme.thick : theme.thin;
      parts.push(`<div style="position:absolute;left:${px(at(k) - w / 2)};top:0;width:${px(w)};height:100%;background:${colour}"></div>`);
      parts.push(`<div style="position:absolute;top:${px(at(k) - w / 2)};left:0;height:${px(w)};width:100%;background:${colour}"></div>`);
    }
  }
  const digitSize = cell * look.digitScale;
  const digits = [];
  const digit = (a, ch, layer, colour, font) => {
    const [r, c] = [Math.floor(a / 9), a % 9];
    const mark = layer ? ` data-layer="${layer}"` : '';
    return `<div${mark} style="position:absolute;left:${px(at(c))};top:${px(at(r))};width:${px(cell)};height:${px(cell)};line-height:${px(cell)};text-align:center;font-size:${px(digitSize)};color:${colour};${fontCss(font)}">${ch}</div>`;
  };
  if (decoy) {
    for (let a = 0; a < 81; a++) digits.push(digit(a, decoy[a], null, theme.given, look.font));
  } else {
    const wrong = new Set(scene.wrong);
    for (let a = 0; a < 81; a++) {
      if (scene.puzzle[a] !== '.') digits.push(digit(a, scene.puzzle[a], 'given', theme.given, look.font));
      else if (scene.entries[a] !== '.') {
        const colour = wrong.has(a) && look.markWrong ? theme.wrong : look.entryColour;
        digits.push(digit(a, scene.entries[a], 'entry', colour, look.entryFont));
      } else if (scene.pencil[a]) digits.push(pencilHtml(scene, a, at, cell));
    }
  }
  const radius = theme.radius;
  const frame = tiles ? '' : `<div style="position:absolute;inset:0;border:${px(look.outer)} solid ${theme.thick};border-radius:${px(radius)}"></div>`;
  const boardMark = decoy ? '' : ' data-board';
  return `<div${boardMark} style="position:relative;flex:none;width:${px(size)};height:${px(size)};background:${theme.board};border-radius:${px(radius)};overflow:hidden">${parts.join('')}${frame}${digits.join('')}</div>`;
}

/** The pencil marks of cell `a`: small digits at their place in a 3x3 layout, or in one centred row. */
function pencilHtml(scene, a, at, cell) {
  const { look } = scene;
  const [r, c] = [Math.floor(a / 9), a % 9];
  const digits = digitsOfMask(scene.pencil[a]);
  // One row of marks must fit the cell's width: a digit is about 0.6 em wide.
  const size = look.pencilLayout === 'row' ? Math.min(cell * look.pencilScale, (cell * 0.9) / (digits.length * 0.62)) : cell * look.pencilScale;
  const style = `color:${look.theme.pencil};font-family:'${look.entryFont.family}';font-weight:400;font-size:${px(size)}`;
  if (look.pencilLayout === 'row') {
    return `<div data-layer="pencil" style="position:absolute;left:${px(at(c))};top:${px(at(r) + cell * 0.06)};width:${px(cell)};text-align:center;line-height:${px(size * 1.1)};${style}">${digits.join('')}</div>`;
  }
  const inset = cell * 0.06;
  const sub = (cell - 2 * inset) / 3;
  return digits
    .map((d) => {
      const [sr, sc] = [Math.floor((d - 1) / 3), (d - 1) % 3];
      return `<div data-layer="pencil" style="position:absolute;left:${px(at(c) + inset + sc * sub)};top:${px(at(r) + inset + sr * sub)};width:${px(sub)};height:${px(sub)};line-height:${px(sub)};text-align:center;${style}">${d}</div>`;
    })
    .join('');
}

/** Digits 1-9 as buttons: one row, two rows, or a 3x3 pad; with how many of each are left, sometimes. */
function keypadHtml(scene, { width, shape, digitSize, rng }) {
  const { look } = scene;
  const theme = look.theme;
  const placed = [...scene.puzzle].map((ch, a) => (ch !== '.' ? ch : scene.entries[a]));
  const left = (d) => 9 - placed.filter((ch) => ch === String(d)).length;
  const columns = shape === 'pad' ? 3 : shape === 'two-rows' ? 5 : 9;
  const boxed = shape !== 'row' || rng.chance(0.5);
  const colour = rng.chance(0.6) ? theme.accent : theme.text;
  const weight = rng.pick([300, 400, 700]);
  const buttons = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
    const count = look.keypadCounts ? `<div style="font-size:${px(digitSize * 0.32)};color:${theme.muted}">${left(d)}</div>` : '';
    const done = left(d) <= 0 ? ';opacity:0.3' : '';
    const box = boxed ? `background:${theme.surface};border-radius:${px(Math.min(12, theme.radius + 4))};` : '';
    return `<div style="${box}display:flex;flex-direction:column;align-items:center;justify-content:center;padding:${px(digitSize * 0.15)} 0${done}"><div style="font-size:${px(digitSize)};line-height:1.1;color:${colour};${fontCss({ family: look.font.family, weight })}">${d}</div>${count}</div>`;
  });
  if (shape === 'two-rows') buttons.push(`<div style="background:${theme.surface};border-radius:8px;display:flex;align-items:center;justify-content:center;color:${theme.text}">${icon('erase', digitSize * 0.8)}</div>`);
  return `<div style="display:grid;grid-template-columns:repeat(${columns},minmax(0,1fr));gap:${px(shape === 'row' ? 4 : 8)};width:${px(width)}">${buttons.join('')}</div>`;
}

/** Undo, erase, notes, hint: icons with labels. */
function toolbarHtml(scene, { width, iconSize, rng, zh }) {
  const theme = scene.look.theme;
  const labels = zh ? ['撤销', '擦除', '笔记', '提示'] : ['Undo', 'Erase', 'Notes', 'Hint'];
  const tools = ['undo', 'erase', 'notes', 'hint'].map((name, i) => {
    const badge =
      name === 'notes'
        ? `<span style="position:absolute;top:-4px;right:-14px;font-size:10px;padding:1px 4px;border-radius:8px;background:${scene.pencilMode === 'none' ? theme.muted : theme.accent};color:${theme.board}">${scene.pencilMode === 'none' ? 'OFF' : 'ON'}</span>`
        : name === 'hint'
          ? `<span style="position:absolute;top:-4px;right:-10px;font-size:10px;padding:1px 5px;border-radius:8px;background:${theme.accent};color:${theme.board}">${rng.int(0, 3)}</span>`
          : '';
    return `<div style="display:flex;flex-direction:column;align-items:center;gap:3px;color:${theme.muted}"><div style="position:relative;color:${theme.text}">${icon(name, iconSize)}${badge}</div><div style="font-size:${px(iconSize * 0.5)}">${labels[i]}</div></div>`;
  });
  return `<div style="display:flex;justify-content:space-around;width:${px(width)}">${tools.join('')}</div>`;
}

function statusBarHtml(theme, rng, width) {
  const time = rng.pick(['9:41', '12:07', '08:15', '21:36', '16:52']);
  const bars = [4, 7, 10, 13].map((h) => `<div style="width:3px;height:${h}px;background:${theme.text}"></div>`).join('');
  const battery = `<div style="width:24px;height:12px;border:1.5px solid ${theme.text};border-radius:3px;padding:1px"><div style="width:${rng.int(30, 100)}%;height:100%;background:${theme.text}"></div></div>`;
  const percent = rng.chance(0.5) ? `<span style="font-size:12px">${rng.int(12, 99)}%</span>` : '';
  const height = rng.pick([28, 44]);
  // A tall status bar is an iPhone's, around its camera island.
  const island = height === 44 && width < 500 ? `<div style="width:120px;height:34px;border-radius:17px;background:#000"></div>` : '';
  return `<div style="display:flex;justify-content:space-between;align-items:center;height:${height}px;padding:0 ${px(width * 0.06)};font-size:15px;font-weight:600;color:${theme.text}"><span>${time}</span>${island}<div style="display:flex;gap:6px;align-items:flex-end">${bars}${percent}${battery}</div></div>`;
}

function infoRowHtml(scene, rng, zh) {
  const theme = scene.look.theme;
  const level = zh ? rng.pick(['简单', '中等', '困难', '专家']) : rng.pick(['Easy', 'Medium', 'Hard', 'Expert', 'Evil']);
  const mistakes = zh ? `错误：${scene.wrong.length}/3` : `Mistakes: ${scene.wrong.length}/3`;
  const clock = `${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const score = rng.chance(0.4) ? `<span>${zh ? '得分' : 'Score'} ${rng.int(0, 9999)}</span>` : '';
  return `<div style="display:flex;justify-content:space-between;align-items:center;font-size:13px;color:${theme.muted};padding:6px 0"><span>${level}</span><span>${mistakes}</span>${score}<span style="display:flex;align-items:center;gap:4px">${clock}${icon('pause', 14)}</span></div>`;
}

function appBarHtml(theme, rng, zh) {
  const title = zh ? rng.pick(['数独', '每日数独']) : rng.pick(['Sudoku', 'Sudoku Classic', 'Daily Sudoku', 'Sudoku Master']);
  return `<div style="display:flex;align-items:center;justify-content:space-between;height:52px;color:${theme.text}">${icon('back')}<span style="font-size:19px;font-weight:700">${title}</span><span style="display:flex;gap:14px">${icon('palette')}${icon('gear')}</span></div>`;
}

/** A phone app: status bar, title bar, level/mistakes/clock, board, tools, keypad, home bar. */
function phoneApp(scene, rng) {
  const { width, height } = scene.viewport;
  const theme = scene.look.theme;
  const zh = scene.look.font.family.startsWith('WenQuanYi') && rng.chance(0.7);
  const margin = rng.pick([2, 4, 8, 12, 16]);
  const inner = width - 2 * margin;
  const keyShape = rng.weighted([['row', 4], ['two-rows', 1]]);
  const keypad = keypadHtml(scene, { width: inner, shape: keyShape, digitSize: keyShape === 'row' ? rng.int(26, 36) : 24, rng });
  const tools = toolbarHtml(scene, { width: inner, iconSize: 24, rng, zh });
  const board = boardHtml(scene, inner);
  const home = rng.chance(0.5)
    ? `<div style="width:134px;height:5px;border-radius:3px;background:${theme.text};margin:8px auto"></div>`
    : `<div style="display:flex;justify-content:space-around;padding:10px 0;color:${theme.muted};font-size:18px"><span>◁</span><span>○</span><span>□</span></div>`;
  const order = rng.chance(0.7) ? [tools, keypad] : [keypad, tools];
  const gap = Math.max(6, Math.min(22, (height - inner - 300) / 5));
  return `<div style="display:flex;flex-direction:column;height:100vh;padding:0 ${px(margin)}">
${statusBarHtml(theme, rng, width)}${appBarHtml(theme, rng, zh)}${infoRowHtml(scene, rng, zh)}
${board}<div style="display:flex;flex-direction:column;gap:${px(gap)};margin-top:${px(gap)}">${order.join('')}</div>
<div style="flex:1"></div>${home}</div>`;
}

/** A site in a phone browser: URL bar, site header, level tabs, board, buttons, page text, browser toolbar. */
function phoneWeb(scene, rng) {
  const { width } = scene.viewport;
  const theme = scene.look.theme;
  const host = rng.pick(['sudoku-daily.example', 'puzzles.example.org/sudoku', 'm.websudoku.example', 'play.sudoku.example/medium']);
  const margin = rng.pick([0, 6, 10]);
  const inner = width - 2 * margin;
  const urlBar = `<div style="margin:6px 10px;padding:8px 12px;border-radius:20px;background:${theme.surface};display:flex;gap:8px;align-items:center;font-size:14px;color:${theme.muted}">${icon('lock', 14)}<span>${host}</span></div>`;
  const tabs = ['Easy', 'Medium', 'Hard', 'Evil']
    .map((t, i) => `<span style="padding:6px 10px;${i === 1 ? `border-bottom:2px solid ${theme.accent};color:${theme.accent}` : ''}">${t}</span>`)
    .join('');
  const text = `<p style="font-size:13px;line-height:1.5;color:${theme.muted};padding:10px">Puzzle #${rng.int(1000, 99999)} · ${scene.puzzle.replace(/\./g, '').length} clues. Fill every row, column and 3x3 box with the digits 1 to 9.</p>`;
  const buttons = `<div style="display:flex;gap:8px;padding:8px 10px">${['New game', 'Check', 'Solve']
    .map((b) => `<span style="padding:8px 14px;border-radius:6px;background:${theme.surface};font-size:14px">${b}</span>`)
    .join('')}</div>`;
  const keypad = rng.chance(0.6) ? `<div style="padding:4px ${px(margin)}">${keypadHtml(scene, { width: inner, shape: 'row', digitSize: 26, rng })}</div>` : '';
  const bottom = `<div style="position:fixed;bottom:0;left:0;right:0;height:48px;display:flex;justify-content:space-around;align-items:center;background:${theme.surface};color:${theme.text}">${icon('back', 20)}${icon('back', 20, 'style="transform:scaleX(-1)"')}${icon('share', 20)}<span style="border:2px solid currentColor;border-radius:4px;padding:0 4px;font-size:11px">${rng.int(2, 12)}</span>${icon('menu', 20)}</div>`;
  return `<div style="height:100vh;overflow:hidden">${statusBarHtml(theme, rng, width)}${urlBar}
<div style="display:flex;justify-content:space-between;align-items:center;padding:8px 12px;color:${theme.text}"><b style="font-size:20px">Sudoku Online</b>${icon('menu')}</div>
<div style="display:flex;font-size:14px;color:${theme.muted};padding:0 6px 8px">${tabs}</div>
<div style="padding:0 ${px(margin)}">${boardHtml(scene, inner)}</div>${keypad}${buttons}${text}</div>${bottom}`;
}

/** A tablet app: larger board with the keypad below (portrait) or beside it (landscape). */
function tablet(scene, rng) {
  const { width, height } = scene.viewport;
  const theme = scene.look.theme;
  const landscape = width > height;
  const zh = scene.look.font.family.startsWith('WenQuanYi') && rng.chance(0.7);
  const size = landscape ? height - 170 : Math.min(width - 80, height - 420);
  const sideWidth = landscape ? width - size - 140 : size;
  const keypad = keypadHtml(scene, { width: sideWidth, shape: landscape ? 'pad' : 'row', digitSize: landscape ? 44 : 40, rng });
  const tools = toolbarHtml(scene, { width: sideWidth, iconSize: 30, rng, zh });
  const info = `<div style="width:${px(sideWidth)}">${infoRowHtml(scene, rng, zh)}</div>`;
  const body = landscape
    ? `<div style="display:flex;gap:60px;padding:20px 40px;align-items:flex-start">${boardHtml(scene, size)}<div style="display:flex;flex-direction:column;gap:24px">${info}${tools}${keypad}</div></div>`
    : `<div style="display:flex;flex-direction:column;align-items:center;gap:20px;padding:10px">${info}${boardHtml(scene, size)}${tools}${keypad}</div>`;
  return `<div style="height:100vh;padding:0 20px">${statusBarHtml(theme, rng, width)}${appBarHtml(theme, rng, zh)}${body}</div>`;
}

/** A site in a desktop browser: tab strip, address bar, site navigation, the board off-centre, a side panel with a 3x3 number pad, an ad. */
function laptop(scene, rng) {
  const { width, height } = scene.viewport;
  const theme = scene.look.theme;
  const chromeBg = rng.pick(['#dee1e6', '#202124', '#f1f3f4']);
  const chromeText = chromeBg === '#202124' ? '#e8eaed' : '#202124';
  const tabStrip = `<div style="background:${chromeBg};height:36px;display:flex;align-items:flex-end;padding-left:70px;gap:2px;font-size:12px;color:${chromeText}">${['Sudoku - Play Free Online', 'Inbox (3)', 'News']
    .map((t, i) => `<div style="padding:8px 14px;width:200px;border-radius:8px 8px 0 0;${i === 0 ? `background:${chromeBg === '#202124' ? '#35363a' : '#ffffff'}` : ''}">${t}</div>`)
    .join('')}</div>`;
  const address = `<div style="background:${chromeBg === '#202124' ? '#35363a' : '#ffffff'};height:38px;display:flex;align-items:center;gap:12px;padding:0 12px;color:${chromeText};font-size:14px">${icon('back', 16)}${icon('back', 16, 'style="transform:scaleX(-1)"')}<div style="flex:1;border-radius:16px;padding:6px 14px;background:${chromeBg}">${icon('lock', 12)} sudoku.example/game/${rng.int(100, 999)}</div></div>`;
  const nav = `<div style="display:flex;gap:28px;align-items:center;padding:10px 30px;font-size:15px;color:${theme.text};border-bottom:1px solid ${theme.thin}"><b style="font-size:20px;color:${theme.accent}">sudoku.example</b>${['Play', 'Daily', 'Rules', 'Tips', 'Statistics'].map((t) => `<span>${t}</span>`).join('')}</div>`;
  const free = height - 74 - 50;
  const size = Math.min(free - rng.int(24, 90), width * 0.55);
  const left = rng.int(20, Math.max(30, Math.round(width * 0.18)));
  const panelWidth = Math.min(300, width - left - size - 90);
  const keypad = keypadHtml(scene, { width: panelWidth, shape: 'pad', digitSize: Math.min(40, panelWidth / 6), rng });
  const tools = toolbarHtml(scene, { width: panelWidth, iconSize: 22, rng, zh: false });
  const newGame = `<div style="padding:12px;border-radius:8px;background:${theme.accent};color:${theme.board};text-align:center;font-weight:700">New Game</div>`;
  const ad = width - left - size - panelWidth > 260 ? `<div style="width:160px;height:${px(size * 0.8)};border:1px solid ${theme.thin};color:${theme.muted};font-size:12px;padding:8px">Advertisement<br><br>Brain games 2026<br>Top 10 puzzles</div>` : '';
  return `<div style="height:100vh;overflow:hidden">${tabStrip}${address}${nav}
<div style="display:flex;gap:40px;padding:${px(rng.int(10, 30))} 0 0 ${px(left)};align-items:flex-start">${boardHtml(scene, size)}
<div style="display:flex;flex-direction:column;gap:16px;width:${px(panelWidth)}">${infoRowHtml(scene, rng, false)}${tools}${keypad}${newGame}</div>${ad}</div></div>`;
}

/** A newspaper's puzzle page: masthead, date, the board in print style, rules text, sometimes yesterday's solution as a small grid. */
function newspaperWeb(scene, rng) {
  const { width, height } = scene.viewport;
  const theme = scene.look.theme;
  const serif = rng.pick(['DejaVu Serif', 'Liberation Serif']);
  const size = Math.min(height - 230, width * 0.5);
  // Yesterday's solution: another valid grid, today's with its digits renamed.
  const rename = [0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])];
  const yesterday = Array.from(scene.solution, (ch) => rename[ch]).join('');
  const decoy = rng.chance(0.5) ? boardHtml(scene, size * rng.range(0.3, 0.4), { decoy: yesterday }) : '';
  const side = `<div style="max-width:${px(width - size - 140)};font-size:15px;line-height:1.6;color:${theme.text}">
<p><b>How to play.</b> Fill the grid so that every row, every column and every 3x3 box contains the digits 1 to 9 exactly once.</p>
<p style="color:${theme.muted}">Difficulty: ${icon('star', 14)}${icon('star', 14)}${icon('star', 14)} · Tomorrow: puzzle ${rng.int(1000, 9999)}</p>
${decoy ? `<p style="margin-top:16px">Yesterday's solution</p>${decoy}` : `<p>Print · Reveal · Check</p>`}</div>`;
  return `<div style="height:100vh;overflow:hidden;font-family:'${serif}';color:${theme.text}">
<div style="text-align:center;font-size:38px;font-weight:700;padding:10px;border-bottom:3px double ${theme.text}">The Morning Example</div>
<div style="display:flex;justify-content:space-between;padding:6px 40px;font-size:13px;color:${theme.muted};border-bottom:1px solid ${theme.muted}"><span>Friday, ${rng.int(1, 28)} November 2026</span><span>News · Sport · Culture · Puzzles</span></div>
<h1 style="font-size:26px;padding:14px 40px 10px">Sudoku No. ${rng.int(1000, 9999)}</h1>
<div style="display:flex;gap:50px;padding:0 40px;align-items:flex-start">${boardHtml(scene, size)}${side}</div></div>`;
}

/** Just the board with a margin, as in a cropped screenshot. */
function bare(scene, rng) {
  const { width } = scene.viewport;
  const margin = rng.int(6, Math.round(width * 0.08));
  return `<div style="padding:${px(margin)}">${boardHtml(scene, width - 2 * margin)}</div>`;
}

const LAYOUTS = { 'phone-app': phoneApp, 'phone-web': phoneWeb, tablet, laptop, 'newspaper-web': newspaperWeb, bare };

/** The whole page of a scene. */
export function pageHtml(scene) {
  const rng = makeRng(scene.variant);
  const theme = scene.look.theme;
  const uiFont = rng.pick(UI_FONTS);
  const body = LAYOUTS[scene.device](scene, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:100%;height:100%;overflow:hidden;background:${theme.page};color:${theme.text};font-family:'${uiFont}',sans-serif}
</style></head><body>${body}</body></html>`;
}

/**
 * Runs in the page: what it drew, read back from the layout. For each [data-layer] element its
 * digits and the board cell its centre lies in give `givens`, `entries` (81 characters) and
 * `pencil` (81 masks); `board` is the board's outer rectangle in CSS pixels. `problems` lists anything that would make the picture lie: a digit outside
 * its cell or covered by another element, the board not wholly in the viewport, text from
 * outside the board over it, a board font that is not installed.
 */
export function inspectPage(fonts) {
  const problems = [];
  const boardEl = document.querySelector('[data-board]');
  const board = boardEl.getBoundingClientRect();
  const cell = board.width / 9;
  const givens = Array(81).fill('.');
  const entries = Array(81).fill('.');
  const pencil = Array(81).fill(0);
  if (board.left < 0 || board.top < 0 || board.right > innerWidth + 0.5 || board.bottom > innerHeight + 0.5) {
    problems.push(`board ${board.left},${board.top}-${board.right},${board.bottom} outside the ${innerWidth}x${innerHeight} viewport`);
  }
  for (const el of document.querySelectorAll('[data-layer]')) {
    const r = el.getBoundingClientRect();
    const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    const [col, row] = [Math.floor((cx - board.left) / cell), Math.floor((cy - board.top) / cell)];
    const a = row * 9 + col;
    const text = el.textContent;
    if (row < 0 || row > 8 || col < 0 || col > 8) {
      problems.push(`${el.dataset.layer} '${text}' outside the board`);
      continue;
    }
    const inCell = r.left >= board.left + col * cell - 0.5 && r.right <= board.left + (col + 1) * cell + 0.5 && r.top >= board.top + row * cell - 0.5 && r.bottom <= board.top + (row + 1) * cell + 0.5;
    if (!inCell) problems.push(`${el.dataset.layer} '${text}' of cell ${a} spills out of it`);
    const top = document.elementFromPoint(cx, cy);
    if (top !== el && !el.contains(top)) problems.push(`${el.dataset.layer} '${text}' of cell ${a} is covered`);
    if (el.dataset.layer === 'pencil') {
      for (const ch of text) {
        const bit = 1 << (Number(ch) - 1);
        if (!/[1-9]/.test(ch) || pencil[a] & bit) problems.push(`pencil mark '${ch}' of cell ${a} is not a new digit`);
        pencil[a] |= bit;
      }
    } else {
      const target = el.dataset.layer === 'given' ? givens : entries;
      if (!/^[1-9]$/.test(text) || givens[a] !== '.' || entries[a] !== '.') problems.push(`${el.dataset.layer} '${text}' of cell ${a} is not one digit in an empty cell`);
      target[a] = text;
    }
  }
  // Text drawn from outside the board must not reach into it.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || node.parentElement.closest('[data-layer]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.right > board.left && r.left < board.right && r.bottom > board.top && r.top < board.bottom) problems.push(`text '${node.textContent.trim().slice(0, 20)}' over the board`);
  }
  // A family is in use when the text measures the same whatever the fallback behind it.
  const context = document.createElement('canvas').getContext('2d');
  const measure = (font) => {
    context.font = font;
    return context.measureText('0123456789 123456789').width;
  };
  for (const { family, weight } of fonts) {
    if (measure(`${weight} 40px '${family}', monospace`) !== measure(`${weight} 40px '${family}', serif`)) problems.push(`font '${family}' is not installed`);
  }
  return { givens: givens.join(''), entries: entries.join(''), pencil, problems, board: { left: board.left, top: board.top, right: board.right, bottom: board.bottom } };
}
