import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { awsModern } from "#tests/support/invoice-generator/layouts-aws.ts";
import { writePdf } from "#tests/support/invoice-generator/pdf-writer.ts";
import { createResult, type InvoiceFile } from "./analysis-support.ts";

function awsInvoice(
  name: string,
  figures: { items: { description: string; amount: number }[]; credits: number; savingsPlan: number },
): InvoiceFile {
  const generated = awsModern(
    { currency: "USD", discount: 0, taxRate: 0, ...figures },
    {
      seller: "Amazon Web Services, Inc.",
      account: "123456789012",
      invoiceNumber: `INV-${name}`,
      dateText: "June 2, 2026",
      invoiceDate: "2026-06-02",
      taxLabel: "Tax",
    },
  );
  return {
    name: `${name}.pdf`,
    mimeType: "application/pdf",
    buffer: Buffer.from(writePdf(generated.placements)),
  };
}

test("credits are not savings: a $5,000 invoice paid $4,800 by credits shows 0% effective and says credits pay 96%", async ({
  page,
}) => {
  const result = await createResult(
    page,
    awsInvoice("startup-credits", {
      items: [{ description: "Amazon Elastic Compute Cloud", amount: 5000 }],
      credits: 4800,
      savingsPlan: 0,
    }),
  );
  expect(result.extracted_data).toMatchObject({
    current_savings_rate: 0.96,
    effective_savings_rate: 0,
    credits_share: 0.96,
  });
  await page.goto(`/results/${result.id}`);
  const card = page.getByTestId("current-savings");
  // The spec's rate and its closing message stay; the notes stand beside them.
  await expect(card.getByTestId("current-savings-rate")).toHaveText("96.0%");
  await expect(card.getByTestId("effective-savings-rate")).toContainText("Effective savings rate 0.0%");
  await expect(card.getByTestId("credits-share")).toContainText(/credits pay 96%/i);
  const closing = page.getByTestId("closing-message");
  await expect(closing.getByTestId("credits-make-the-rate")).toContainText(
    "Credits and prepayments pay 96% of this bill",
  );
});

test("Savings Plans of 300 on 13,360.60: 2.2% effective, no word on credits", async ({ page }) => {
  const result = await createResult(
    page,
    awsInvoice("savings-plans", {
      items: [{ description: "Amazon Elastic Compute Cloud", amount: 13360.6 }],
      credits: 0,
      savingsPlan: 300,
    }),
  );
  await page.goto(`/results/${result.id}`);
  const card = page.getByTestId("current-savings");
  await expect(card.getByTestId("effective-savings-rate")).toContainText("Effective savings rate 2.2%");
  await expect(card.getByTestId("credits-share")).toHaveCount(0);
  await expect(page.getByTestId("closing-message").getByTestId("credits-make-the-rate")).toHaveCount(0);
  await expect(page.getByTestId("figures-to-check")).toHaveCount(0);
});

test("a rate from a derived figure says 'based on figures to check' beside the rate and the closing message, until the visitor corrects it", async ({
  page,
}) => {
  const file: InvoiceFile = {
    name: "oracle.pdf",
    mimeType: "application/pdf",
    buffer: readFileSync("tests/fixtures/independent-sets/set2/oracle-oci-universal-credits.pdf"),
  };
  const result = await createResult(page, file);
  expect(result.extracted_data.figures_to_check).toEqual(["net_charges"]);
  await page.goto(`/results/${result.id}`);
  const beside = page.getByTestId("current-savings").getByTestId("figures-to-check");
  await expect(beside).toContainText("Based on figures to check: Net charges.");
  await expect(page.getByTestId("closing-message").getByTestId("figures-to-check")).toContainText(
    "Based on figures to check",
  );
  const corrected = await page.request.patch(`/api/results/${result.id}/figures`, {
    headers: { "x-manage-token": result.manageToken },
    data: { credits: 515, net_charges: 13300, service_charges: 13300 },
  });
  expect(corrected.status(), await corrected.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("current-savings").getByTestId("effective-savings-rate")).toContainText(
    "25.0%",
  );
  await expect(page.getByTestId("figures-to-check")).toHaveCount(0);
});
