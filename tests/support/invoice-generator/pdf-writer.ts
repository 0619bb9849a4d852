import { deflateSync } from "node:zlib";

// Writes small one-page PDFs with a real text layer, byte by byte: no dependency. Text in WinAnsi is drawn in
// Helvetica; a run with any other character (CJK, Hangul, Polish, Czech, Turkish letters) in a Type0 font with
// Identity-H encoding, two bytes per character (its UTF-16 code), a ToUnicode map and widths (/W: Helvetica's for
// Latin letters, 1000 for CJK). The CID font is not embedded: text extraction needs only the ToUnicode map, and
// the fixture PDFs stay small (as real producers do with their non-embedded system fonts).
import { charWidth, textWidth } from "../invoice-corpus/metrics.ts";

/** A text run placed at (x, y) in points from the bottom-left corner. */
export type Placement = { x: number; y: number; text: string; size?: number };

export type PdfOptions = {
  /** Draw the runs in a shuffled stream order (seeded), as real generators often do. */
  shuffleSeed?: number;
  /** Draw only rectangles: a PDF without a text layer. */
  noText?: boolean;
  /** Add a standard security handler whose user password is unknown (the file needs a password). */
  encrypted?: boolean;
  /** Flate-compress the content stream. */
  compress?: boolean;
  /** An already Flate-compressed content stream to use instead of the placements (e.g. a decompression bomb). */
  deflatedContent?: Uint8Array;
  /**
   * The page is set right to left: a run mixing right-to-left words with numbers or Latin words is drawn word by
   * word, its first word at its right end, as office suites draw such text (pdf.js's bidi pass over a whole mixed
   * run cannot give its logical order back).
   */
  rightToLeft?: boolean;
};

const WIN_ANSI_EXTRA: Record<string, number> = { "€": 0x80, "–": 0x96, "—": 0x97, "•": 0x95, "’": 0x92 };

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function pdfString(text: string): string {
  let out = "";
  for (const char of text) {
    const code = WIN_ANSI_EXTRA[char] ?? char.charCodeAt(0);
    if (code > 0xff) throw new Error(`Character ${char} is not in WinAnsi`);
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else out += String.fromCharCode(code);
  }
  return `(${out})`;
}

function isWinAnsi(text: string): boolean {
  for (const char of text) if (WIN_ANSI_EXTRA[char] === undefined && char.charCodeAt(0) > 0xff) return false;
  return true;
}

/** The text as two-byte codes (UTF-16, BMP only) in a hex string, for the Type0 font. */
function cidString(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    out += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, "0");
  }
  return `<${out}>`;
}

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]/u;
// A left-to-right piece inside right-to-left text: Latin words with what follows them up to their last letter or digit
// ("USD 3,521.90", "Amazon Web Services"), or a number with its separators and percent sign ("2025", "1,234.50",
// "15%"); the spaces between two numbers are the right-to-left text's own ("31 - 2025" is read from the right).
const LTR_PIECE =
  /[A-Za-z\u00c0-\u024f](?:[A-Za-z0-9\u00c0-\u024f.,%/:'’&+\-– ]*[A-Za-z0-9\u00c0-\u024f])?|[0-9\u0660-\u0669\u06f0-\u06f9](?:[0-9\u0660-\u066c\u06f0-\u06f9.,%/:-]*[0-9\u0660-\u0669\u06f0-\u06f9%])?|./gsu;
const RTL_PIECE =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe](?:[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\s]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe])?/gu;

/**
 * Text in the order its glyphs stand on the page, as producers write right-to-left scripts (pdf.js puts a run back
 * in logical order). A run mostly right to left (pdf.js's rule: 30% of its characters) is drawn from its end, its
 * Latin words and numbers left to right; in a run mostly left to right, each right-to-left piece is reversed.
 */
export function visualOrder(text: string): string {
  if (!RTL_CHAR.test(text)) return text;
  const chars = [...text];
  const rtl = chars.filter((c) => RTL_CHAR.test(c)).length;
  if (rtl / chars.length >= 0.3 || chars.length <= 4)
    return [...text.matchAll(LTR_PIECE)]
      .map((m) => m[0])
      .reverse()
      .join("");
  return text.replace(RTL_PIECE, (piece) => [...piece].reverse().join(""));
}

function showText(p: Placement): string {
  return isWinAnsi(p.text)
    ? `BT /F1 ${p.size ?? 9} Tf 1 0 0 1 ${p.x} ${p.y} Tm ${pdfString(p.text)} Tj ET`
    : `BT /F2 ${p.size ?? 9} Tf 1 0 0 1 ${p.x} ${p.y} Tm ${cidString(visualOrder(p.text))} Tj ET`;
}

