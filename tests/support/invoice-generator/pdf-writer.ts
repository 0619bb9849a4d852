import { deflateSync } from "node:zlib";

// Writes small one-page PDFs with a real text layer (Helvetica, WinAnsi), byte by byte: no dependency.

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

function contentStream(placements: Placement[], options: PdfOptions): string {
  if (options.noText) {
    return placements.map((p) => `${p.x} ${p.y} ${p.text.length * 4} 6 re f`).join("\n");
  }
  const ops = placements.map(
    (p) => `BT /F1 ${p.size ?? 9} Tf 1 0 0 1 ${p.x} ${p.y} Tm ${pdfString(p.text)} Tj ET`,
  );
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

export function writePdf(placements: Placement[], options: PdfOptions = {}): Uint8Array {
  const text = options.deflatedContent ? "" : contentStream(placements, options);
  const content = options.deflatedContent
    ? Buffer.from(options.deflatedContent).toString("latin1")
    : options.compress
      ? deflateSync(Buffer.from(text, "latin1")).toString("latin1")
      : text;
  const filter = options.compress || options.deflatedContent ? " /Filter /FlateDecode" : "";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")}${filter} >>\nstream\n${content}\nendstream`,
  ];
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
