// `npm start`: build if stale, then run the bundled server (it migrates, seeds and listens).
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
await import("../dist/server/main.js");
