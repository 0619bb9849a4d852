// `npm run dev`: the API with reload (tsx watch) on :3000 and the Vite dev server on :5173 proxying /api.
import { spawn } from "node:child_process";
import { warnIfNodeTooOld } from "./node-version.mjs";

warnIfNodeTooOld();

const env = { ...process.env, TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? "http://localhost:5173" };
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