/** A mixed right-to-left run as its words, laid from the run's right end in logical order. */
function wordByWord(p: Placement): Placement[] {
  const size = p.size ?? 9;
  const space = (charWidth(" ") * size) / 1000;
  let right = p.x + textWidth(p.text, size);
  const words: Placement[] = [];
  for (const word of p.text.split(" ")) {
    const x = right - textWidth(word, size);
    if (word !== "") words.push({ ...p, x: Math.round(x * 100) / 100, text: word });
    right = x - space;
  }
  return words;
}

function contentStream(placements: Placement[], options: PdfOptions): string {
  if (options.noText) {
    return placements.map((p) => `${p.x} ${p.y} ${p.text.length * 4} 6 re f`).join("\n");
  }
  const runs = options.rightToLeft
    ? placements.flatMap((p) =>
        RTL_CHAR.test(p.text) && /[0-9A-Za-z\u0660-\u0669]/.test(p.text) ? wordByWord(p) : [p],
      )
    : placements;
  const ops = runs.map(showText);
  if (options.shuffleSeed !== undefined) {
    const random = seededRandom(options.shuffleSeed);
    for (let i = ops.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ops[i], ops[j]] = [ops[j] as string, ops[i] as string];
    }
  }
  return ops.join("\n");
}

function hex(bytes: number, seed: number): string {
  const random = seededRandom(seed);
  return Array.from({ length: bytes }, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, "0"),
  ).join("");
}

// ToUnicode for Identity-H codes that are UTF-16 code units: one range per high byte (surrogates left out).
function toUnicodeCMap(): string {
  const ranges: string[] = [];
  for (let high = 0; high < 256; high++) {
    if (high >= 0xd8 && high <= 0xdf) continue;
    const h = high.toString(16).padStart(2, "0");
    ranges.push(`<${h}00> <${h}ff> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100)
    blocks.push(
      `${Math.min(100, ranges.length - i)} beginbfrange\n${ranges.slice(i, i + 100).join("\n")}\nendbfrange`,
    );
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

// Widths of the characters the Type0 font draws narrower than its default 1000: Latin, Latin-1, Latin Extended;
// Greek, Cyrillic and Arabic when the page prints them.
const OTHER_SCRIPTS: Array<[number, number]> = [
  [0x370, 0x52f],
  [0x600, 0x6ff],
];
function cidWidths(placements: Placement[]): string {
  const range = (from: number, to: number) => {
    const widths: number[] = [];
    for (let code = from; code <= to; code++) widths.push(charWidth(String.fromCharCode(code)));
    return `${from} [${widths.join(" ")}]`;
  };
  const ranges = [range(0x20, 0x24f)];
  for (const [from, to] of OTHER_SCRIPTS)
    if (
      placements.some((p) =>
        [...p.text].some((c) => (c.codePointAt(0) ?? 0) >= from && (c.codePointAt(0) ?? 0) <= to),
      )
    )
      ranges.push(range(from, to));
  return `[${ranges.join(" ")}]`;
}

function cidFontObjects(first: number, placements: Placement[]): string[] {
  const cmap = deflateSync(Buffer.from(toUnicodeCMap(), "latin1")).toString("latin1");
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /NotoSansCJKjp-Regular /Encoding /Identity-H /DescendantFonts [${first + 1} 0 R] /ToUnicode ${first + 2} 0 R >>`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /NotoSansCJKjp-Regular /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${first + 3} 0 R /DW 1000 /W ${cidWidths(placements)} /CIDToGIDMap /Identity >>`,
    `<< /Length ${Buffer.byteLength(cmap, "latin1")} /Filter /FlateDecode >>\nstream\n${cmap}\nendstream`,
    "<< /Type /FontDescriptor /FontName /NotoSansCJKjp-Regular /Flags 4 /FontBBox [-200 -300 1100 1000] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 733 /StemV 80 >>",
  ];
}

export function writePdf(placements: Placement[], options: PdfOptions = {}): Uint8Array {
  const text = options.deflatedContent ? "" : contentStream(placements, options);
  const content = options.deflatedContent
    ? Buffer.from(options.deflatedContent).toString("latin1")
    : options.compress
      ? deflateSync(Buffer.from(text, "latin1")).toString("latin1")
      : text;
  const filter = options.compress || options.deflatedContent ? " /Filter /FlateDecode" : "";
  const unicode = !options.noText && !options.deflatedContent && placements.some((p) => !isWinAnsi(p.text));
  const fonts = unicode ? "/F1 4 0 R /F2 6 0 R" : "/F1 4 0 R";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << ${fonts} >> >> /Contents 5 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")}${filter} >>\nstream\n${content}\nendstream`,
  ];
  if (unicode) objects.push(...cidFontObjects(6, placements));
  if (options.encrypted) {
    objects.push(`<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${hex(32, 1)}> /U <${hex(32, 2)}> >>`);
  }
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  const encrypt = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<${hex(16, 3)}> <${hex(16, 3)}>]`
    : "";
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
