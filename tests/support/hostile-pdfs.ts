import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { constants, deflateRawSync, deflateSync } from "node:zlib";

/** One generated hostile or broken upload, and what the server must answer. */
export interface HostileFile {
  name: string;
  kind: string;
  bytes: Uint8Array;
}

const FIXTURES = path.resolve("tests/fixtures/invoices");
const MB = 1024 * 1024;

/** A small deterministic PRNG (mulberry32): the corpus is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type PdfObject = string | { dict: string; stream: Uint8Array };

/** Serialises numbered objects (1..n) with a correct xref table; `trailer` is added to /Size and /Root 1 0 R. */
export function buildPdf(objects: PdfObject[], trailerExtra = ""): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === "string") push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, "latin1"));
    else {
      push(
        Buffer.from(
          `${i + 1} 0 obj\n${object.dict.replace(/>>\s*$/, `/Length ${object.stream.length}>>`)}\nstream\n`,
          "latin1",
        ),
      );
      push(Buffer.from(object.stream));
      push(Buffer.from("\nendstream\nendobj\n", "latin1"));
    }
  });
  const xrefAt = length;
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, "0")} 00000 n \n`);
  push(Buffer.from(xref.join(""), "latin1"));
  push(
    Buffer.from(
      `trailer\n<</Size ${objects.length + 1}/Root 1 0 R${trailerExtra}>>\nstartxref\n${xrefAt}\n%%EOF\n`,
      "latin1",
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

const FONT = "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>";

/** Catalog, one page tree with one page, a font, and the given content stream (objects 1-5). */
function onePage(
  content: Uint8Array,
  { compressed = true, pageExtra = "", catalogExtra = "" } = {},
): PdfObject[] {
  return [
    `<</Type/Catalog/Pages 2 0 R${catalogExtra}>>`,
    "<</Type/Pages/Kids[3 0 R]/Count 1>>",
    `<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R${pageExtra}>>`,
    FONT,
    compressed
      ? { dict: "<</Filter/FlateDecode>>", stream: deflateSync(content, { level: 9 }) }
      : { dict: "<<>>", stream: content },
  ];
}

const text = (s: string) => Buffer.from(s, "latin1");

/** A plain one-page PDF showing these lines of text (Helvetica), one under the other. */
export function textPdf(lines: string[]): Uint8Array {
  const escapeText = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const body = lines
    .map((line, i) => `BT /F1 11 Tf 72 ${740 - i * 16} Td (${escapeText(line)}) Tj ET`)
    .join("\n");
  return buildPdf(onePage(text(body)));
}
const repeat = (chunk: string, times: number) => Buffer.alloc(chunk.length * times, chunk, "latin1");

/**
 * A zlib stream inflating to `bytes` zeros (a decompression bomb), built from one 16 MB piece repeated: raw
 * deflate blocks ended by a sync flush can be concatenated, then a final empty block and the Adler-32.
 */
const bombs = new Map<number, Uint8Array>();
export function zeroBomb(bytes: number): Uint8Array {
  const cached = bombs.get(bytes);
  if (cached) return cached;
  const pieceSize = 16 * MB;
  const piece = deflateRawSync(Buffer.alloc(pieceSize), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const count = Math.max(1, Math.round(bytes / pieceSize));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((((count * pieceSize) % 65521) << 16) | 1) >>> 0);
  const bomb = new Uint8Array(
    Buffer.concat([Buffer.from([0x78, 0xda]), ...Array(count).fill(piece), Buffer.from([0x03, 0x00]), adler]),
  );
  bombs.set(bytes, bomb);
  return bomb;
}

function fixtures(prefix: string): Array<{ name: string; bytes: Uint8Array }> {
  return readdirSync(FIXTURES)
    .filter((f) => f.startsWith(prefix) && f.endsWith(".pdf"))
    .sort()
    .map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(path.join(FIXTURES, f))) }));
}

/** Bits flipped inside every stream of the file (content, fonts), where damage changes what is read. */
function bitFlipped(bytes: Uint8Array, seed: number, flips: number): Uint8Array {
  const rnd = random(seed);
  const copy = new Uint8Array(bytes);
  const latin = Buffer.from(bytes).toString("latin1");
  const ranges: Array<[number, number]> = [];
  for (let at = latin.indexOf("stream\n"); at >= 0; at = latin.indexOf("stream\n", at + 7)) {
    if (latin.slice(at - 3, at) === "end") continue;
    const end = latin.indexOf("endstream", at);
    if (end > at + 16) ranges.push([at + 7, end]);
  }
  if (ranges.length === 0) ranges.push([16, Math.max(17, copy.length - 32)]);
  // Every stream is hit (the page's text among them), `flips` times over the whole file at least.
  const perRange = Math.max(8, Math.ceil(flips / ranges.length));
  for (const [from, to] of ranges) {
    for (let i = 0; i < perRange; i++) {
      const at = from + Math.floor(rnd() * (to - from));
      copy[at] = (copy[at] ?? 0) ^ (1 << Math.floor(rnd() * 8));
    }
  }
  return copy;
}

function junkPdf(seed: number, size: number): Uint8Array {
  const rnd = random(seed);
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = Math.floor(rnd() * 256);
  return new Uint8Array(Buffer.concat([text("%PDF-1.4\n"), body, text("\n%%EOF\n")]));
}

/** Pages tree with `pages` leaves (each a tiny page), built flat: thousands of pages. */
function manyPages(pages: number): Uint8Array {
  const objects: PdfObject[] = [
    "<</Type/Catalog/Pages 2 0 R>>",
    "",
    FONT,
    { dict: "<<>>", stream: text("BT /F1 9 Tf 10 10 Td (p) Tj ET") },
  ];
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) {
    kids.push(`${objects.length + 1} 0 R`);
    objects.push(
      "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 3 0 R>>>>/Contents 4 0 R>>",
    );
  }
  objects[1] = `<</Type/Pages/Kids[${kids.join(" ")}]/Count ${pages}>>`;
  return buildPdf(objects);
}

/** At least 100 hostile or broken uploads, generated the same way on every run. */
export function generateHostileCorpus(): HostileFile[] {
  const files: HostileFile[] = [];
  const add = (kind: string, name: string, bytes: Uint8Array) =>
    files.push({ kind, name: `${kind}-${name}.pdf`, bytes });
  const real = fixtures("real-");
  const encrypted = fixtures("refused-encrypted");
  const base = real[0]?.bytes ?? buildPdf(onePage(text("BT /F1 12 Tf 72 700 Td (Invoice) Tj ET")));

  // Not a PDF at all, whatever the name says.
  add("not-pdf", "zero-bytes", new Uint8Array());
  add(
    "not-pdf",
    "png",
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.alloc(200)]),
  );
  add("not-pdf", "zip", new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(200)]));
  add("not-pdf", "html", text("<!doctype html><script>alert(1)</script>"));
  add("not-pdf", "exe", new Uint8Array([0x4d, 0x5a, ...Buffer.alloc(500)]));
  add("not-pdf", "text", text("Invoice total 100 USD\n".repeat(50)));
  add("not-pdf", "header-after-1kb", new Uint8Array(Buffer.concat([Buffer.alloc(2048, 0x20), base])));
  add("not-pdf", "utf16-bom", new Uint8Array([0xff, 0xfe, ...text("%PDF-1.4")]));

  // Over the size limit by one byte.
  add(
    "too-large",
    "10mb-plus-1",
    new Uint8Array(Buffer.concat([text("%PDF-1.4\n"), Buffer.alloc(10 * MB + 1 - 9, 0x20)])),
  );

  // Truncated real invoices, at several points.
  for (const fixture of real.slice(0, 3)) {
    for (const fraction of [0.1, 0.5, 0.9, 0.99]) {
      add(
        "truncated",
        `${fixture.name.replace(/\.pdf$/, "")}-${fraction}`,
        fixture.bytes.subarray(0, Math.floor(fixture.bytes.length * fraction)),
      );
    }
  }
  // Bit-flipped real invoices (header and %%EOF kept), 24 variants.
  for (let seed = 1; seed <= 24; seed++) {
    const fixture = real[seed % Math.max(1, real.length)] ?? { name: "base", bytes: base };
    add("bit-flipped", `${seed}`, bitFlipped(fixture.bytes, seed, 64 + seed * 16));
  }
  // Encrypted: the shipped fixture, flipped copies, and an /Encrypt dictionary with nonsense in it.
  for (const fixture of encrypted) add("encrypted", "fixture", fixture.bytes);
  for (let seed = 1; seed <= 3 && encrypted[0]; seed++)
    add("encrypted", `flipped-${seed}`, bitFlipped(encrypted[0].bytes, 100 + seed, 4));
  add(
    "encrypted",
    "bogus-dict",
    buildPdf(
      [...onePage(text("BT /F1 12 Tf (x) Tj ET")), "<</Filter/Standard/V 5/R 6/Length 256/O(x)/U(y)/P -1>>"],
      "/Encrypt 6 0 R/ID[<00><00>]",
    ),
  );
  add(
    "encrypted",
    "unknown-handler",
    buildPdf([...onePage(text("BT /F1 12 Tf (x) Tj ET")), "<</Filter/NoSuchHandler/V 9>>"], "/Encrypt 6 0 R"),
  );

  // Deep nesting in arrays and dictionaries.
  for (const depth of [1_000, 10_000, 100_000]) {
    add(
      "deep-nesting",
      `array-${depth}`,
      buildPdf(
        onePage(text("BT /F1 12 Tf (x) Tj ET"), {
          pageExtra: `/Junk ${"[".repeat(depth)}${"]".repeat(depth)}`,
        }),
      ),
    );
    add(
      "deep-nesting",
      `dict-${depth}`,
      buildPdf(
        onePage(text("BT /F1 12 Tf (x) Tj ET"), {
          pageExtra: `/Junk ${"<</A ".repeat(depth)}1${">>".repeat(depth)}`,
        }),
      ),
    );
  }
  add("deep-nesting", "content-q-100000", buildPdf(onePage(repeat("q ", 100_000))));
  // Balanced and under 1 KB: slow for the reader yet under its time limit, so no time-out ever penalised it.
  add("deep-nesting", "balanced-q-13000", nestedStatePdf());
  add(
    "deep-nesting",
    "pages-tree-2000",
    (() => {
      const objects: PdfObject[] = [
        "<</Type/Catalog/Pages 2 0 R>>",
        FONT,
        { dict: "<<>>", stream: text("BT /F1 9 Tf (p) Tj ET") },
      ];
      objects.splice(1, 0, ""); // object 2 filled below
      const depth = 2000;
      for (let i = 0; i < depth; i++)
        objects.push(
          `<</Type/Pages/Parent ${i === 0 ? 2 : objects.length} 0 R/Kids[${objects.length + 2} 0 R]/Count 1>>`,
        );
      objects.push(
        `<</Type/Page/Parent ${objects.length} 0 R/MediaBox[0 0 9 9]/Resources<</Font<</F1 3 0 R>>>>/Contents 4 0 R>>`,
      );
      objects[1] = "<</Type/Pages/Kids[5 0 R]/Count 1>>";
      return buildPdf(objects);
    })(),
  );

  // Decompression bombs: page content, a font program and an image that inflate to hundreds of MB or GBs.
  for (const size of [256 * MB, 1024 * MB, 2048 * MB]) {
    const bomb = zeroBomb(size);
    const label = `${size / MB}mb`;
    add(
      "decompression-bomb",
      `content-${label}`,
      buildPdf([...onePage(new Uint8Array()).slice(0, 4), { dict: "<</Filter/FlateDecode>>", stream: bomb }]),
    );
    add(
      "decompression-bomb",
      `font-${label}`,
      buildPdf([
        "<</Type/Catalog/Pages 2 0 R>>",
        "<</Type/Pages/Kids[3 0 R]/Count 1>>",
        "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>>>/Contents 6 0 R>>",
        "<</Type/Font/Subtype/TrueType/BaseFont/Bomb/FirstChar 32/LastChar 126/FontDescriptor 5 0 R>>",
        "<</Type/FontDescriptor/FontName/Bomb/Flags 32/FontBBox[0 0 1000 1000]/ItalicAngle 0/Ascent 800/Descent -200/CapHeight 700/StemV 80/FontFile2 7 0 R>>",
        { dict: "<<>>", stream: text("BT /F1 12 Tf 72 700 Td (Invoice total 12.00) Tj ET") },
        { dict: "<</Filter/FlateDecode>>", stream: bomb },
      ]),
    );
    add(
      "decompression-bomb",
      `image-${label}`,
      buildPdf([
        "<</Type/Catalog/Pages 2 0 R>>",
        "<</Type/Pages/Kids[3 0 R]/Count 1>>",
        "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>/XObject<</Im1 6 0 R>>>>/Contents 5 0 R>>",
        FONT,
        { dict: "<<>>", stream: text("q 612 0 0 792 0 0 cm /Im1 Do Q BT /F1 12 Tf (x) Tj ET") },
        {
          dict: `<</Type/XObject/Subtype/Image/Width 16384/Height ${Math.round(size / 16384)}/ColorSpace/DeviceGray/BitsPerComponent 8/Filter/FlateDecode>>`,
          stream: bomb,
        },
      ]),
    );
  }
  add(
    "decompression-bomb",
    "nested-filters",
    buildPdf([
      ...onePage(new Uint8Array()).slice(0, 4),
      { dict: "<</Filter[/FlateDecode/FlateDecode]>>", stream: deflateSync(zeroBomb(512 * MB)) },
    ]),
  );

  // Operator bombs: millions of drawing or text operators in a small compressed stream.
  add(
    "operator-bomb",
    "text-1m",
    buildPdf(onePage(repeat("BT /F1 12 Tf 1 0 0 1 72 700 Tm (x) Tj ET\n", 1_000_000))),
  );
  add("operator-bomb", "path-2m", buildPdf(onePage(repeat("0 0 m 1 1 l S\n", 2_000_000))));
  add(
    "operator-bomb",
    "tj-array-huge",
    buildPdf(onePage(text(`BT /F1 12 Tf [${"(a) -1 ".repeat(2_000_000)}] TJ ET`))),
  );
  add(
    "operator-bomb",
    "show-text-50mb-string",
    buildPdf(onePage(text(`BT /F1 12 Tf (${"a".repeat(50 * MB)}) Tj ET`))),
  );
  add(
    "operator-bomb",
    "xobject-self-reference",
    buildPdf([
      "<</Type/Catalog/Pages 2 0 R>>",
      "<</Type/Pages/Kids[3 0 R]/Count 1>>",
      "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>/XObject<</X 6 0 R>>>>/Contents 5 0 R>>",
      FONT,
      { dict: "<<>>", stream: text("/X Do BT /F1 12 Tf (x) Tj ET") },
      {
        dict: "<</Type/XObject/Subtype/Form/BBox[0 0 9 9]/Resources<</XObject<</X 6 0 R>>>>>>",
        stream: text("/X Do /X Do"),
      },
    ]),
  );

  // Thousands of pages, and a page tree that claims far more than it has.
  add("many-pages", "5000", manyPages(5000));
  add("many-pages", "20000", manyPages(20000));
  add(
    "many-pages",
    "count-lies",
    buildPdf(
      onePage(text("BT /F1 12 Tf (x) Tj ET")).map((o, i) =>
        i === 1 ? "<</Type/Pages/Kids[3 0 R]/Count 2147483647>>" : o,
      ),
    ),
  );

  // Reference loops.
  add(
    "loop",
    "kids-self",
    buildPdf(["<</Type/Catalog/Pages 2 0 R>>", "<</Type/Pages/Kids[2 0 R]/Count 1>>"]),
  );
  add(
    "loop",
    "kids-cycle",
    buildPdf([
      "<</Type/Catalog/Pages 2 0 R>>",
      "<</Type/Pages/Kids[3 0 R]/Count 1>>",
      "<</Type/Pages/Kids[2 0 R]/Count 1>>",
    ]),
  );
  add(
    "loop",
    "parent-cycle",
    buildPdf(
      onePage(text("BT /F1 12 Tf (x) Tj ET")).map((o, i) =>
        i === 2 ? String(o).replace("/Parent 2 0 R", "/Parent 3 0 R") : o,
      ),
    ),
  );
  add(
    "loop",
    "length-self",
    (() => {
      const pdf = Buffer.from(buildPdf(onePage(text("BT /F1 12 Tf (x) Tj ET"), { compressed: false })));
      return new Uint8Array(
        Buffer.from(pdf.toString("latin1").replace(/\/Length \d+/, "/Length 5 0 R"), "latin1"),
      );
    })(),
  );
  add(
    "loop",
    "xref-prev-self",
    (() => {
      const pdf = buildPdf(onePage(text("BT /F1 12 Tf (x) Tj ET")));
      const s = Buffer.from(pdf).toString("latin1");
      const xrefAt = s.lastIndexOf("xref");
      return new Uint8Array(Buffer.from(s.replace("/Root 1 0 R", `/Root 1 0 R/Prev ${xrefAt}`), "latin1"));
    })(),
  );
  add(
    "loop",
    "contents-array-self",
    buildPdf(
      onePage(text("BT /F1 12 Tf (x) Tj ET"))
        .map((o, i) => (i === 2 ? String(o).replace("/Contents 5 0 R", "/Contents 6 0 R") : o))
        .concat(["[6 0 R 6 0 R]"]),
    ),
  );

  // JavaScript and other actions (never run: pdf.js is used with eval off, and nothing renders).
  add(
    "javascript",
    "open-action",
    buildPdf(
      onePage(text("BT /F1 12 Tf 72 700 Td (Hello) Tj ET"), {
        catalogExtra: "/OpenAction<</S/JavaScript/JS(app.alert\\(1\\); while\\(true\\){})>>",
      }),
    ),
  );
  add(
    "javascript",
    "names-tree",
    buildPdf([
      ...onePage(text("BT /F1 12 Tf (Hi) Tj ET"), { catalogExtra: "/Names<</JavaScript 6 0 R>>" }),
      "<</Names[(a) 7 0 R]>>",
      "<</S/JavaScript/JS(this.exportDataObject\\({cName:'x'}\\))>>",
    ]),
  );
  add(
    "javascript",
    "launch-action",
    buildPdf(
      onePage(text("BT /F1 12 Tf (Hi) Tj ET"), { catalogExtra: "/OpenAction<</S/Launch/F(cmd.exe)>>" }),
    ),
  );
  add(
    "javascript",
    "uri-action",
    buildPdf(
      onePage(text("BT /F1 12 Tf (Hi) Tj ET"), {
        catalogExtra: "/OpenAction<</S/URI/URI(http://127.0.0.1:1/steal)>>",
      }),
    ),
  );

  // Broken fonts.
  const brokenFont = (name: string, fontDict: string, program: Uint8Array, key: string) =>
    add(
      "broken-font",
      name,
      buildPdf([
        "<</Type/Catalog/Pages 2 0 R>>",
        "<</Type/Pages/Kids[3 0 R]/Count 1>>",
        "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>>>/Contents 6 0 R>>",
        fontDict,
        `<</Type/FontDescriptor/FontName/Broken/Flags 32/FontBBox[0 0 1000 1000]/ItalicAngle 0/Ascent 800/Descent -200/CapHeight 700/StemV 80/${key} 7 0 R>>`,
        { dict: "<<>>", stream: text("BT /F1 12 Tf 72 700 Td (Invoice Total 42.00 USD) Tj ET") },
        { dict: "<<>>", stream: program },
      ]),
    );
  const rnd = random(7);
  const garbage = (n: number) => new Uint8Array(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
  brokenFont(
    "truetype-garbage",
    "<</Type/Font/Subtype/TrueType/BaseFont/Broken/FontDescriptor 5 0 R>>",
    garbage(4096),
    "FontFile2",
  );
  brokenFont(
    "type1-garbage",
    "<</Type/Font/Subtype/Type1/BaseFont/Broken/FontDescriptor 5 0 R>>",
    garbage(4096),
    "FontFile",
  );
  brokenFont(
    "cff-garbage",
    "<</Type/Font/Subtype/Type1/BaseFont/Broken/FontDescriptor 5 0 R>>",
    garbage(4096),
    "FontFile3",
  );
  brokenFont(
    "truetype-huge-tables",
    "<</Type/Font/Subtype/TrueType/BaseFont/Broken/FontDescriptor 5 0 R>>",
    new Uint8Array(
      Buffer.concat([Buffer.from([0, 1, 0, 0, 0xff, 0xff, 0, 0, 0, 0, 0, 0]), Buffer.alloc(4096, 0xff)]),
    ),
    "FontFile2",
  );
  add(
    "broken-font",
    "widths-1m",
    buildPdf(
      onePage(text("BT /F1 12 Tf (x) Tj ET")).map((o, i) =>
        i === 3
          ? `<</Type/Font/Subtype/Type1/BaseFont/Helvetica/FirstChar 0/LastChar 999999/Widths[${"500 ".repeat(1_000_000)}]>>`
          : o,
      ),
    ),
  );
  add(
    "broken-font",
    "tounicode-bomb",
    buildPdf([
      ...onePage(text("BT /F1 12 Tf (x) Tj ET")).map((o, i) =>
        i === 3 ? "<</Type/Font/Subtype/Type1/BaseFont/Helvetica/ToUnicode 6 0 R>>" : o,
      ),
      {
        dict: "<</Filter/FlateDecode>>",
        stream: deflateSync(repeat("1 beginbfrange <0000> <FFFF> <0041> endbfrange\n", 200_000)),
      },
    ]),
  );

  // Object streams and cross-reference tables that claim absurd sizes.
  add(
    "objstm",
    "n-huge",
    buildPdf([
      ...onePage(text("BT /F1 12 Tf (x) Tj ET")),
      { dict: "<</Type/ObjStm/N 100000000/First 10>>", stream: text("1 0 2 5 ") },
    ]),
  );
  add(
    "objstm",
    "first-out-of-range",
    buildPdf([
      ...onePage(text("BT /F1 12 Tf (x) Tj ET")),
      { dict: "<</Type/ObjStm/N 2/First 999999999>>", stream: text("1 0 2 5 ") },
    ]),
  );
  add(
    "xref",
    "size-huge",
    (() => {
      const s = Buffer.from(buildPdf(onePage(text("BT /F1 12 Tf (x) Tj ET")))).toString("latin1");
      return new Uint8Array(Buffer.from(s.replace(/\/Size \d+/, "/Size 2147483647"), "latin1"));
    })(),
  );
  add(
    "xref",
    "startxref-wrong",
    (() => {
      const s = Buffer.from(buildPdf(onePage(text("BT /F1 12 Tf (x) Tj ET")))).toString("latin1");
      return new Uint8Array(Buffer.from(s.replace(/startxref\n\d+/, "startxref\n999999999"), "latin1"));
    })(),
  );
  add(
    "xref",
    "no-xref-100k-objects",
    (() => {
      const body = Array.from({ length: 100_000 }, (_, i) => `${i + 10} 0 obj\n<</A ${i}>>\nendobj\n`).join(
        "",
      );
      return new Uint8Array(text(`%PDF-1.4\n${body}trailer\n<</Root 1 0 R>>\n%%EOF\n`));
    })(),
  );

  // Random bytes between a real header and %%EOF.
  for (let seed = 1; seed <= 12; seed++) add("junk", `${seed}`, junkPdf(1000 + seed, 512 * seed * seed));
  return files;
}

/**
 * Page 1 with `depth` nested save states (`q` ... `Q`) around one line of text, Flate-compressed: under 1 KB, yet
 * costly for a PDF reader that walks the operators (a few seconds each on main, where nothing capped them).
 */
export function nestedStatePdf(depth = 13_000): Uint8Array {
  const content = Buffer.concat([
    repeat("q ", depth),
    text("BT /F1 11 Tf 72 740 Td (Total 1.00) Tj ET "),
    repeat("Q ", depth),
  ]);
  return buildPdf(onePage(content));
}
