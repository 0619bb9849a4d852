import { expect, test } from "@playwright/test";
import { MAX_PDF_BYTES } from "#shared/limits.ts";
import {
  MSG_EMAIL_REQUIRED,
  MSG_NAME_REQUIRED,
  MSG_PDF_REQUIRED,
  MSG_PDF_SELECTED,
  MSG_PDF_TOO_LARGE,
} from "#shared/messages/upload.ts";
import type { CloudProvider } from "#shared/schemas/public-api.ts";
import { fixturePdf, form, openHome, providers, toast } from "./analysis-support.ts";

test.beforeEach(async ({ page }) => {
  await openHome(page);
});

test("checks name, email and PDF in the spec's order, one toast at a time", async ({ page }) => {
  const f = form(page);
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/analyses")) posted = true;
  });

  await f.submit.click();
  await expect(toast(page, MSG_NAME_REQUIRED)).toBeVisible();
  await expect(f.name).toBeFocused();
  await expect(f.name).toHaveAttribute("aria-invalid", "true");

  await f.name.fill("   "); // blank after trimming is still missing
  await f.submit.click();
  await expect(toast(page, MSG_NAME_REQUIRED)).toHaveCount(2);

  await f.name.fill("Test Visitor");
  await f.submit.click();
  await expect(toast(page, MSG_EMAIL_REQUIRED)).toBeVisible();
  await expect(f.email).toBeFocused();

  await f.email.fill("visitor@example.com");
  await f.submit.click();
  await expect(toast(page, MSG_PDF_REQUIRED)).toBeVisible();
  await expect(f.file).toBeFocused();
  expect(posted).toBe(false);
});

test("with only 'Coming Soon' providers nothing can be chosen: the form says so and cannot be sent", async ({
  page,
}) => {
  const seeded = await providers(page);
  // Only the 'Coming Soon' providers: nothing can be preselected.
  const disabledOnly: CloudProvider[] = seeded.filter((p) => !p.enabled);
  await page.route("**/api/providers", (route) => route.fulfill({ json: disabledOnly }));
  await page.reload();
  const f = form(page);
  await expect(f.radio("IBM")).toBeDisabled();
  await expect(f.root.getByRole("radio", { checked: true })).toHaveCount(0);
  await f.radio("IBM").click({ force: true });
  await expect(f.radio("IBM")).not.toBeChecked();

  // Issue 11: say why instead of an empty choice, and do not offer a button that can only fail.
  await expect(f.root.getByText("No cloud providers are available right now.")).toBeVisible();
  await f.name.fill("Test Visitor");
  await f.email.fill("visitor@example.com");
  await expect(f.submit).toBeDisabled();
});

test("preselects the first enabled provider; 'Coming Soon' ones are dimmed and stay unselected", async ({
  page,
}) => {
  const f = form(page);
  const first = (await providers(page)).find((p) => p.enabled);
  await expect(f.radio(first?.name ?? "AWS")).toBeChecked();
  for (const name of ["IBM", "Oracle"]) {
    const radio = f.radio(name);
    await expect(radio).toContainText("(Coming Soon)");
    await expect(radio).toBeDisabled();
    await radio.click({ force: true });
    await expect(radio).not.toBeChecked();
  }
  await expect(f.radio(first?.name ?? "AWS")).toBeChecked();
  // Keyboard: arrows move between enabled providers only.
  await f.radio("AWS").focus();
  // Radix moves focus on the next tick and checks only while the arrow is held, as a person's key press is.
  await page.keyboard.down("ArrowRight");
  await expect(f.radio("Azure")).toBeFocused();
  await page.keyboard.up("ArrowRight");
  await expect(f.radio("Azure")).toBeChecked();
});

test("shows 'Loading providers...' until the list arrives", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/providers", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText("Loading providers...")).toBeVisible();
  release();
  await expect(form(page).radio("AWS")).toBeChecked();
  await expect(page.getByText("Loading providers...")).toHaveCount(0);
});

test("a file that is not a .pdf is refused and the selection cleared", async ({ page }) => {
  const f = form(page);
  await f.file.setInputFiles(fixturePdf("real-aws_invoice2data_1"));
  await expect(f.selectedFile).toBeVisible();
  await f.file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toast(page, MSG_PDF_REQUIRED)).toBeVisible();
  await expect(f.selectedFile).toHaveCount(0);
});

test("a PDF over 10 MB is refused in the browser, before any upload", async ({ page }) => {
  const f = form(page);
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/analyses")) posted = true;
  });
  const big = Buffer.alloc(MAX_PDF_BYTES + 1, 0x20);
  big.write("%PDF-1.4\n", 0);
  await f.file.setInputFiles({ name: "huge.PDF", mimeType: "application/pdf", buffer: big });
  await expect(toast(page, MSG_PDF_TOO_LARGE)).toBeVisible();
  await expect(f.selectedFile).toHaveCount(0);
  await f.name.fill("Test Visitor");
  await f.email.fill("visitor@example.com");
  await f.submit.click();
  await expect(toast(page, MSG_PDF_REQUIRED)).toBeVisible();
  expect(posted).toBe(false);
});

test("a chosen PDF shows its name and size in MB with 2 decimals, and can be removed", async ({ page }) => {
  const f = form(page);
  const file = fixturePdf("real-aws_invoice2data_1");
  await f.file.setInputFiles(file);
  await expect(toast(page, MSG_PDF_SELECTED)).toBeVisible();
  await expect(f.selectedFile).toContainText(file.name);
  await expect(f.selectedFile).toContainText(`${(file.buffer.length / (1024 * 1024)).toFixed(2)} MB`);
  await f.selectedFile.getByRole("button", { name: `Remove ${file.name}` }).click();
  await expect(f.selectedFile).toHaveCount(0);
});

test("a PDF can be dropped on the zone, and the file input is reachable by keyboard", async ({ page }) => {
  const f = form(page);
  const zone = page.getByTestId("pdf-drop-zone");
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["%PDF-1.4\n%%EOF\n"], "dropped-invoice.pdf", { type: "application/pdf" }));
    return transfer;
  });
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
  await expect(toast(page, MSG_PDF_SELECTED)).toBeVisible();
  await expect(f.selectedFile).toContainText("dropped-invoice.pdf");

  await f.radio("AWS").focus();
  await page.keyboard.press("Tab");
  await expect(f.file).toBeFocused();
});

test("the button says 'Analysis Currently Unavailable' when the switch is off", async ({ page }) => {
  await page.route("**/api/settings/public", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), analysis_enabled: false } });
  });
  await page.reload();
  const f = form(page);
  await expect(f.submit).toHaveText("Analysis Currently Unavailable");
  await expect(f.submit).toBeDisabled();
});
