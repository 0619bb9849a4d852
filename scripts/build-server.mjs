// Bundles the server (main + PDF worker + the CLIs) into dist/server and copies the SQL migrations beside it.
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries({
      main: "src/server/main.ts",
      "pdf-text.worker": "src/server/extraction/pdf/pdf-text.worker.ts",
      // The command-line tools run from the bundle too (scripts/run-cli.mjs), so production needs no tsx.
      "admin-create": "src/cli/admin-create.ts",
      "retention-purge": "src/cli/retention-purge.ts",
      analyze: "src/cli/analyze.ts",
      // Testimonial photos are re-encoded in a worker thread: its entry sits beside the chunks.
      "reencode.worker": "src/server/images/reencode.worker.ts",
      // The review step draws invoice pages in a worker thread (render-page.ts): its entry sits beside the chunks.
      "render-page.worker": "src/server/review/render-page.worker.ts",
    }).filter(([, file]) => existsSync(file)),
  ),
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  // Modules the server imports with import() (auth, database drivers, S3, Redis, mail) become chunks of their own,
  // loaded when first needed instead of at start-up. Chunks stay beside main.js: the worker and the migrations
  // are found relative to the module that asks for them.
  splitting: true,
  chunkNames: "[name]-[hash]",
  // The HTTP framework and what every request runs through are bundled in (pure JavaScript): resolving and
  // compiling their hundreds of files one by one was about a third of the start-up time. Packages with
  // WebAssembly, workers, native parts or files of their own, and the ones loaded on first use, stay external.
  external: [
    "@aws-sdk/*",
    "@electric-sql/pglite",
    "@electric-sql/pglite/*",
    "@fastify/swagger-ui",
    "@jsquash/*",
    "@napi-rs/canvas",
    "@zxcvbn-ts/*",
    "better-auth",
    "better-auth/*",
    "ioredis",
    "nodemailer",
    "pdfjs-dist",
    "pdfjs-dist/*",
    "pg",
    // Starts its own worker thread from a file of its package, and loads its WebAssembly build from there.
    "tesseract.js",
  ],
  // Bundled CommonJS packages still ask for Node's built-ins with require().
  banner: {
    js: 'import { createRequire as __cbcCreateRequire } from "node:module"; const require = __cbcCreateRequire(import.meta.url);',
  },
  sourcemap: true,
  // V8 keeps the source of every loaded module in memory, for as long as the process runs. Comments and
  // indentation were a third of main.js; identifiers stay as they are, so stack traces still name functions
  // (dist/server/*.js.map maps them back to the sources).
  minifyWhitespace: true,
  // License comments go to a file beside each bundle instead of its end (main.js.LEGAL.txt).
  legalComments: "linked",
  logLevel: "warning",
});
// A single character above U+00FF anywhere in a file makes V8 hold that file's whole source as UTF-16: main.js
// took twice its size in memory for one apostrophe in a regular expression (esbuild escapes strings, not regular
// expression literals or comments). main.js is always loaded, so it has to stay one byte per character.
for (const file of ["dist/server/main.js"]) {
  const source = readFileSync(file, "utf8");
  const wide = /[\u0100-\u{10ffff}]/u.exec(source);
  if (wide) {
    const context = source.slice(Math.max(0, wide.index - 60), wide.index + 20);
    throw new Error(
      `${file} holds ${JSON.stringify(wide[0])}: write it as a \\u escape in the source (...${context}...)`,
    );
  }
}
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server bundle written to dist/server");
