// Hand-written PostScript, as a billing system's own print driver writes it, turned into PDF by Ghostscript
// (`ps2pdf`, pdfwrite). Depending on the invoice: amounts shown glyph by glyph with tracking, labels with
// `ashow` (character spacing) and notes with `widthshow` (word spacing), fonts scaled horizontally with
// `makefont`, every string drawn one glyph per `show`, and a landscape page drawn rotated (Ghostscript then marks
// the page /Rotate 90). The summary is drawn before the header: the content stream is not in reading order.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./common.ts";
import type { ProducerInvoice } from "./invoices.ts";

// ISO Latin-1 with the euro sign in the currency sign's place (\244).
function ps(text: string): string {
  let out = "";
  for (const ch of text.replace(/[\u2013\u2212]/g, "-").replace(/[\u2019]/g, "'")) {
    const code = ch === "€" ? 0xa4 : ch === "\u202f" || ch === "\u2009" ? 0xa0 : (ch.codePointAt(0) ?? 63);
    if (code > 255) throw new Error(`not in Latin-1: ${ch}`);
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += ch;
  }
  return `(${out})`;
}

const PROLOGUE = `%!PS-Adobe-3.0
%%Creator: billing print driver
%%Pages: 1
%%EndComments
/reencode { % newname basename
  findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall
  /Encoding ISOLatin1Encoding 256 array copy dup 164 /Euro put def currentdict end definefont pop
} def
/F /Helvetica reencode /FB /Helvetica-Bold reencode
/f { /F findfont exch scalefont setfont } def
/fb { /FB findfont exch scalefont setfont } def
/fx { /F findfont [ 3 -1 roll dup 0.78 mul exch 0 0 4 -1 roll 0 0 ] makefont setfont } def
% size fm / fmb -- fonts mirrored top to bottom, for a page whose origin is its top-left corner
/fm { /sz exch def /F findfont [ sz 0 0 sz neg 0 0 ] makefont setfont } def
/fmb { /sz exch def /FB findfont [ sz 0 0 sz neg 0 0 ] makefont setfont } def
% string tracking  gshow  -- one show per glyph, tracking points between glyphs
/gshow { /tr exch def { (X) dup 0 4 -1 roll put show tr 0 rmoveto } forall } def
% string tracking  gwidth  width
/gwidth { /tr exch def dup stringwidth pop exch length 1 sub tr mul add } def
% x y string  rshow  -- right-aligned at x
/rshow { dup stringwidth pop 4 -1 roll exch sub 3 -1 roll moveto show } def
/grshow { % x y string tracking
  /trk exch def /s exch def /yy exch def /xx exch def
  xx s trk gwidth sub yy moveto s trk gshow } def
`;

export function render(inv: ProducerInvoice, out: string, dir: string): void {
  const has = (word: string) => inv.traits.some((t) => t.includes(word));
  const landscape = has("landscape") || has("upside down") || has("other way");
  const [W, H] = landscape && !has("upside down") ? [842, 595] : [595, 842];
  const topLeft = has("top-left origin");
  // On a top-left page, y runs down: every baseline is placed at H - y under a mirrored font.
  const Y = (y: number) => (topLeft ? H - y : y);
  const font = (size: number, bold: boolean, condense: boolean) =>
    topLeft
      ? `${size} ${bold ? "fmb" : "fm"}`
      : condense && !bold
        ? `${size} fx`
        : `${size} ${bold ? "fb" : "f"}`;
  const glyphAmounts = has("glyph by glyph") ? (has("apostrophe") ? 1.6 : 2.2) : null;
  const everyGlyph = has("one show per glyph");
  const condensed = has("horizontally scaled");
  const ashow = has("ashow");
  const body: string[] = [];
  const text = (x: number, y0: number, s: string, size = 10, bold = false) => {
    const y = Y(y0);
    body.push(font(size, bold, condensed));
    if (everyGlyph) body.push(`${x} ${y} moveto ${ps(s)} 0 gshow`);
    else if (ashow && !bold) body.push(`${x} ${y} moveto 0.9 0 ${ps(s)} ashow`);
    else body.push(`${x} ${y} moveto ${ps(s)} show`);
  };
  const amount = (x: number, y0: number, s: string, size = 10, bold = false) => {
    const y = Y(y0);
    body.push(font(size, bold, condensed));
    if (glyphAmounts !== null) body.push(`${x} ${y} ${ps(s)} ${glyphAmounts} grshow`);
    else if (everyGlyph) body.push(`${x} ${y} ${ps(s)} 0 grshow`);
    else body.push(`${x} ${y} ${ps(s)} rshow`);
  };
  const right = W - 60;
  // Summary first (drawn before the header, as some drivers do).
  let y = landscape ? 250 : 380;
  inv.summary.forEach(([label, value], i) => {
    const last = i === inv.summary.length - 1;
    text(W / 2, y, label, 10, last);
    amount(right, y, value, 10, last);
    y -= 16;
  });
  text(60, y - 20, "", 8);
  body.push(topLeft ? "8 fm" : "8 f");
  body.push(`60 ${Y(y - 24)} moveto 2 0 32 ${ps(inv.note)} widthshow`);
  // Header.
  y = H - 70;
  text(60, y, inv.title, 20, true);
  y -= 26;
  for (const line of inv.seller.lines) {
    text(60, y, line, 9);
    y -= 12;
  }
  let hy = H - 96;
  for (const [label, value] of inv.header) {
    text(W / 2 + 40, hy, `${label}:`, 9);
    text(W / 2 + 150, hy, value, 9);
    hy -= 13;
  }
  y = Math.min(y, hy) - 16;
  for (const line of inv.billTo) {
    text(60, y, line, 9);
    y -= 12;
  }
  y -= 14;
  text(60, y, inv.words.description, 9, true);
  amount(right, y, inv.words.amount, 9, true);
  y -= 15;
  for (const [label, value] of inv.services) {
    text(60, y, label, 9);
    amount(right, y, value, 9);
    y -= 13;
  }
  const page = has("landscape media box")
    ? // A landscape page: the media box itself is wider than high.
      `<< /PageSize [842 595] >> setpagedevice\n`
    : has("upside down")
      ? // Drawn upside down (fed the wrong way round): Ghostscript marks the page /Rotate 180.
        `<< /PageSize [595 842] >> setpagedevice\n595 842 translate 180 rotate\n`
      : has("other way")
        ? // Turned a quarter the other way: /Rotate 270.
          `<< /PageSize [595 842] >> setpagedevice\n-90 rotate -842 0 translate\n`
        : landscape
          ? // Drawn on portrait paper turned a quarter: Ghostscript's auto-rotation marks the page /Rotate 90.
            `<< /PageSize [595 842] >> setpagedevice\n90 rotate 0 -595 translate\n`
          : topLeft
            ? // A driver that puts the origin at the top-left corner: y runs down, fonts mirrored back.
              `<< /PageSize [595 842] >> setpagedevice\n0 842 translate 1 -1 scale\n`
            : has("crooked")
              ? // Fed into the scanner crooked: the page turned a little about its centre.
                `<< /PageSize [595 842] >> setpagedevice\n297 421 translate 1.3 rotate -297 -421 translate\n`
              : `<< /PageSize [595 842] >> setpagedevice\n`;
  const source = `${PROLOGUE}%%Page: 1 1\n${page}${body.join("\n")}\nshowpage\n%%EOF\n`;
  writeFileSync(join(dir, "invoice.ps"), source, "latin1");
  run("ps2pdf", ["-dAutoRotatePages=/PageByPage", "invoice.ps", out], { cwd: dir });
}
