// The scan lane's settings and failures, apart from the OCR code: the pool and the reader's message loop need them
// without loading Tesseract.

/**
 * How a scan is read: resolution, pages, and the time it may take. Times are CPU time of the reader process (all
 * its threads), so that a busy machine slows a scan down without refusing it; the pool's own limit, in wall-clock
 * time, still ends a reader that never stops.
 */
export type ScanLimits = {
  /** Resolution pages are drawn at for recognition. */
  dpi: number;
  /** At most this many pages are read by OCR. */
  maxPages: number;
  /** One page's recognition (drawing, orientation, both passes), in CPU milliseconds. */
  pageMs: number;
  /** The whole document's, in CPU milliseconds. */
  documentMs: number;
};

export const DEFAULT_SCAN_LIMITS: ScanLimits = { dpi: 200, maxPages: 5, pageMs: 20_000, documentMs: 90_000 };

/** A page so blank or so unlike print that nothing on it can be read: the whole scan is refused when page 1 is. */
export const UNREADABLE_SCAN = "unreadable_scan";
/** Page 1 could not be read within its time limit. */
export const SCAN_TOO_SLOW = "scan_too_slow";
