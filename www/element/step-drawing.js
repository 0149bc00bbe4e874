// Draws a logical step's marks (step-highlight.js) on the board canvas, under the digits: the
// tint of the pattern's units, of the cells of a set it makes with others and of its own cells, a
// disc behind each marked candidate (the pattern's, those to remove in red, the digit to place in
// green), and a chain's links as curved arrows between candidates, strong links solid, weak ones
// dashed and a contradiction's closing link dotted (drawn after the grid lines).
//
// `layout` is the board's geometry in canvas pixels: {cell (a cell's size), cellRect(i) ->
// [x, y, w, h], candidateCentre(i, digit) -> [x, y], candidateRadius (a candidate's disc)};
// `colors` holds the board's resolved colours (`branches`: a forcing chain's branch colours).

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The tints and candidate discs, drawn before the digits. */
export function drawStepUnder(ctx, layout, colors, marks) {
  for (const cell of marks.inUnit) fillCell(ctx, layout, cell, colors.hintUnit);
  for (const cell of marks.setCells) fillCell(ctx, layout, cell, colors.hintSet);
  for (const cell of marks.cells) fillCell(ctx, layout, cell, marks.mistake ? colors.clashBg : colors.hintCell);
  const radius = layout.candidateRadius;
  for (let cell = 0; cell < 81; cell++) {
    const any = marks.pattern[cell] | marks.remove[cell] | marks.place[cell];
    if (!any) continue;
    for (const digit of DIGITS) {
      const bit = 1 << (digit - 1);
      if (!(any & bit)) continue;
      // What the step does to a candidate shows over its part in the pattern.
      const color = marks.place[cell] & bit ? colors.hintPlace : marks.remove[cell] & bit ? colors.hintRemove : colors.hintPattern;
      const [x, y] = layout.candidateCentre(cell, digit);
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, 2 * Math.PI);
      ctx.fillStyle = color;
      ctx.fill();
    }
  }
}

/**
 * A chain's links as arrows: the step's links in one colour, or a forcing chain's walk
 * (`marks.branchLinks`, model/chain-walk.js) each in its branch's colour, bent a little further
 * per branch so that branches sharing a link stay apart, numbered where the walk asks, the
 * current link wider.
 */
export function drawStepLinks(ctx, layout, colors, marks) {
  const drawn = marks.branchLinks ?? marks.links.map((link) => ({ link, branch: -1 }));
  if (!drawn.length) return;
  const width = Math.max(1.5, layout.cell * 0.045);
  const gap = layout.candidateRadius * 1.1; // arrows stop at the candidate's disc
  const labels = [];
  ctx.save();
  ctx.lineCap = 'round';
  for (const { link, branch, current, numbered } of drawn) {
    const from = centre(layout, link.from);
    const to = centre(layout, link.to);
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const color = branch < 0 ? colors.hintLink : colors.branches[branch % colors.branches.length];
    // Too short to draw (two candidates of one cell side by side): its number between them.
    if (length < 2 * gap) {
      if (numbered) labels.push({ at: [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2], number: branch + 1, color });
      continue;
    }
    // A slight bend to one side keeps a link apart from the link back and from straight rows of
    // candidates it passes; its control point lies off the middle, perpendicular to the line.
    const spread = branch < 0 ? 1 : 1 + 0.45 * (branch % 4);
    const bend = Math.min(length * 0.18, layout.cell * 0.6) * spread;
    const nx = -(to[1] - from[1]) / length;
    const ny = (to[0] - from[0]) / length;
    const control = [(from[0] + to[0]) / 2 + nx * bend, (from[1] + to[1]) / 2 + ny * bend];
    const start = towards(from, control, gap);
    const end = towards(to, control, gap);
    const lineWidth = current ? width * 1.8 : width;
    ctx.beginPath();
    ctx.setLineDash(link.contradiction ? [0, lineWidth * 2] : link.strong ? [] : [lineWidth * 2.5, lineWidth * 2]);
    ctx.moveTo(...start);
    ctx.quadraticCurveTo(...control, ...end);
    ctx.strokeStyle = color;
    ctx.lineWidth = lineWidth;
    ctx.stroke();
    arrowHead(ctx, end, control, lineWidth * 3.2, color);
    // The curve's middle (a quadratic's point at t = 1/2).
    const middle = [0, 1].map((axis) => (start[axis] + 2 * control[axis] + end[axis]) / 4);
    if (numbered) labels.push({ at: middle, number: branch + 1, color });
  }
  // Numbers over every arrow, so that no arrow hides one.
  const radius = Math.max(7, layout.cell * 0.16);
  ctx.font = `700 ${Math.round(radius * 1.3)}px ${colors.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { at, number, color } of labels) {
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.arc(...at, radius, 0, 2 * Math.PI);
    ctx.fillStyle = color;
    ctx.fill();
    ctx.lineWidth = Math.max(1, width * 0.6);
    ctx.strokeStyle = colors.bg;
    ctx.stroke();
    ctx.fillStyle = colors.bg;
    ctx.fillText(String(number), at[0], at[1] + radius * 0.05);
  }
  ctx.restore();
}

function fillCell(ctx, layout, cell, color) {
  const [x, y, w, h] = layout.cellRect(cell);
  ctx.fillStyle = color;
  ctx.fillRect(x, y, w, h);
}

/** The middle of a node's candidates (one candidate, or a group's several). */
function centre(layout, candidates) {
  const points = candidates.map(([cell, digit]) => layout.candidateCentre(cell, digit));
  return [0, 1].map((axis) => points.reduce((sum, p) => sum + p[axis], 0) / points.length);
}

/** The point `distance` from `point` towards `target`. */
function towards(point, target, distance) {
  const length = Math.hypot(target[0] - point[0], target[1] - point[1]) || 1;
  return [point[0] + ((target[0] - point[0]) / length) * distance, point[1] + ((target[1] - point[1]) / length) * distance];
}

/** A filled arrow head at `tip`, pointing away from `from`. */
function arrowHead(ctx, tip, from, size, color) {
  const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(...tip);
  ctx.lineTo(tip[0] - size * Math.cos(angle - 0.45), tip[1] - size * Math.sin(angle - 0.45));
  ctx.lineTo(tip[0] - size * Math.cos(angle + 0.45), tip[1] - size * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}
