import { readFileSync } from "node:fs";
import {
  createResult,
  expect,
  manageHeaders,
  test,
  toast,
  uniqueSuffix,
  waitForToaster,
} from "./support/admin-fixtures.ts";

const INVOICE = "tests/fixtures/invoices/real-aws_invoice2data_1.pdf";

test.describe("Results History", () => {
  test("search, the spec columns, download of the real PDF, view, CSV export and delete", async ({
    adminPage: page,
  }) => {
    const name = `E2E Results ${uniqueSuffix()}`;
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
    const id = await createResult(page, name, email, INVOICE);

    await page.goto("/admin/results");
    await expect(page.getByRole("heading", { level: 1, name: "Results History" })).toBeVisible();
    await waitForToaster(page);
    for (const header of ["Date", "Name", "Email", "PDF", "Results"]) {
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }

    await page.getByRole("searchbox", { name: "Search by name or email" }).fill(name);
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(name).replace(/%20/g, "(\\+|%20)")}`));
    const row = page.locator(`tr[data-row-id="${id}"]`);
    await expect(row).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(row.locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(row.getByRole("cell", { name: email })).toBeVisible();
    await expect(row.getByRole("link", { name: `View results for ${name}` })).toHaveAttribute(
      "href",
      `/results/${id}`,
    );
    await expect(row.getByRole("link", { name: `View results for ${name}` })).toHaveText("→ View");

    const downloadEvent = page.waitForEvent("download");
    await row.getByRole("button", { name: `Download PDF for ${name}` }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(toast(page, `Downloading ${download.suggestedFilename()}`)).toBeVisible();
    const saved = readFileSync(await download.path());
    expect(saved.equals(readFileSync(INVOICE))).toBe(true);

    const csvEvent = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = readFileSync(await (await csvEvent).path(), "utf8");
    expect(csv).toContain(email);
    expect(csv.trim().split("\n")).toHaveLength(2);

    await row.getByRole("link", { name: `View results for ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
    await expect(page.getByText(`Cloud bill analysis for ${name} (${email})`)).toBeVisible();
    await page.goBack();

    await page
      .locator(`tr[data-row-id="${id}"]`)
      .getByRole("button", { name: `Delete result for ${name}` })
      .click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(email);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator(`tr[data-row-id="${id}"]`)).toBeVisible();

    await page
      .locator(`tr[data-row-id="${id}"]`)
      .getByRole("button", { name: `Delete result for ${name}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Result deleted successfully!")).toBeVisible();
    await expect(page.getByText(`No results match “${name}”.`)).toBeVisible();
    expect((await page.request.get(`/api/admin/results/${id}/pdf`)).status()).toBe(404);
  });

  test("a failed download explains why", async ({ adminPage: page }) => {
    const name = `E2E Missing ${uniqueSuffix()}`;
    const id = await createResult(page, name, "missing@example.com", INVOICE);
    await page.goto(`/admin/results?q=${encodeURIComponent(name)}`);
    await waitForToaster(page);
    await page.route(`**/api/admin/results/${id}/pdf`, (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ error: "Gone" }),
      }),
    );
    await page.getByRole("button", { name: `Download PDF for ${name}` }).click();
    await expect(toast(page, "Failed to download PDF: Gone")).toBeVisible();
  });

  test("a corrected result and another provider's invoice are marked; the table fits 1280 px", async ({
    adminPage: page,
  }) => {
    const tag = `E2E Marks ${uniqueSuffix()}`;
    // A Google invoice uploaded with AWS chosen (createResult chooses AWS).
    const switched = await createResult(
      page,
      `${tag} switched`,
      "switched@example.com",
      "tests/fixtures/invoices/real-gcp_bytescout-pdf-co-api-samples_1.pdf",
    );
    const corrected = await createResult(page, `${tag} corrected`, "corrected@example.com", INVOICE);
    // A correction that keeps every equation (issue 22): twice the charges, half of them paid by credits.
    const read = (await (await page.request.get(`/api/results/${corrected}`)).json()) as {
      extracted_data: { total_charges: number };
    };
    const charges = read.extracted_data.total_charges;
    const patched = await page.request.patch(`/api/results/${corrected}/figures`, {
      headers: manageHeaders(corrected),
      data: { total_charges: Math.round(charges * 200) / 100, credits: charges },
    });
    expect(patched.status(), await patched.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/results?q=${encodeURIComponent(tag)}`);
    await expect(page.locator("tbody tr")).toHaveCount(2);
    const switchedMark = page.locator(`tr[data-row-id="${switched}"]`).getByTestId("result-marks");
    await expect(switchedMark).toHaveText("Google Cloud invoice, chose AWS");
    await expect(page.locator(`tr[data-row-id="${corrected}"]`).getByTestId("result-marks")).toHaveText(
      "Corrected",
    );
    // Every column, the delete button included, without scrolling the table sideways on a 1280 px screen.
    const region = page.getByRole("region", { name: "Results list", exact: true });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // The long mark wraps in the name column: a tag with square-ish corners, not a fully rounded pill turned
    // into a blob around three or four lines.
    const radius = await switchedMark
      .locator(":scope > span")
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).borderTopLeftRadius));
    expect(radius).toBeLessThanOrEqual(8);
  });

  test("newest first, with the count of matches", async ({ adminPage: page }) => {
    const tag = `E2E Order ${uniqueSuffix()}`;
    const older = await createResult(page, `${tag} older`, "older@example.com", INVOICE);
    const newer = await createResult(page, `${tag} newer`, "newer@example.com", INVOICE);
    await page.goto(`/admin/results?q=${encodeURIComponent(tag)}`);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAttribute("data-row-id", newer);
    await expect(rows.nth(1)).toHaveAttribute("data-row-id", older);
    await expect(page.getByText("Showing 1–2 of 2")).toBeVisible();
  });
});
