// Issue 21: the browser runs React 19 (react-dom), the runtime that pre-renders the shells, and nothing else
// React-like; the pre-rendered pages are hydrated (their DOM kept), without a mismatch.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createResult, fixturePdf } from "./analysis-support.ts";
// Plain Playwright pages: these tests hold the app back themselves (public-pages.ts waits for it on every goto).
import { waitForApp } from "./support/public-pages.ts";

const ASSETS = path.resolve("dist/client/assets");

function builtScripts(): Array<{ file: string; code: string }> {
  return readdirSync(ASSETS)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, code: readFileSync(path.join(ASSETS, file), "utf8") }));
}

// What a second runtime leaves in a minified bundle: Preact's name, its devtools hook, its vnode's mangled fields
// (they survive minification: `{type,props,key,ref,__k:null,__:null,__b:0,__e:null,...}`), its hooks' state field.
const SECOND_RUNTIME_SIGNATURES: Array<[string, RegExp]> = [
  ["the name preact", /preact/i],
  ["Preact's devtools hook", /__PREACT_DEVTOOLS__/],
  ["Preact's vnode shape", /__k:null,__:null,__b:0,__e:null/],
  ["Preact's hooks state", /\.__H\b/],
  ["Inferno", /\binferno\b/i],
];

test("the built client carries react-dom 19 once and no second React-like runtime", () => {
  const scripts = builtScripts();
  expect(scripts.length).toBeGreaterThan(0);
  for (const [what, signature] of SECOND_RUNTIME_SIGNATURES) {
    const found = scripts.filter(({ code }) => signature.test(code)).map(({ file }) => file);
    expect(found, `${what} in the built client`).toEqual([]);
  }
  // react-dom's renderer registers itself with React DevTools under its package name and version.
  const reconcilers = scripts.flatMap(({ file, code }) =>
    [
      ...code.matchAll(
        /rendererPackageName:\s*[`"']react-dom[`"'][^}]{0,120}?reconcilerVersion:\s*[`"'](\d+)\./g,
      ),
    ].map((match) => ({ file, major: Number(match[1]) })),
  );
  expect(reconcilers, "react-dom renderers in the built client").toHaveLength(1);
  expect(reconcilers[0]?.major).toBe(19);
  // React's development build: its warnings are compiled out of the production one.
  const development = scripts.filter(({ code }) => code.includes("Check the render method of"));
  expect(
    development.map(({ file }) => file),
    "React's development build in the built client",
  ).toEqual([]);
});

test("the built client's scripts are compiled with their download, not on the main thread when first called", () => {
  const scripts = builtScripts();
  // V8's explicit compile hints (vite.config.ts compileHints): the comment must open every chunk.
  const unhinted = scripts.filter(({ code }) => !code.startsWith("//# allFunctionsCalledOnLoad\n"));
  expect(
    unhinted.map(({ file }) => file),
    "chunks without the compile-hint comment",
  ).toEqual([]);
  // React, React DOM and the scheduler are CommonJS modules: their factories must be function expressions in
  // parentheses (eagerly compiled), not arrow functions (vite.config.ts eagerCommonJsFactories).
  const framework = scripts.find(({ code }) => code.includes("rendererPackageName"));
  expect(framework, "the chunk with react-dom's renderer").toBeDefined();
  expect(framework?.code.match(/\(\(function\([\w$,]*\)\{/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
});

type ManifestChunk = { file: string; imports?: string[] };

/** The built files a module's chunk imports statically, itself included: what runs before it can render. */
function staticGraphOf(entry: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.resolve("dist/client/.vite/manifest.json"), "utf8"),
  ) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}

test("the result page builds no zod schema before its report: the schemas load with the answer", () => {
  // Building the shared zod schemas was the result route's largest piece of script on a phone (issue 21): the
  // route checks its answer with a schema imported on demand (api/results.ts), and the correction form is lazy.
  const graph = staticGraphOf("src/client/pages/result/route.tsx");
  expect(graph.length).toBeGreaterThan(3);
  const withZod = graph.filter((file) =>
    readFileSync(path.resolve("dist/client", file), "utf8").includes("ZodError"),
  );
  expect(withZod, "chunks with zod in the result route's static imports").toEqual([]);
  // The check itself is still there: the result schema's chunk, with zod, is one of the route's dynamic imports.
  const schemaGraph = staticGraphOf("src/shared/schemas/result.ts");
  expect(
    schemaGraph.some((file) => readFileSync(path.resolve("dist/client", file), "utf8").includes("ZodError")),
  ).toBe(true);
});

/** bundleType: 0 for React's production build, 1 for its development build. */
type Renderer = { name: string; version: string; bundleType: number };

/** A stand-in for React DevTools' hook: every renderer that starts registers itself with it. */
async function recordRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: Renderer[] = [];
    const noop = () => {};
    Object.assign(window, {
      __renderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(internals: { rendererPackageName?: string; version?: string; bundleType?: number }) {
          renderers.push({
            name: internals.rendererPackageName ?? "?",
            version: internals.version ?? "?",
            bundleType: internals.bundleType ?? -1,
          });
          return renderers.length;
        },
        checkDCE: noop,
        onCommitFiberRoot: noop,
        onCommitFiberUnmount: noop,
        onPostCommitFiberRoot: noop,
        setStrictMode: noop,
      },
    });
  });
}

