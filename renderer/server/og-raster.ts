/**
 * An anti-aliased glyph mask: the coverage of an outline, by exact area (each pixel the share of it
 * inside the outline, non-zero winding), so text is drawn without resvg. Outlines are lists of
 * contours, each a flat list of points after flattening its curves.
 */
export interface Mask {
  /** The mask's top-left pixel, relative to the pen position (x right, y down). */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Coverage 0–255, row after row. */
  alpha: Uint8Array;
}

/** A contour as points `x0, y0, x1, y1, …` in font units (y up), closed back to its first point. */
export type Contour = number[];

/** The contours of a glyph from SVG path data made of `M`, `L`, `Q`, `C` and `Z` (what HarfBuzz's `glyphToPath` gives). */
export function pathContours(path: string): Contour[] {
  const contours: Contour[] = [];
  let contour: Contour = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const n = args
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'M') {
      if (contour.length) contours.push(contour);
      contour = [n[0], n[1]];
    } else if (command === 'L') contour.push(n[0], n[1]);
    else if (command === 'Q') {
      // The same curve as a cubic: its control points two thirds of the way to the quadratic's.
      const [cx, cy] = [n[0], n[1]];
      flatten(contour, [
        x,
        y,
        x + (2 / 3) * (cx - x),
        y + (2 / 3) * (cy - y),
        n[2] + (2 / 3) * (cx - n[2]),
        n[3] + (2 / 3) * (cy - n[3]),
        n[2],
        n[3],
      ]);
    } else if (command === 'C') flatten(contour, [x, y, ...n]);
    if (command !== 'Z') [x, y] = n.length ? [n[n.length - 2], n[n.length - 1]] : [x, y];
  }
  if (contour.length) contours.push(contour);
  return contours;
}

/** A cubic curve's points in font units, in steps by how much it bends (at most 32). */
function flatten(contour: Contour, [x0, y0, x1, y1, x2, y2, x3, y3]: number[]): void {
  const bend = Math.hypot(x0 - x1 - x2 + x3, y0 - y1 - y2 + y3) + Math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2);
  const steps = Math.max(1, Math.min(32, Math.ceil(Math.sqrt(bend / 8))));
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    contour.push(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3);
  }
}

/** The mask of `contours` scaled by `scale` (pixels a font unit) with the pen `shift` pixels right of a whole pixel. */
export function rasterize(contours: Contour[], scale: number, shift: number): Mask {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of contours)
    for (let i = 0; i < c.length; i += 2) {
      minX = Math.min(minX, c[i]);
      maxX = Math.max(maxX, c[i]);
      minY = Math.min(minY, c[i + 1]);
      maxY = Math.max(maxY, c[i + 1]);
    }
  if (minX > maxX) return { left: 0, top: 0, width: 0, height: 0, alpha: new Uint8Array(0) };
  const left = Math.floor(minX * scale + shift);
  const top = Math.floor(-maxY * scale);
  const width = Math.ceil(maxX * scale + shift) - left + 1;
  const height = Math.ceil(-minY * scale) - top;
  // One more column than the mask: a line's coverage spills into the pixel right of it.
  const area = new Float32Array(width * height + 2);
  for (const c of contours)
    for (let i = 0; i < c.length; i += 2) {
      const j = (i + 2) % c.length;
      line(
        area,
        width,
        height,
        c[i] * scale + shift - left,
        -c[i + 1] * scale - top,
        c[j] * scale + shift - left,
        -c[j + 1] * scale - top,
      );
    }
  const alpha = new Uint8Array(width * height);
  let sum = 0;
  for (let i = 0; i < alpha.length; i++) {
    // Each row starts at zero coverage; rounding may leave a trace of the previous row's sum.
    if (i % width === 0) sum = 0;
    sum += area[i];
    alpha[i] = Math.round(Math.min(1, Math.abs(sum)) * 255);
  }
  return { left, top, width, height, alpha };
}

/** Add a line's signed area to the accumulation buffer (as font-rs does): each row's sum then gives the coverage. */
function line(area: Float32Array, width: number, height: number, ax: number, ay: number, bx: number, by: number): void {
  if (ay === by) return;
  const dir = ay < by ? 1 : -1;
  const [x0, y0, x1, y1] = ay < by ? [ax, ay, bx, by] : [bx, by, ax, ay];
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0 + Math.max(0, -y0) * dxdy;
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(height, Math.ceil(y1)); y++) {
    const row = y * width;
    const dy = Math.min(y + 1, y1) - Math.max(y, y0);
    const next = x + dxdy * dy;
    const d = dy * dir;
    const [l, r] = x < next ? [x, next] : [next, x];
    const lf = Math.floor(l);
    const rc = Math.ceil(r);
    if (rc <= lf + 1) {
      const mid = 0.5 * (x + next) - lf;
      area[row + lf] += d - d * mid;
      area[row + lf + 1] += d * mid;
    } else {
      const s = 1 / (r - l);
      const lfrac = l - lf;
      const a0 = 0.5 * s * (1 - lfrac) * (1 - lfrac);
      const rfrac = r - rc + 1;
      const am = 0.5 * s * rfrac * rfrac;
      area[row + lf] += d * a0;
      if (rc === lf + 2) area[row + lf + 1] += d * (1 - a0 - am);
      else {
        const a1 = s * (1.5 - lfrac);
        area[row + lf + 1] += d * (a1 - a0);
        for (let xi = lf + 2; xi < rc - 1; xi++) area[row + xi] += d * s;
        const a2 = a1 + (rc - lf - 3) * s;
        area[row + rc - 1] += d * (1 - a2 - am);
      }
      area[row + rc] += d * am;
    }
    x = next;
  }
}
