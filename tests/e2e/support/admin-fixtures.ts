import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

// scripts/e2e-server.mjs creates this verified admin before the server starts (same defaults there).
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "e2e-admin@cloudbillcheck.test";
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password";
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";

export type SettingKey =
  | "admin_signups_enabled"
  | "analysis_enabled"
  | "contact_form_enabled"
  | "bookings_enabled";

function baseOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  return new URL(baseURL).origin;
}

/** Signs in through the API (Epic's habit): the session cookie lands in the page's browser context. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { Origin: baseOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A state-changing admin API call with the page's session and a trusted Origin (the server checks both). */
export async function adminApi(page: Page, method: "POST" | "PUT" | "DELETE", url: string, data?: unknown) {
  const response = await page.request.fetch(url, { method, data, headers: { Origin: baseOrigin() } });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

export async function setSetting(page: Page, key: SettingKey, value: boolean): Promise<void> {
  await adminApi(page, "PUT", `/api/admin/settings/${key}`, { value });
}

/** The app is live: from then on a toast it asks for waits for sonner's area (lib/toast.ts), never lost. */
export async function waitForToaster(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === "live");
}

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** A short unique suffix, so parallel tests and re-runs never touch each other's rows. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The manage token each result made by createResult was given (what the visitor's browser keeps). */
const manageTokens = new Map<string, string>();

/** The X-Manage-Token header for a result made by createResult: correcting or deleting it needs it. */
export function manageHeaders(resultId: string): Record<string, string> {
  const token = manageTokens.get(resultId);
  if (!token) throw new Error(`no manage token for result ${resultId}`);
  return { "x-manage-token": token };
}

/** Creates an analysis result the way a visitor does (multipart upload of a real invoice); returns its id. */
export async function createResult(
  page: Page,
  name: string,
  email: string,
  pdfPath: string,
): Promise<string> {
  const providers = (await (await page.request.get("/api/providers")).json()) as Array<{
    id: string;
    name: string;
  }>;
  const aws = providers.find((provider) => provider.name === "AWS");
  if (!aws) throw new Error("the seeded AWS provider is missing");
  const response = await page.request.post("/api/analyses", {
    multipart: {
      name,
      email,
      cloudProviderId: aws.id,
      file: { name: path.basename(pdfPath), mimeType: "application/pdf", buffer: readFileSync(pdfPath) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { resultId, manageToken } = (await response.json()) as { resultId: string; manageToken: string };
  manageTokens.set(resultId, manageToken);
  return resultId;
}

/** Every confirmation link mailed to this address, oldest first (no SMTP in the e2e server: the outbox). */
export function confirmationLinks(email: string): string[] {
  const outbox = path.join(DATA_DIR, "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  const links: string[] = [];
  for (const file of files.sort()) {
    const raw = readFileSync(path.join(outbox, file), "utf8");
    // Undo quoted-printable: soft line breaks and =XX escapes.
    const text = raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (!text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
    const link = text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
    if (link) links.push(link);
  }
  return links;
}

/** The confirmation link from the newest outbox mail sent to this address. */
export function readConfirmationLink(email: string): string | null {
  return confirmationLinks(email).at(-1) ?? null;
}

type AdminFixtures = { adminPage: Page };

/** `adminPage`: a page already signed in as the e2e admin, with the toast area ready. */
export const test = base.extend<AdminFixtures>({
  adminPage: async ({ page }, use) => {
    await signInAsAdmin(page);
    await use(page);
  },
});

export { expect };
