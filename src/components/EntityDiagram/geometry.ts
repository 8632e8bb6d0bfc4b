/**
 * Layout of the entity-relationship diagram, kept apart from the component so
 * the unit test can check the drawing itself: no line may pass through a box
 * it does not connect, which would make the diagram say something false.
 */
import type {Entity} from '@site/src/data/dictionary';

export const COL = 190;
export const ROW = 112;
export const BOX_W = 136;
export const BOX_H = 48;
export const PAD = 24;

export type Point = {x: number; y: number};

export const centre = (e: Entity): Point => ({
  x: PAD + BOX_W / 2 + e.cell.col * COL,
  y: PAD + BOX_H / 2 + e.cell.row * ROW,
});

/** Where the line from the box centre towards `to` crosses the box border. */
export function exit(from: Point, to: Point): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const scale = Math.min(dx ? BOX_W / 2 / Math.abs(dx) : Infinity, dy ? BOX_H / 2 / Math.abs(dy) : Infinity);
  return {x: from.x + dx * scale, y: from.y + dy * scale};
}

/**
 * A cardinality label just outside the box, beside the line. Of the two sides
 * of the line it takes the one with more room from the box's border, so that a line leaving
 * near a corner does not push its label onto the box.
 */
export function labelAt(at: Point, towards: Point, box: Point): Point {
  const len = Math.hypot(towards.x - at.x, towards.y - at.y) || 1;
  const [ux, uy] = [(towards.x - at.x) / len, (towards.y - at.y) / len];
  const side = (s: number): Point => ({x: at.x + ux * 13 - uy * 9 * s, y: at.y + uy * 13 + ux * 9 * s});
  const gap = (p: Point) =>
    Math.hypot(Math.max(Math.abs(p.x - box.x) - BOX_W / 2, 0), Math.max(Math.abs(p.y - box.y) - BOX_H / 2, 0));
  const [a, b] = [side(1), side(-1)];
  const away = gap(b) > gap(a) + 0.5 ? b : a;
  // Text is drawn from its baseline: move it down by about half a digit's height.
  return {x: away.x, y: away.y + 4};
}

/** Long schema names break at a capital so every box keeps the same, narrow width. */
export function nameLines(name: string): string[] {
  if (name.length <= 13) return [name];
  const parts = name.split(/(?=[A-Z])/);
  const gap = (n: number) => Math.abs(parts.slice(0, n).join('').length - name.length / 2);
  let best = 1;
  for (let i = 1; i < parts.length; i++) if (gap(i) < gap(best)) best = i;
  return [parts.slice(0, best).join(''), parts.slice(best).join('')];
}

/** Whether the segment a-b passes through the box centred on c (with a margin). */
export function crossesBox(a: Point, b: Point, c: Point, margin = 6): boolean {
  const [hw, hh] = [BOX_W / 2 + margin, BOX_H / 2 + margin];
  let [t0, t1] = [0, 1];
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const edges: Array<[number, number]> = [
    [-dx, a.x - (c.x - hw)],
    [dx, c.x + hw - a.x],
    [-dy, a.y - (c.y - hh)],
    [dy, c.y + hh - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else if (p < 0) {
      t0 = Math.max(t0, q / p);
    } else {
      t1 = Math.min(t1, q / p);
    }
    if (t0 > t1) return false;
  }
  return true;
}
