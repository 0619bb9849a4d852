/** A page number in print: its text as printed, its value, and its box in PDF points (origin bottom-left). */
export interface PrintedNumber {
  text: string;
  value: number;
  box: [number, number, number, number];
}

export interface RenderRequest {
  pdf: Uint8Array;
  page: number;
  /** The image's width in pixels. */
  width: number;
  /** False: only the numbers the page prints, no image (checking what a visitor typed). */
  draw: boolean;
}

export type RenderReply =
  | {
      ok: true;
      png: Uint8Array | null;
      pageWidth: number;
      pageHeight: number;
      /** The page's lower-left corner in PDF user space (a cropped page starts above 0,0). */
      origin: [number, number];
      numbers: PrintedNumber[];
    }
  | { ok: false; message: string };
