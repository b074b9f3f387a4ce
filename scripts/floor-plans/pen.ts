/**
 * A Pen maps plan feet to page points, so drawing code can stay in feet; the sea is at the top of
 * the sheet.
 */

export type Doc = PDFKit.PDFDocument;

export interface Pen {
  doc: Doc;
  s: number;
  X: (x: number) => number;
  Y: (y: number) => number;
  box: (x: number, y: number, w: number, h: number, radius?: number) => Doc;
  line: (x1: number, y1: number, x2: number, y2: number) => Doc;
}

export function penFor(doc: Doc, s: number, ox: number, oy: number): Pen {
  const X = (x: number) => ox + x * s;
  const Y = (y: number) => oy + y * s;
  return {
    doc,
    s,
    X,
    Y,
    box: (x, y, w, h, radius = 0) =>
      radius
        ? doc.roundedRect(X(x), Y(y), w * s, h * s, radius * s)
        : doc.rect(X(x), Y(y), w * s, h * s),
    line: (x1, y1, x2, y2) => doc.moveTo(X(x1), Y(y1)).lineTo(X(x2), Y(y2)),
  };
}
