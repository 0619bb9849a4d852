import type { RejectionReason } from "#server/extraction/errors.ts";
import { type Placement, seededRandom, writePdf } from "./pdf-writer.ts";

const letter: Placement[] = [
  { x: 40, y: 760, text: "Dear neighbour," },
  { x: 40, y: 740, text: "The garden party is on Saturday at 3 pm. Please bring a salad." },
  { x: 40, y: 720, text: "Tickets: $5.00 each, Total: $10.00 for two." },
];
const valid = writePdf(letter);

/** Files that must be refused cleanly, with the reason the engine must give. */
export const REFUSED: Array<{ name: string; reason: RejectionReason; bytes: Uint8Array }> = [
  { name: "not-an-invoice", reason: "unsupported", bytes: valid },
  { name: "no-text-layer", reason: "no_text", bytes: writePdf(letter, { noText: true }) },
  { name: "truncated", reason: "truncated", bytes: valid.slice(0, Math.floor(valid.length * 0.6)) },
  { name: "encrypted", reason: "encrypted", bytes: writePdf(letter, { encrypted: true }) },
  { name: "empty", reason: "not_pdf", bytes: new Uint8Array(0) },
  {
    name: "random-bytes",
    reason: "not_pdf",
    bytes: Uint8Array.from({ length: 4096 }, seededRandom(99)).map((v) => v * 255),
  },
  {
    name: "renamed-text-file",
    reason: "not_pdf",
    bytes: new TextEncoder().encode("Invoice\nTotal: $10.00\n"),
  },
];
