// Writes tests/fixtures/scans/*.pdf: invoices of the producer corpus (tests/fixtures/producers) printed to paper and
// scanned back, as pictures only (no text layer), with their expected JSON. Each page is drawn by poppler
// (pdftoppm), spoilt the way a scanner or a fax spoils it with ImageMagick (blur, noise, skew, a page fed sideways
// or upside down, JPEG artefacts, a bilevel fax), and wrapped back into a PDF by img2pdf (pictures only).
//
//   apt-get install -y poppler-utils imagemagick img2pdf
//   npx tsx tests/support/scan-corpus/build-scans.ts
//
// The tools are needed to rebuild the scans only: the tests read the committed files.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCES = fileURLToPath(new URL("../../fixtures/producers/", import.meta.url));
const OUT = fileURLToPath(new URL("../../fixtures/scans/", import.meta.url));
// ImageMagick 6's own binary (a stand-in named convert may come first on PATH).
const MAGICK = process.env.MAGICK ?? "/usr/bin/convert";

/** How a page is spoilt: the resolution it is scanned at and ImageMagick's operations on the picture. */
const PROFILES: Record<string, { dpi: number; ops: string[]; ext: "jpg" | "png" }> = {
  // An office scanner: grey, a little soft, a little noise, a slight tilt, ordinary JPEG.
  office: {
    dpi: 200,
    ops: [
      "-colorspace",
      "Gray",
      "-blur",
      "0x0.6",
      "-attenuate",
      "0.4",
      "+noise",
      "Gaussian",
      "-background",
      "white",
      "-rotate",
      "0.7",
      "-quality",
      "70",
    ],
    ext: "jpg",
  },
  // Fed in crooked, printed toner a little grey, heavier JPEG.
  crooked: {
    dpi: 200,
    ops: [
      "-colorspace",
      "Gray",
      "-level",
      "0%,100%,1.3",
      "-background",
      "white",
      "-rotate",
      "-2.2",
      "-blur",
      "0x0.5",
      "-quality",
      "55",
    ],
    ext: "jpg",
  },
  // A low-resolution scan, soft and noisy.
  lowres: {
    dpi: 150,
    ops: [
      "-colorspace",
      "Gray",
      "-blur",
      "0x0.7",
      "-attenuate",
      "0.6",
      "+noise",
      "Gaussian",
      "-quality",
      "60",
    ],
    ext: "jpg",
  },
  // A fax: black and white, speckled, a degree off.
  fax: {
    dpi: 200,
    ops: [
      "-colorspace",
      "Gray",
      "-background",
      "white",
      "-rotate",
      "1",
      "-attenuate",
      "0.5",
      "+noise",
      "Impulse",
      "-threshold",
      "55%",
      "-type",
      "Bilevel",
    ],
    ext: "png",
  },
  // Fed in sideways: the picture is turned a quarter.
  sideways: {
    dpi: 200,
    ops: [
      "-colorspace",
      "Gray",
      "-rotate",
      "90",
      "-attenuate",
      "0.3",
      "+noise",
      "Gaussian",
      "-quality",
      "70",
    ],
    ext: "jpg",
  },
  // Fed in upside down.
  upside: {
    dpi: 200,
    ops: ["-colorspace", "Gray", "-rotate", "180", "-blur", "0x0.5", "-quality", "65"],
    ext: "jpg",
  },
};

/** The scans: source invoice (a producer fixture) and how it is spoilt. */
const SCANS: Array<[string, keyof typeof PROFILES]> = [
  ["groff-de-hetzner", "office"],
  ["groff-en-aws-inc", "crooked"],
  ["groff-fi-google", "lowres"],
  ["groff-fr-ovh", "fax"],
  ["groff-sv-aws-emea", "office"],
  ["groff-da-microsoft", "sideways"],
  ["enscript-cs-aws-emea", "office"],
  ["enscript-en-digitalocean", "lowres"],
  ["enscript-nb-google", "crooked"],
  ["enscript-pl-ovh", "office"],
  ["fop-da-aws-emea", "crooked"],
  ["fop-de-aws-emea", "fax"],
  ["fop-en-oracle", "office"],
  ["fop-fi-aws-emea", "upside"],
  ["fop-fr-microsoft", "lowres"],
  ["fop-nb-microsoft", "office"],
  ["libreoffice-hu-google", "office"],
  ["libreoffice-id-alibaba", "crooked"],
  ["libreoffice-ro-aws-emea", "lowres"],
  ["lo-en-linode", "fax"],
  ["lo-it-aws-stacked", "office"],
  ["lo-pl-google", "crooked"],
  ["lo-ja-aws-jp", "office"],
  ["lo-zh-alibaba", "office"],
  ["lo-ko-aws-kr", "office"],
  ["cairo-es-aws-letterspaced", "office"],
  ["cairo-tr-microsoft", "crooked"],
  ["pdftex-nl-google", "office"],
  ["pdftex-it-aws-emea", "lowres"],
  ["pdftex-de-aws-emea", "sideways"],
  ["rsvg-pt-aws-emea", "office"],
  ["rsvg-es-ovh", "crooked"],
  ["weasy-sv-google", "lowres"],
  ["weasy-tr-google", "office"],
  ["weasy-nl-aws-emea", "crooked"],
  ["wk-pt-google", "upside"],
  ["wk-en-digitalocean", "office"],
  ["ps-en-oracle-glyphs", "fax"],
];

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr || result.error}`);
}

const work = mkdtempSync(join(tmpdir(), "cbc-scans-"));
try {
  for (const [source, profileName] of SCANS) {
    const profile = PROFILES[profileName];
    if (!profile) throw new Error(`no profile ${profileName}`);
    const name = `${source}-${profileName}`;
    // At most the five pages the reader reads by OCR.
    run("pdftoppm", [
      "-r",
      String(profile.dpi),
      "-gray",
      "-l",
      "5",
      "-png",
      join(SOURCES, `${source}.pdf`),
      join(work, name),
    ]);
    const pages = readdirSync(work)
      .filter((file) => file.startsWith(`${name}-`) && file.endsWith(".png"))
      .sort();
    const pictures = pages.map((page, i) => {
      const out = join(work, `${name}.p${i + 1}.${profile.ext}`);
      run(MAGICK, [join(work, page), ...profile.ops, "-density", String(profile.dpi), out]);
      return out;
    });
    run("img2pdf", ["--pagesize", "A4", "-o", join(OUT, `${name}.pdf`), ...pictures]);
    const expected = JSON.parse(readFileSync(join(SOURCES, `${source}.expected.json`), "utf8"));
    expected._scan = {
      source: `producers/${source}.pdf`,
      profile: profileName,
      dpi: profile.dpi,
      pages: pictures.length,
    };
    writeFileSync(join(OUT, `${name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`${name}.pdf (${pictures.length} page${pictures.length > 1 ? "s" : ""})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
