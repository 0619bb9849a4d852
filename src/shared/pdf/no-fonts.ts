// A PDF whose pages cannot show any text: no `/Font` key anywhere and no compressed object streams that could
// hide one. Such a file is a scan (or a page "printed to PDF" as drawings): the server reads it by OCR, and the
// upload form tells the visitor that a scanned invoice takes longer. One rule for both.

/** Byte strings whose presence means the file may show text. */
export const TEXT_MARKERS = ["/Font", "/ObjStm"] as const;

/** True when none of TEXT_MARKERS occurs in the file's bytes. */
export function hasNoFonts(pdf: Uint8Array): boolean {
  const text = new TextDecoder("latin1").decode(pdf);
  return TEXT_MARKERS.every((marker) => !text.includes(marker));
}
