import { expect, test } from "@playwright/test";
import { createResult, fixturePdf } from "./analysis-support.ts";
import { waitForMailTo } from "./support/outbox-mail.ts";

// The way back for a visitor whose browser lost the token: the mailed link gives this browser the controls.
test("a mailed manage link shows Delete analysis and leaves only the read-only link in the address bar", async ({
  page,
}) => {
  const result = await createResult(page, fixturePdf("real-aws_invoice2data_1"), "AWS", { keepToken: false });
  await page.goto(`/results/${result.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete analysis" })).toHaveCount(0);

  const asked = await page.request.post(`/api/results/${result.id}/manage-link`, {
    data: { email: "visitor@example.com" },
  });
  expect(asked.status()).toBe(202);
  const mail = await waitForMailTo("visitor@example.com", (m) => m.text.includes(`${result.id}#manage=`));
  const link = /https?:\/\/\S+#manage=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? "";
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole("button", { name: "Delete analysis" })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");

  // Kept by this browser: the controls stay after a reload of the plain link.
  await page.reload();
  await expect(page.getByRole("button", { name: "Delete analysis" })).toBeVisible();
});
