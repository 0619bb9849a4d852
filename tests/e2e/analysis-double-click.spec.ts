import { expect, test } from "@playwright/test";
import { MSG_ANALYSIS_COMPLETE, MSG_PDF_SELECTED } from "#shared/messages/upload.ts";
import { fixturePdf, form, openHome, toast } from "./analysis-support.ts";

// One visitor action, one analysis: the button is disabled from the first click, before any answer.
test("a double click on Analyze My Bill sends one upload", async ({ page }) => {
  await openHome(page);
  let posts = 0;
  await page.route("**/api/analyses", async (route) => {
    if (route.request().method() === "POST") posts++;
    await route.continue();
  });
  const f = form(page);
  await f.name.fill("Double Clicker");
  await f.email.fill("double@example.com");
  await f.radio("AWS").click();
  await f.file.setInputFiles(fixturePdf("real-aws_invoice2data_1"));
  await expect(toast(page, MSG_PDF_SELECTED)).toBeVisible();

  await f.submit.dblclick();
  await expect(f.submit).toBeDisabled();
  await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible({ timeout: 30_000 });
  // A late second request would show up here.
  await page.waitForTimeout(500);
  expect(posts).toBe(1);
});

test("Enter pressed twice in a field sends one upload", async ({ page }) => {
  await openHome(page);
  let posts = 0;
  await page.route("**/api/analyses", async (route) => {
    if (route.request().method() === "POST") posts++;
    await route.continue();
  });
  const f = form(page);
  await f.name.fill("Double Enter");
  await f.email.fill("enter@example.com");
  await f.radio("AWS").click();
  await f.file.setInputFiles(fixturePdf("real-aws_invoice2data_1"));
  await f.email.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  expect(posts).toBe(1);
});
