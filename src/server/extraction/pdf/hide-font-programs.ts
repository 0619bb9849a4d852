const FONT_FILE = "/FontFile";
const HIDDEN_F = 0x58; // "X": "/XontFile" is a key pdf.js ignores

const FONT_SUBTYPE = /^\/Subtype\s*\/(?:Type1|MMType1|TrueType|Type0)(?![A-Za-z0-9])/;
// What maps character codes to text without the font program: a ToUnicode map or a named/explicit encoding.
const TO_UNICODE = /^\/ToUnicode(?![A-Za-z0-9])/;
const ENCODING = /^\/Encoding\s*(?:\/(?:WinAnsi|MacRoman|Standard|PDFDoc)Encoding(?![A-Za-z0-9])|<<)/;
// The longest key and value these patterns look at, with room for the whitespace between them.
const WINDOW = 64;

/** Occurrences of `key` where the text from there matches `pattern`. Searched as bytes: no copy of the file. */
function countKeys(bytes: Buffer, key: string, pattern: RegExp): number {
  let n = 0;
  for (
    let at = bytes.indexOf(key, 0, "latin1");
    at >= 0;
    at = bytes.indexOf(key, at + key.length, "latin1")
  ) {
    const text = bytes.toString("latin1", at, Math.min(bytes.length, at + WINDOW));
    if (pattern.test(text)) n++;
  }
  return n;
}

/**
 * True when every font can be decoded without its embedded program. A symbolic TrueType font without
 * /Encoding, or a Type1 font with only a built-in encoding, needs the program: then nothing is hidden.
 * Keys inside compressed object streams are invisible here, so such files also keep their fonts.
 */
function fontsDecodableWithoutPrograms(pdf: Uint8Array): boolean {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  if (bytes.includes("/ObjStm", 0, "latin1")) return false;
  const mappings = countKeys(bytes, "/ToUnicode", TO_UNICODE) + countKeys(bytes, "/Encoding", ENCODING);
  return mappings >= countKeys(bytes, "/Subtype", FONT_SUBTYPE);
}

/**
 * pdf.js spends most of its time on text-heavy invoices converting embedded font programs, which text
 * extraction does not need when the font dictionaries carry ToUnicode maps or standard encodings (their
 * widths stay in the dictionaries). Renaming the `/FontFile*` keys in place (same length, so xref offsets
 * stay valid) makes pdf.js skip them. Returns a copy, and how many keys were hidden (0: use the original).
 */
export function hideFontPrograms(pdf: Uint8Array): { data: Uint8Array; hidden: number } {
  if (!fontsDecodableWithoutPrograms(pdf)) return { data: pdf, hidden: 0 };
  // A copy with its own memory (pdf.js takes it over), searched through a Buffer view of it.
  const data = pdf.slice();
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let hidden = 0;
  for (let at = bytes.indexOf(FONT_FILE); at >= 0; at = bytes.indexOf(FONT_FILE, at + FONT_FILE.length)) {
    data[at + 1] = HIDDEN_F;
    hidden++;
  }
  return { data, hidden };
}
