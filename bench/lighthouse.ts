// Lighthouse bench for the public pages (issues 2, 11, 14): the four category scores in Lighthouse's default mobile
// emulation (simulated slow 4G, 4x CPU slowdown) for /, /terms, /privacy and a result page (made by uploading a
// real invoice first), run with Debian Chromium, plus the landing page's JavaScript in KB as the server sends it
// (the build's brotli-11 copies, vite.config.ts): what the first screen imports, and every script Lighthouse saw
// load before any interaction (also as Lighthouse measured the transfer, response headers included).
//
//   npm run bench:lighthouse                  (LIGHTHOUSE_RUNS=3 for the median of three runs per page;
//                                             LIGHTHOUSE_REPORT_DIR=dir to keep each run's full JSON report;
//                                             LIGHTHOUSE_PAGES=/,/results/{id} for only some of the pages)
//
// It starts its own server (scripts/e2e-server.mjs: fresh seeded data, compression and CSP as in production)
// on BENCH_PORT (default 3190), unless BENCH_URL points at a running one.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  emulateSlowPhone,
  linkCentre,
  recordTapsAndScroll,
  SLOW_PHONE,
  type TapTiming,
  tapFirstScreenLink,
} from "#tests/support/first-screen-tap.ts";

const ALL_PAGES = ["/", "/terms", "/privacy", "/results/{id}"];
// LIGHTHOUSE_PAGES="/,/results/{id}" measures only those pages (a before/after of one change on a busy machine).
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGES?.split(",").includes(page))
  : ALL_PAGES;
const RESULT_INVOICE = path.resolve("tests/fixtures/invoices/real-aws_invoice2data_1.pdf");
const LIGHTHOUSE_ATTEMPTS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CLIENT_DIR = path.resolve("dist/client");
const INITIAL_JS_BUDGET_KB = 120;
// Issue 21: at least 98 on the landing page and 95 on a result page (and on the legal pages, like a result page:
// a heading and text painted with the HTML, then React hydrates).
const PERFORMANCE_TARGETS: Record<string, number> = {
  "/": 98,
  "/terms": 95,
  "/privacy": 95,
  "/results/{id}": 95,
};
// A result page carries a visitor's name and e-mail: `noindex` on purpose (decision 017), the one SEO audit it fails.
const ACCEPTED_FAILURES: Record<string, string[]> = { "/results/{id}": ["is-crawlable"] };

