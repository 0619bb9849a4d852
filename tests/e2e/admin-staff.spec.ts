import AxeBuilder from "@axe-core/playwright";
import { expect, setSetting, test, toast, uniqueSuffix, waitForToaster } from "./support/admin-fixtures.ts";

test.describe("Staff Accounts", () => {
  test("lists staff and revokes an account after confirmation", async ({ adminPage: page }) => {
    const email = `pending-${uniqueSuffix()}@example.com`;
    await page.goto("/admin/staff");
    const origin = new URL(page.url()).origin;
    await setSetting(page, "admin_signups_enabled", true);
    try {
      const res = await page.request.post("/api/auth/sign-up/email", {
        data: { email, password: "a-long-enough-passphrase" },
        headers: { Origin: origin },
      });
      expect(res.status(), await res.text()).toBe(200);
    } finally {
      await setSetting(page, "admin_signups_enabled", false);
    }

    await page.reload();
    await waitForToaster(page);
    await expect(page.getByRole("heading", { level: 1, name: "Staff Accounts" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Awaiting confirmation");
    await expect(page.getByRole("row").filter({ hasText: "You" })).toHaveCount(1);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    await row.getByRole("button", { name: `Revoke access for ${email}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("signed out on every device");
    await dialog.getByRole("button", { name: "Revoke access" }).click();
    await expect(toast(page, "Access revoked")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  });
});
