import { MSG_RESULT_KEPT, MSG_RESULT_RELEASED } from "#shared/messages/admin.ts";
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

test("the Keep switch pressed with the keyboard keeps the focus while it saves and after", async ({
  adminPage: page,
}) => {
  const name = `E2E Keep Keys ${uniqueSuffix()}`;
  const id = await createResult(
    page,
    name,
    `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    INVOICE,
  );
  await page.goto(`/admin/results?q=${encodeURIComponent(name)}`);
  await waitForToaster(page);
  const keep = page
    .locator(`tr[data-row-id="${id}"]`)
    .getByRole("switch", { name: `Keep the result for ${name}` });
  await keep.focus();
  await page.keyboard.press("Space");
  await expect(toast(page, MSG_RESULT_KEPT)).toBeVisible();
  // Disabled while saving, the switch lost the focus to the page's body: a second Space did nothing.
  await expect(keep).toBeFocused();
  await page.keyboard.press("Space");
  await expect(toast(page, MSG_RESULT_RELEASED)).toBeVisible();
  await expect(keep).not.toBeChecked();
  await expect(keep).toBeFocused();
});
