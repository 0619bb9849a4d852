import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

// Tesseract's trained models come from npm packages (`@tesseract.js-data/<code>`), installed with the app: nothing
// is fetched at run time. Each package holds its model twice: `4.0.0` (legacy and LSTM) and `4.0.0_best_int` (LSTM
// only, integer weights, a quarter of the size); the reader runs the LSTM engine only, so it uses the latter.
// tesseract.js reads every model of one worker from a single folder (its `langPath`): the models are linked into a
// folder of this process's own, made once.

const MODEL_FOLDER = "4.0.0_best_int";
const load = createRequire(import.meta.url);
let folder: string | undefined;

/** The model file of one Tesseract language code, inside its package. Throws when the package is not installed. */
export function modelFile(code: string): string {
  const root = dirname(load.resolve(`@tesseract.js-data/${code}/package.json`));
  return join(root, MODEL_FOLDER, `${code}.traineddata.gz`);
}

/** A folder holding `<code>.traineddata.gz` for each of `codes` (links to the installed packages). */
export function modelFolder(codes: readonly string[]): string {
  if (!folder) {
    mkdirSync(tmpdir(), { recursive: true });
    const made = mkdtempSync(join(tmpdir(), "cbc-tessdata-"));
    process.once("exit", () => rmSync(made, { recursive: true, force: true }));
    folder = made;
  }
  for (const code of codes) {
    try {
      symlinkSync(modelFile(code), join(folder, `${code}.traineddata.gz`));
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw error;
    }
  }
  return folder;
}
