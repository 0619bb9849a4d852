const FONT_FILE = [0x2f, 0x46, 0x6f, 0x6e, 0x74, 0x46, 0x69, 0x6c, 0x65]; // "/FontFile"
const HIDDEN_F = 0x58; // "X": "/XontFile" is a key pdf.js ignores

/**
 * pdf.js spends most of its time on text-heavy invoices converting embedded font programs, which text
 * extraction does not need (the font dictionary's encoding, ToUnicode and widths are enough). Renaming
 * the `/FontFile*` keys in place (same length, so xref offsets stay valid) makes pdf.js skip them.
 * Keys inside compressed object streams are left alone (pdf.js then simply does the slow path).
 * Returns a copy, and how many keys were hidden.
 */
export function hideFontPrograms(pdf: Uint8Array): { data: Uint8Array; hidden: number } {
  const data = pdf.slice();
  const first = 0x2f;
  let hidden = 0;
  const last = data.length - FONT_FILE.length;
  for (let i = data.indexOf(first); i >= 0 && i <= last; i = data.indexOf(first, i + 1)) {
    let match = true;
    for (let j = 1; j < FONT_FILE.length; j++) {
      if (data[i + j] !== FONT_FILE[j]) {
        match = false;
        break;
      }
    }
    if (match) {
      data[i + 1] = HIDDEN_F;
      hidden++;
    }
  }
  return { data, hidden };
}
