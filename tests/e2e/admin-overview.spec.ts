import { createResult, expect, test, uniqueSuffix, waitForToaster } from "./support/admin-fixtures.ts";

const INVOICE = "tests/fixtures/invoices/real-aws_invoice2data_1.pdf";
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

test.describe("Overview", () => {
  test("shows the period's figures, charts with their tables and today's top leads at 360 and 1280 px", async ({
    adminPage: page,
  }) => {
    const name = `E2E Lead ${uniqueSuffix()}`;
    await createResult(page, name, `cfo.${uniqueSuffix()}@acme-industries.example`, INVOICE);

    // /admin still opens Results History (spec); the overview has its own menu entry.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/results$/);

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/overview");
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      await waitForToaster(page);
      for (const heading of ["Analyses per week", "Funnel", "Providers mix", "Today's top leads"]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText("Monthly spend analysed")).toBeVisible();
      await expect(page.getByText("Yearly savings gap")).toBeVisible();
      // This week's column has a height; the drawing is hidden from screen readers, its table is not.
      await expect(page.getByTestId("week-bar").last()).toHaveAttribute("height", /^(?!0$)/);
      const weekly = page.getByRole("figure", { name: "Analyses per week" });
      await weekly.getByText("Show the figures").click();
      const table = weekly.getByRole("table", { name: "Analyses per week" });
      await expect(table.getByRole("row")).toHaveCount(13);
      await expect(table.getByRole("columnheader", { name: "Analyses" })).toBeVisible();

      const providers = page.getByRole("figure", { name: "Providers mix" });
      await providers.getByText("Show the figures").click();
      await expect(providers.getByRole("rowheader", { name: "AWS" })).toBeVisible();

      // Today's leads by score, as the API ranks them: the browser suite's own analyses of today may outrank the
      // one made here, so the list is compared with the ranking rather than looked up by this lead's name.
      const overview = await page.request.get("/api/admin/overview");
      expect(overview.ok()).toBe(true);
      const ranked = (
        (await overview.json()) as { top_leads: Array<{ name: string; lead_score: number | null }> }
      ).top_leads;
      expect(ranked.length).toBeGreaterThan(0);
      const scores = ranked.map((lead) => lead.lead_score ?? -1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const top = page.getByRole("list", { name: "Today's top leads" });
      await expect(top.getByRole("link")).toHaveCount(ranked.length);
      await expect(top.getByRole("link").first()).toContainText(ranked[0]?.name ?? "");

      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) {
        for (const theme of ["light", "dark"]) {
          await page.evaluate((t) => localStorage.setItem("vite-ui-theme", t), theme);
          await page.reload();
          await expect(page.getByRole("heading", { level: 2, name: "Funnel" })).toBeVisible();
          await page.screenshot({ path: `${SHOTS}/overview-${width}-${theme}.png`, fullPage: true });
        }
      }
    }
  });

  test("Results History orders by lead score and says why", async ({ adminPage: page }) => {
    const tag = uniqueSuffix();
    await createResult(page, `E2E Score ${tag}`, `score.${tag}@gmail.com`, INVOICE);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/results?q=${tag}`);
    await expect(page.getByRole("columnheader", { name: "Savings, score" })).toBeVisible();
    await page.getByRole("combobox", { name: "Order" }).selectOption("score");
    await expect(page).toHaveURL(/sort=score/);
    const score = page.getByRole("table").getByTestId("lead-score");
    await score.locator("summary").click();
    await expect(score.getByText("Free-mail address")).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /sort=score/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-score-1280.png` });
  });

  test("webhooks under Settings: private addresses refused, the secret shown once", async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Webhooks", exact: true })).toBeVisible();
    await waitForToaster(page);
    const url = page.getByLabel("Endpoint URL");
    await url.fill("http://127.0.0.1:9/hooks");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("alert")).toHaveText(/private, loopback or link-local/);

    const target = `https://crm-${uniqueSuffix()}.example.com/hooks`;
    await url.fill(target);
    await page.getByRole("checkbox", { name: /Message sent/ }).uncheck();
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_[A-Za-z0-9+/=]+$/);
    const item = page
      .getByRole("list", { name: "Webhooks" })
      .getByRole("listitem")
      .filter({ hasText: target });
    await expect(item).toContainText(
      "analysis.created, booking.created, booking.rescheduled, booking.cancelled",
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-360.png`, fullPage: true });
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    await item.getByRole("button", { name: `Delete webhook ${target}` }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /Delete/ })
      .click();
    await expect(item).toHaveCount(0);
  });
});
