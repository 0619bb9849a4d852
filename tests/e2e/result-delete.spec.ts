import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { MSG_OWN_RESULT_DELETED, MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import { createResult, fixturePdf, toast } from "./analysis-support.ts";

test("the visitor deletes their analysis from its page after confirming; the link then leads nowhere", async ({
  page,
}) => {
  const result = await createResult(page, fixturePdf("synthetic-aws-modern-eur-basic"));
  await page.goto(`/results/${result.id}`);
  await expect(page.getByTestId("result-subject")).toBeVisible();

  // Cancel keeps everything.
  await page.getByRole("button", { name: "Delete analysis" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this analysis?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("the uploaded invoice PDF");
  expect((await new AxeBuilder({ page }).include("[role=alertdialog]").analyze()).violations).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get(`/api/results/${result.id}`)).status()).toBe(200);

  await page.getByRole("button", { name: "Delete analysis" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, MSG_OWN_RESULT_DELETED)).toBeVisible();
  await expect(toast(page, MSG_RESULT_NOT_FOUND)).toHaveCount(0);
  expect((await page.request.get(`/api/results/${result.id}`)).status()).toBe(404);

  await page.goto(`/results/${result.id}`);
  await expect(page).toHaveURL("/");
  await expect(toast(page, MSG_RESULT_NOT_FOUND)).toBeVisible();
});
