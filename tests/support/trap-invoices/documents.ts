// Every document of the trap set: invoices, then look-alikes to refuse.

import { MORE_DOCS } from "./documents-more.ts";
import { WEST_DOCS } from "./documents-west.ts";
import { LOOK_ALIKES } from "./look-alikes.ts";
import type { TrapDoc } from "./model.ts";

export const TRAP_DOCS: TrapDoc[] = [...WEST_DOCS, ...MORE_DOCS, ...LOOK_ALIKES];
