import { expect, test } from "@playwright/test";
import { MSG_MANAGE_TOKEN_REQUIRED } from "#shared/messages/result.ts";
import { MSG_ANALYSIS_COMPLETE, MSG_ANALYSIS_QUEUED, MSG_PDF_SELECTED } from "#shared/messages/upload.ts";
import { createResult, fixturePdf, form, openHome, toast } from "./analysis-support.ts";

// Issue 22 item 3: the link reads; only the browser that ran the analysis (it holds the manage token) corrects or
// deletes it. Item 2: a full queue (503 + Retry-After) is retried by the form itself while the toast says so.

test("someone with only the link reads the result but is offered neither correcting nor deleting", async ({
  page,
}) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"), "AWS", {
    keepToken: false,
  });
  await page.goto(`/results/${result.id}`);
  await expect(page.getByTestId("result-subject")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(page.getByTestId("how-we-read")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete analysis" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Correct a figure" })).toHaveCount(0);

  // And the API agrees: the link alone deletes nothing.
  const refused = await page.request.delete(`/api/results/${result.id}`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: MSG_MANAGE_TOKEN_REQUIRED });
  expect((await page.request.get(`/api/results/${result.id}`)).status()).toBe(200);
});

test("the browser that ran the analysis keeps its token: its result page offers both, and the copied link carries none", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openHome(page);
  const f = form(page);
  await f.name.fill("Test Visitor");
  await f.email.fill("visitor@example.com");
  await f.radio("AWS").click();
  await f.file.setInputFiles(fixturePdf("synthetic-aws-modern-eur-basic"));
  await expect(toast(page, MSG_PDF_SELECTED)).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith("/api/analyses") && r.request().method() === "POST",
  );
  await f.submit.click();
  const created = (await (await posted).json()) as { resultId: string; manageToken: string };
  await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible();
  expect(
    await page.evaluate((id) => window.localStorage.getItem(`cbc-manage-token:${id}`), created.resultId),
  ).toBe(created.manageToken);

  await page.goto(`/results/${created.resultId}`);
  await expect(page.getByRole("button", { name: "Delete analysis" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Correct a figure" })).toBeVisible();
  await page.getByRole("button", { name: "Copy link" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/results/${created.resultId}$`));
  expect(copied).not.toContain(created.manageToken);
});

test("a full queue (503 with Retry-After) is retried by the form while the toast says the analysis is queued", async ({
  page,
}) => {
  await openHome(page);
  // The first answer is what a full queue sends; the retry reaches the real server.
  let refusals = 0;
  await page.route("**/api/analyses", async (route) => {
    if (refusals++ === 0) {
      await route.fulfill({
        status: 503,
        headers: { "retry-after": "2", "content-type": "application/json" },
        body: JSON.stringify({ error: "busy" }),
      });
      return;
    }
    await route.continue();
  });
  const f = form(page);
  await f.name.fill("Test Visitor");
  await f.email.fill("visitor@example.com");
  await f.radio("AWS").click();
  await f.file.setInputFiles(fixturePdf("synthetic-aws-modern-eur-basic"));
  await expect(toast(page, MSG_PDF_SELECTED)).toBeVisible();
  await f.submit.click();
  await expect(toast(page, MSG_ANALYSIS_QUEUED)).toBeVisible();
  await expect(toast(page, MSG_ANALYSIS_COMPLETE)).toBeVisible({ timeout: 15_000 });
  expect(refusals).toBe(2);
});