type Scores = Record<(typeof CATEGORIES)[number], number> & {
  /** SEO without the audits this page fails on purpose (ACCEPTED_FAILURES). */
  seoAccepted: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
};

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** The bytes the server sends for a file to a browser that accepts brotli: its .br copy, else the file itself. */
function servedSizeOf(urlPath: string): number {
  const file = path.join(CLIENT_DIR, urlPath);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/**
 * The scripts the first screen runs: index.html's entry module, the app it starts (src/client/boot.tsx, imported
 * once the shell has painted) and everything those import statically, read from Vite's build manifest.
 */
function initialScripts(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(CLIENT_DIR, ".vite", "manifest.json"), "utf8"),
  ) as Record<string, ManifestChunk>;
  const entry = manifest["index.html"];
  if (!entry) throw new Error("index.html is missing from the build manifest");
  const files = new Set<string>();
  // The entry's only dynamic import is the app (main.tsx imports boot.tsx once the shell has painted).
  const pending = ["index.html", ...(entry.dynamicImports ?? [])];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build manifest`);
    if (files.has(`/${chunk.file}`)) continue;
    files.add(`/${chunk.file}`);
    pending.push(...(chunk.imports ?? []));
  }
  return [...files];
}

/** Uploads a real invoice as a visitor would, for a result page to measure. */
async function createResult(baseUrl: string): Promise<string> {
  const providers = (await (await fetch(`${baseUrl}/api/providers`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const aws = providers.find((provider) => provider.name === "AWS") ?? providers[0];
  if (!aws) throw new Error("no cloud provider to analyse an invoice with");
  const form = new FormData();
  form.set("name", "Bench Visitor");
  form.set("email", "bench@example.com");
  form.set("cloudProviderId", aws.id);
  form.set("file", new Blob([readFileSync(RESULT_INVOICE)], { type: "application/pdf" }), "invoice.pdf");
  const response = await fetch(`${baseUrl}/api/analyses`, { method: "POST", body: form });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { resultId: string }).resultId;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like) is run again. */
async function runLighthouse(url: string, port: number): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= LIGHTHOUSE_ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`  (${url}: ${lhr.runtimeError.code}, running it again)`);
  }
}

async function startServer(): Promise<{ baseUrl: string; server?: ChildProcess }> {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL.replace(/\/$/, "") };
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: { ...process.env, PORT: String(PORT), E2E_DATA_DIR: `.tmp/bench-data-${PORT}`, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill("SIGTERM");
  throw new Error("server did not become healthy within 120 s");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const FIRST_SCREEN_LINKS = ["Get Free Analysis", "Schedule a free call"];
const TAP_RUNS = Math.max(3, RUNS);

/**
 * Issue 11: on the slow profile, one scripted tap on each first-screen link as soon as the page has painted; how
 * long after the first paint the page starts to scroll. A lost tap (the defect: buttons dead until the app ran)
 * fails the bench.
 */
async function measureFirstScreenTaps(baseUrl: string): Promise<boolean> {
  console.log(
    `\nFirst-screen taps on / (${SLOW_PHONE.downloadBps / 1e6} Mbps, ${SLOW_PHONE.latencyMs} ms RTT, CPU ${SLOW_PHONE.cpuSlowdown}x, 390 px; median of ${TAP_RUNS})`,
  );
  console.log("link                   paint ms  tap after paint  scroll after tap  scroll after paint  lost");
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  let ok = true;
  try {
    for (const name of FIRST_SCREEN_LINKS) {
      const timings: TapTiming[] = [];
      let lost = 0;
      for (let run = 0; run < TAP_RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const at = await linkCentre(page, `${baseUrl}/`, name);
        const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const tapPage = await fresh.newPage();
        await emulateSlowPhone(tapPage);
        await recordTapsAndScroll(tapPage);
        const timing = await tapFirstScreenLink(tapPage, `${baseUrl}/`, name, at);
        if (timing.respondedAfterTapMs === null) lost++;
        else timings.push(timing);
        await context.close();
        await fresh.close();
      }
      const med = (pick: (t: TapTiming) => number | null) =>
        timings.length === 0 ? "-" : median(timings.map((t) => pick(t) ?? Number.NaN)).toFixed(0);
      console.log(
        `${name.padEnd(21)}  ${med((t) => t.firstPaintMs).padStart(8)}  ${med((t) => t.tapAfterPaintMs).padStart(15)}  ${med((t) => t.respondedAfterTapMs).padStart(16)}  ${med((t) => t.respondedAfterPaintMs).padStart(18)}  ${lost}/${TAP_RUNS}`,
      );
      if (lost > 0) ok = false;
    }
  } finally {
    await browser.close();
  }
  return ok;
}

async function main(): Promise<void> {
  const { baseUrl, server } = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const landingScripts = new Set<string>();
  const landingTransfers: number[] = [];
  let failed = false;
  const resultId = await createResult(baseUrl);
  try {
    console.log(
      `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile emulation, ${CHROME_PATH}, ${baseUrl}\n`,
    );
    console.log(`load average at start: ${load()}`);
    console.log(
      "page            perf  a11y  best-practices  seo   FCP ms  LCP ms  TBT ms  CLS    load average",
    );
    for (const pagePath of PAGES) {
      const runs: Scores[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await runLighthouse(`${baseUrl}${pagePath.replace("{id}", resultId)}`, chrome.port);
        const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const slug = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\W+/g, "-");
          writeFileSync(path.join(reportDir, `${slug}-${run + 1}.json`), JSON.stringify(lhr, null, 2));
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const accepted = ACCEPTED_FAILURES[pagePath] ?? [];
        const seoRefs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0);
        const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
        const seoAccepted = Math.round(
          (100 *
            seoRefs.reduce(
              (sum, ref) =>
                sum + ref.weight * (accepted.includes(ref.id) ? 1 : (lhr.audits[ref.id]?.score ?? 1)),
              0,
            )) /
            (seoWeight || 1),
        );
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
          seoAccepted,
          fcpMs: metric("first-contentful-paint"),
          lcpMs: metric("largest-contentful-paint"),
          tbtMs: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
        });
        for (const [id, audit] of Object.entries(lhr.audits)) {
          const inCategory = CATEGORIES.some((c) =>
            lhr.categories[c]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
          );
          if (inCategory && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") {
            const why = accepted.includes(id) ? " (on purpose)" : "";
            console.log(`  ${pagePath}: failed audit ${id}: ${audit.title}${why}`);
          }
        }
        if (pagePath === "/") {
          const items = (
            lhr.audits["network-requests"]?.details as {
              items?: { url: string; resourceType?: string; transferSize?: number }[];
            }
          )?.items;
          let transferred = 0;
          for (const item of items ?? []) {
            if (item.resourceType !== "Script") continue;
            landingScripts.add(new URL(item.url).pathname);
            transferred += item.transferSize ?? 0;
          }
          landingTransfers.push(transferred);
        }
      }
      const m = (key: keyof Scores) => median(runs.map((r) => r[key]));
      console.log(
        `${pagePath.padEnd(14)}  ${String(m("performance")).padStart(4)}  ${String(m("accessibility")).padStart(4)}  ${String(m("best-practices")).padStart(14)}  ${String(m("seo")).padStart(3)}  ${m("fcpMs").toFixed(0).padStart(7)} ${m("lcpMs").toFixed(0).padStart(7)} ${m("tbtMs").toFixed(0).padStart(7)}  ${m("cls").toFixed(3)}  ${load()}`,
      );
      if (RUNS > 1)
        console.log(
          `  runs (perf / TBT ms): ${runs.map((r) => `${r.performance} / ${r.tbtMs.toFixed(0)}`).join(", ")}`,
        );
      if (m("seoAccepted") !== m("seo"))
        console.log(`  SEO without the audits failed on purpose: ${m("seoAccepted")}`);
      if (
        m("performance") < (PERFORMANCE_TARGETS[pagePath] ?? 100) ||
        m("accessibility") < 100 ||
        m("best-practices") < 100 ||
        m("seoAccepted") < 100
      )
        failed = true;
    }
    if (!(await measureFirstScreenTaps(baseUrl))) failed = true;
  } finally {
    chrome.kill();
    server?.kill("SIGTERM");
  }

  const initial = initialScripts();
  const initialBytes = initial.reduce((sum, script) => sum + servedSizeOf(script), 0);
  console.log(
    `\nLanding page initial JS (entry + app + their static imports, as sent: brotli 11): ${kb(initialBytes)} KB`,
  );
  for (const script of initial) console.log(`  ${kb(servedSizeOf(script)).padStart(6)} KB  ${script}`);
  const lazy = [...landingScripts].filter((script) => !initial.includes(script));
  const lazyBytes = lazy.reduce((sum, script) => sum + servedSizeOf(script), 0);
  console.log(`Other scripts Lighthouse saw load on / before any interaction: ${kb(lazyBytes)} KB`);
  for (const script of lazy) console.log(`  ${kb(servedSizeOf(script)).padStart(6)} KB  ${script}`);
  const beforeInteraction = (initialBytes + lazyBytes) / 1024;
  console.log(
    `All JavaScript before any interaction: ${beforeInteraction.toFixed(1)} KB (budget ${INITIAL_JS_BUDGET_KB} KB)`,
  );
  if (landingTransfers.length > 0)
    console.log(
      `  as Lighthouse measured the transfer (response headers included), median of its runs on /: ${kb(median(landingTransfers))} KB`,
    );
  if (beforeInteraction > INITIAL_JS_BUDGET_KB) failed = true;

  console.log(
    failed
      ? `\nBELOW TARGET (performance ${Object.entries(PERFORMANCE_TARGETS)
          .map(([page, target]) => `${page} ${target}`)
          .join(
            ", ",
          )}, a11y/best-practices/SEO 100, JavaScript before any interaction <= ${INITIAL_JS_BUDGET_KB} KB as sent, no lost first-screen tap)`
      : "\nAll targets met.",
  );
  process.exitCode = failed ? 1 : 0;
}

await main();
