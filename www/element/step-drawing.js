// Draws a logical step's marks (step-highlight.js) on the board canvas, under the digits: the
// tint of the pattern's units and cells, a disc behind each marked candidate (the pattern's,
// those to remove in red, the digit to place in green), and a chain's links as curved arrows
// between candidates, strong links solid and weak ones dashed (drawn after the grid lines).
//
// `layout` is the board's geometry in canvas pixels: {cell (a cell's size), cellRect(i) ->
// [x, y, w, h], candidateCentre(i, digit) -> [x, y], candidateRadius (a candidate's disc)};
// `colors` holds the board's resolved colours.

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The tints and candidate discs, drawn before the digits. */
export function drawStepUnder(ctx, layout, colors, marks) {
  for (const cell of marks.inUnit) fillCell(ctx, layout, cell, colors.hintUnit);
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

/** A chain's links as arrows. */
export function drawStepLinks(ctx, layout, colors, marks) {
  if (!marks.links.length) return;
  const width = Math.max(1.5, layout.cell * 0.045);
  const gap = layout.candidateRadius * 1.1; // arrows stop at the candidate's disc
  ctx.save();
  ctx.lineCap = 'round';
  for (const link of marks.links) {
    const from = centre(layout, link.from);
    const to = centre(layout, link.to);
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    if (length < 2 * gap) continue;
    // A slight bend to one side keeps a link apart from the link back and from straight rows of
    // candidates it passes; its control point lies off the middle, perpendicular to the line.
    const bend = Math.min(length * 0.18, layout.cell * 0.6);
    const nx = -(to[1] - from[1]) / length;
    const ny = (to[0] - from[0]) / length;
    const control = [(from[0] + to[0]) / 2 + nx * bend, (from[1] + to[1]) / 2 + ny * bend];
    const start = towards(from, control, gap);
    const end = towards(to, control, gap);
    ctx.beginPath();
    ctx.setLineDash(link.strong ? [] : [width * 2.5, width * 2]);
    ctx.moveTo(...start);
    ctx.quadraticCurveTo(...control, ...end);
    ctx.strokeStyle = colors.hintLink;
    ctx.lineWidth = width;
    ctx.stroke();
    arrowHead(ctx, end, control, width * 3.2, colors.hintLink);
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
