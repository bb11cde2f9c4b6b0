import type { PageBox } from './pdf-layout';
import { supportPdfJs } from './pdfjs-support';

supportPdfJs();

type Matrix = [number, number, number, number, number, number];

interface OperatorList {
  fnArray: number[];
  argsArray: unknown[][];
}

interface PageProxy {
  view: number[];
  rotate: number;
  getOperatorList(): Promise<OperatorList>;
}

/** pdf.js operator codes (its OPS table), by name. */
export type Ops = Record<string, number>;

/**
 * The boxes of everything a page draws besides text — painted paths (lines, shapes, plots) and
 * pictures — in points from the page's top-left corner, read from pdf.js's operator list with
 * the transformation matrix tracked through save/restore and form XObjects.
 */
export async function graphicsOf(page: PageProxy, OPS: Ops): Promise<PageBox[]> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const [left, bottom, right, top] = page.view;
  const boxes: PageBox[] = [];
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  const add = (x0: number, y0: number, x1: number, y1: number) => {
    const corners = [
      apply(matrix, x0, y0),
      apply(matrix, x1, y0),
      apply(matrix, x0, y1),
      apply(matrix, x1, y1),
    ];
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    const box = {
      x: Math.min(...xs) - left,
      y: top - Math.max(...ys),
      w: Math.max(...xs) - Math.min(...xs),
      h: Math.max(...ys) - Math.min(...ys),
    };
    // Clipped to the page: what lies outside is never seen.
    const x = Math.max(0, box.x);
    const y = Math.max(0, box.y);
    const w = Math.min(right - left, box.x + box.w) - x;
    const h = Math.min(top - bottom, box.y + box.h) - y;
    if (w >= 0 && h >= 0 && (w > 0.5 || h > 0.5)) boxes.push({ x, y, w, h });
  };
  for (let index = 0; index < fnArray.length; index++) {
    const op = fnArray[index];
    const args = argsArray[index];
    if (op === OPS.save) stack.push(matrix);
    else if (op === OPS.restore) matrix = stack.pop() ?? matrix;
    else if (op === OPS.transform) matrix = multiply(matrix, args as Matrix);
    else if (op === OPS.paintFormXObjectBegin) {
      stack.push(matrix);
      if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0]))
        matrix = multiply(matrix, Array.from(args[0] as ArrayLike<number>) as Matrix);
    } else if (op === OPS.paintFormXObjectEnd) matrix = stack.pop() ?? matrix;
    else if (op === OPS.constructPath) {
      // [paint operator, [path data], [minX, minY, maxX, maxY]]; endPath only clips.
      const [paint, , minMax] = args as [number, unknown, ArrayLike<number> | null];
      if (paint === OPS.endPath || !minMax || !Number.isFinite(minMax[0])) continue;
      add(minMax[0], minMax[1], minMax[2], minMax[3]);
    } else if (
      op === OPS.paintImageXObject ||
      op === OPS.paintInlineImageXObject ||
      op === OPS.paintImageXObjectRepeat ||
      op === OPS.paintImageMaskXObject
    )
      add(0, 0, 1, 1);
  }
  return boxes;
}

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];
