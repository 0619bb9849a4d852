// `npm start`: build if stale, then run the bundled server (it migrates, seeds and listens).
import { ensureBuild } from "./ensure-build.mjs";
import { warnIfNodeTooOld } from "./node-version.mjs";

warnIfNodeTooOld();
ensureBuild();
await import("../dist/server/main.js");
