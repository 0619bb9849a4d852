/**
 * A text run as pdf.js reports it: baseline origin (x, y), width and font height in PDF points. `angle` (degrees,
 * counter-clockwise) only when the run is not horizontal: a legal line printed up the margin, a stamp.
 */
export type PositionedText = {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  angle?: number;
  /** A word read by OCR: Tesseract's confidence in it, 0-100. */
  confidence?: number;
};

/** Page 1 as the PDF worker returns it: its size and every text run with its position. */
export type PageContent = {
  width: number;
  height: number;
  items: PositionedText[];
  /** The page had no usable text layer: its words were read from its image by OCR. */
  scanned?: boolean;
};

export const EMPTY_PAGE: PageContent = { width: 612, height: 792, items: [] };
