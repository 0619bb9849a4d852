const FONT_FILE = [0x2f, 0x46, 0x6f, 0x6e, 0x74, 0x46, 0x69, 0x6c, 0x65]; // "/FontFile"
const HIDDEN_F = 0x58; // "X": "/XontFile" is a key pdf.js ignores

const FONT_DICTS = /\/Subtype\s*\/(?:Type1|MMType1|TrueType|Type0)\b/g;
// What maps character codes to text without the font program: a ToUnicode map or a named/explicit encoding.
const MAPPINGS = /\/ToUnicode\b|\/Encoding\s*(?:\/(?:WinAnsi|MacRoman|Standard|PDFDoc)Encoding\b|<<)/g;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * True when every font can be decoded without its embedded program. A symbolic TrueType font without
 * /Encoding, or a Type1 font with only a built-in encoding, needs the program: then nothing is hidden.
 * Keys inside compressed object streams are invisible here, so such files also keep their fonts.
 */
function fontsDecodableWithoutPrograms(pdf: Uint8Array): boolean {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  if (text.includes("/ObjStm")) return false;
  return count(text, MAPPINGS) >= count(text, FONT_DICTS);
}

/**
 * pdf.js spends most of its time on text-heavy invoices converting embedded font programs, which text
 * extraction does not need when the font dictionaries carry ToUnicode maps or standard encodings (their
 * widths stay in the dictionaries). Renaming the `/FontFile*` keys in place (same length, so xref offsets
 * stay valid) makes pdf.js skip them. Returns a copy, and how many keys were hidden (0: use the original).
 */
export function hideFontPrograms(pdf: Uint8Array): { data: Uint8Array; hidden: number } {
  if (!fontsDecodableWithoutPrograms(pdf)) return { data: pdf, hidden: 0 };
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