/** Console errors and warnings and uncaught errors (React reports a hydration mismatch as one). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Holds the app's JavaScript until `release` is called: the page stays the pre-rendered shell until then. */
async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(app|framework)-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test("the page runs one renderer: react-dom 19", async ({ page }) => {
  await recordRenderers(page);
  await page.goto("/");
  await waitForApp(page);
  const renderers = await page.evaluate(() => (window as unknown as { __renderers: Renderer[] }).__renderers);
  expect(renderers).toHaveLength(1);
  expect(renderers[0]?.name).toBe("react-dom");
  expect(renderers[0]?.version).toMatch(/^19\./);
  // A build made with NODE_ENV other than "production" (a build started from inside the test runner, which sets
  // NODE_ENV=test) ships React's development build: StrictMode then mounts every component twice.
  expect(renderers[0]?.bundleType, "React's production build").toBe(0);
});

test.describe("pre-rendered pages are hydrated, not replaced, without a mismatch", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let resultPath = "";

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    resultPath = `/results/${(await createResult(page, fixturePdf("real-aws_invoice2data_1"))).id}`;
    await page.close();
  });

  for (const theme of ["light", "dark"] as const) {
    for (const pagePath of ["/", "/terms", "/privacy", "{result}"]) {
      test(`${pagePath} in the ${theme} theme`, async ({ page }) => {
        const url = pagePath === "{result}" ? resultPath : pagePath;
        const problems = collectProblems(page);
        await page.addInitScript((stored) => localStorage.setItem("vite-ui-theme", stored), theme);
        const { release } = await holdAppCode(page);
        await page.goto(url, { waitUntil: "domcontentloaded" });
        // The shell's own elements, marked before the app runs: hydration keeps them, a render from scratch not.
        await page.evaluate(() => {
          for (const element of document.querySelectorAll("h1, header a, [data-theme-toggle]"))
            (element as unknown as { __shell: boolean }).__shell = true;
        });
        expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
        release();
        await page.waitForFunction(() => document.documentElement.dataset.app === "live");
        const kept = await page.evaluate(() =>
          [...document.querySelectorAll("header a, [data-theme-toggle]")].map(
            (element) => (element as unknown as { __shell?: boolean }).__shell === true,
          ),
        );
        expect(kept.length).toBeGreaterThan(0);
        expect(kept.every(Boolean), "header elements kept by hydration").toBe(true);
        if (pagePath !== "{result}") {
          // (A result's heading is replaced by the report when the data arrives, as designed.)
          expect(
            await page.evaluate(
              () => (document.querySelector("h1") as unknown as { __shell?: boolean }).__shell,
            ),
          ).toBe(true);
        }
        // After hydration the theme switch describes the stored theme (the shell was rendered in the light one).
        const other = theme === "dark" ? "light" : "dark";
        await expect(page.locator("[data-theme-toggle]").first()).toHaveAttribute(
          "aria-label",
          `Switch to ${other} theme`,
        );
        if (pagePath === "{result}")
          await expect(page.getByTestId("result-subject")).toContainText("Test Visitor");
        // The page is live: the switch works once, not twice (the shell's fallback handler stands down).
        await page.locator("[data-theme-toggle]").first().click();
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${other}\\b`));
        await expect(page.locator("[data-theme-toggle]").first()).toHaveAttribute(
          "aria-label",
          `Switch to ${theme} theme`,
        );
        expect(problems, "console errors, warnings and uncaught errors").toEqual([]);
      });
    }
  }
});
