import { expect, test } from "@playwright/test";
import { MSG_PDF_EMPTY, MSG_PDF_NO_TEXT_LAYER, MSG_PDF_SELECTED } from "#shared/messages/upload.ts";
import { fixturePdf, form, openHome, toast } from "./analysis-support.ts";

// On a phone the toast covers the file row and the button, and fades: the error stays beside the field.
test.use({ viewport: { width: 360, height: 740 } });

test("a scan without text is refused with its own message, kept beside the file until the file changes", async ({
  page,
}) => {
  await openHome(page);
  const f = form(page);
  await f.name.fill("Scan Sender");
  await f.email.fill("scan@example.com");
  await f.radio("AWS").click();
  await f.file.setInputFiles(fixturePdf("refused-no-text-layer"));
  await expect(toast(page, MSG_PDF_SELECTED)).toBeVisible();
  await f.submit.click();

  const beside = f.root.getByRole("alert").filter({ hasText: MSG_PDF_NO_TEXT_LAYER });
  await expect(beside).toBeVisible({ timeout: 30_000 });
  await expect(f.file).toHaveAttribute("aria-invalid", "true");
  await expect(f.file).toHaveAccessibleDescription(new RegExp(MSG_PDF_NO_TEXT_LAYER.slice(0, 30)));
  // After the toast is gone the message is still there.
  await expect(toast(page, MSG_PDF_NO_TEXT_LAYER)).toHaveCount(0, { timeout: 15_000 });
  await expect(beside).toBeVisible();

  // Another file: the old error goes.
  await f.file.setInputFiles(fixturePdf("real-aws_invoice2data_1"));
  await expect(beside).toHaveCount(0);
  await expect(f.file).toHaveAttribute("aria-invalid", "false");
});

test("an empty file says so, beside the field", async ({ page }) => {
  await openHome(page);
  const f = form(page);
  await f.file.setInputFiles({ name: "empty.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) });
  await expect(f.root.getByRole("alert").filter({ hasText: MSG_PDF_EMPTY })).toBeVisible();
  await expect(f.selectedFile).toHaveCount(0);
});
