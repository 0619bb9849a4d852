import { MSG_RESULT_KEPT, MSG_RESULT_RELEASED } from "#shared/messages.ts";
import { createResult, expect, test, toast, uniqueSuffix, waitForToaster } from "./support/admin-fixtures.ts";

const INVOICE = "tests/fixtures/invoices/real-aws_invoice2data_1.pdf";

test("staff mark a result to keep past the retention period, and release it", async ({ adminPage: page }) => {
  const name = `E2E Keep ${uniqueSuffix()}`;
  const id = await createResult(
    page,
    name,
    `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    INVOICE,
  );

  await page.goto(`/admin/results?q=${encodeURIComponent(name)}`);
  await waitForToaster(page);
  await expect(page.getByRole("columnheader", { name: "Keep", exact: true })).toBeVisible();
  const keep = page
    .locator(`tr[data-row-id="${id}"]`)
    .getByRole("switch", { name: `Keep the result for ${name}` });
  await expect(keep).not.toBeChecked();

  await keep.click();
  await expect(toast(page, MSG_RESULT_KEPT)).toBeVisible();
  await expect(keep).toBeChecked();
  await page.reload();
  await expect(keep).toBeChecked();

  await keep.click();
  await expect(toast(page, MSG_RESULT_RELEASED)).toBeVisible();
  await expect(keep).not.toBeChecked();
});
