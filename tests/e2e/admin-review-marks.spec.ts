import { misprintedNetInvoice, unreadableSummaryInvoice } from "#tests/support/review-invoices.ts";
import { expect, test, uniqueSuffix } from "./support/admin-fixtures.ts";

test("staff see the results whose figures the visitor confirmed or typed, and filter on them", async ({
  adminPage: page,
}) => {
  const tag = `E2E Review ${uniqueSuffix()}`;
  const providers = (await (await page.request.get("/api/providers")).json()) as Array<{
    id: string;
    name: string;
  }>;
  const aws = providers.find((p) => p.name === "AWS")?.id ?? "";
  const upload = async (who: string, bytes: Uint8Array) => {
    const answer = await page.request.post("/api/analyses", {
      multipart: {
        name: `${tag} ${who}`,
        email: `${who}-${uniqueSuffix()}@example.com`,
        cloudProviderId: aws,
        file: { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from(bytes) },
      },
    });
    return (await answer.json()) as { review: { id: string; token: string } };
  };
  const confirm = async ({ review }: { review: { id: string; token: string } }, figures: object) => {
    const answer = await page.request.post(`/api/reviews/${review.id}`, {
      headers: { "x-review-token": review.token },
      data: {
        credits: null,
        discount: null,
        savings_plan: null,
        vat: null,
        service_charges: null,
        ...figures,
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  // Refused, completed with a tax the page does not print; read below high, confirmed as read.
  await confirm(await upload("typed", unreadableSummaryInvoice()), {
    total_charges: 1250,
    discount: 250,
    net_charges: 1000,
    vat: 7,
    service_charges: 1007,
    currency: "USD",
  });
  await confirm(await upload("confirmed", misprintedNetInvoice()), {
    total_charges: 1200,
    discount: 60,
    savings_plan: 140,
    net_charges: 1000,
    vat: 0,
    service_charges: 1000,
    currency: "USD",
  });

  await page.goto(`/admin/results?q=${encodeURIComponent(tag)}`);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  const row = (who: string) => page.locator("tbody tr").filter({ hasText: `${tag} ${who}` });
  await expect(row("typed").getByTestId("result-marks")).toHaveText("Typed by the visitor");
  await expect(row("confirmed").getByTestId("result-marks")).toHaveText("Confirmed by the visitor");

  await page.getByLabel("Figures").selectOption("typed");
  await expect(page).toHaveURL(/visitor=typed/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(row("typed")).toBeVisible();
  await page.getByLabel("Figures").selectOption("confirmed");
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /visitor=confirmed/);
  await page.screenshot({ path: test.info().outputPath("admin-review-marks.png"), fullPage: true });
});
