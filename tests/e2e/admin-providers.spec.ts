import type { Page } from "@playwright/test";
import { adminApi, expect, test, toast, uniqueSuffix, waitForToaster } from "./support/admin-fixtures.ts";

async function openProviders(page: Page) {
  await page.goto("/admin/providers");
  await expect(page.getByRole("heading", { level: 1, name: "Cloud Providers" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "AWS", exact: true })).toBeVisible();
  await waitForToaster(page);
}

function row(page: Page, name: string) {
  return page.locator("tr[data-row-id]").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

async function addProvider(page: Page, name: string, esr: string) {
  await page.getByRole("button", { name: "Add New Provider" }).click();
  await page.getByLabel("Provider code").fill(name);
  await page.getByLabel("Estimated ESR (fraction from 0 to 1)").fill(esr);
  await page.getByRole("button", { name: "Save provider" }).click();
}

test.describe("Cloud Providers", () => {
  test("lists the seeded providers with ESR as a percent and their status", async ({ adminPage: page }) => {
    await openProviders(page);
    for (const header of ["Provider Code", "Estimated ESR", "Status", "Actions"]) {
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    }
    await expect(row(page, "AWS").getByRole("cell").nth(1)).toHaveText(/^\d+\.\d%$/);
    await expect(row(page, "Oracle").getByRole("switch")).not.toBeChecked();
    await expect(row(page, "AWS").getByRole("switch")).toBeChecked();
  });

  test("add: a blank temp- row on top; validation toasts; then saved with its ESR", async ({
    adminPage: page,
  }) => {
    await openProviders(page);
    await page.getByRole("button", { name: "Add New Provider" }).click();
    const first = page.locator("tbody tr").first();
    await expect(first).toHaveAttribute("data-row-id", /^temp-/);
    await expect(first).toHaveAttribute("data-editing", "true");
    await expect(page.getByLabel("Provider code")).toBeFocused();
    await expect(page.getByLabel("Estimated ESR (fraction from 0 to 1)")).toHaveAttribute("step", "0.01");

    await page.getByLabel("Provider code").fill("X");
    await page.getByRole("button", { name: "Save provider" }).click();
    await expect(toast(page, "Provider name must be at least 2 characters")).toBeVisible();

    const name = `E2E Cloud ${uniqueSuffix()}`;
    await page.getByLabel("Provider code").fill(name);
    await page.getByLabel("Estimated ESR (fraction from 0 to 1)").fill("1.5");
    await page.getByRole("button", { name: "Save provider" }).click();
    await expect(toast(page, "ESR must be between 0 and 1")).toBeVisible();

    await page.getByLabel("Estimated ESR (fraction from 0 to 1)").fill("0.275");
    await expect(first.getByText("= 27.5%")).toBeVisible();
    await page.getByRole("button", { name: "Save provider" }).click();
    await expect(toast(page, "Provider added successfully!")).toBeVisible();
    await expect(row(page, name).getByRole("cell").nth(1)).toHaveText("27.5%");
    await expect(row(page, name)).not.toHaveAttribute("data-row-id", /^temp-/);
    await expect(page.locator("tr[data-row-id^='temp-']")).toHaveCount(0);

    // An empty ESR box counts as 0 (docs/product.md#validation): the preview says so and 0 is what is saved (issue 24 item 2).
    await row(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    await page.getByLabel("Estimated ESR (fraction from 0 to 1)").fill("");
    await expect(page.locator("output", { hasText: "= 0.0%" })).toBeVisible();
    const saved = page.waitForRequest((request) => request.method() === "PUT");
    await page.getByRole("button", { name: "Save provider" }).click();
    expect((await saved).postDataJSON()).toMatchObject({ estimated_esr: 0 });
    await expect(toast(page, "Provider updated successfully!")).toBeVisible();
    await expect(row(page, name).getByRole("cell").nth(1)).toHaveText("0.0%");
    const stored = (await (await page.request.get("/api/providers")).json()) as Array<{
      name: string;
      estimated_esr: number | null;
    }>;
    expect(stored.find((provider) => provider.name === name)?.estimated_esr).toBe(0);

    await row(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Provider deleted successfully!")).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });

  test("cancel on a new row only leaves edit mode; the unsaved row can then be discarded", async ({
    adminPage: page,
  }) => {
    await openProviders(page);
    await page.getByRole("button", { name: "Add New Provider" }).click();
    await page.getByRole("button", { name: "Cancel editing" }).click();
    const draft = page.locator("tr[data-row-id^='temp-']");
    await expect(draft).toHaveCount(1);
    await expect(draft).not.toHaveAttribute("data-editing", "true");
    await expect(draft.getByText("Unsaved")).toBeVisible();
    await draft.getByRole("button", { name: "Delete Untitled provider" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(draft).toHaveCount(0);
  });

  test("edit then cancel keeps the old values; edit then save updates them", async ({ adminPage: page }) => {
    await openProviders(page);
    const name = `E2E Edit ${uniqueSuffix()}`;
    await addProvider(page, name, "0.1");
    await expect(toast(page, "Provider added successfully!")).toBeVisible();

    await row(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    await page.getByLabel("Provider code").fill(`${name} changed`);
    await page.getByRole("button", { name: "Cancel editing" }).click();
    await expect(row(page, name)).toHaveCount(1);
    await expect(row(page, `${name} changed`)).toHaveCount(0);

    await row(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    await page.getByLabel("Provider code").fill(`${name} v2`);
    await page.getByLabel("Estimated ESR (fraction from 0 to 1)").fill("0.45");
    await page.getByRole("button", { name: "Save provider" }).click();
    await expect(toast(page, "Provider updated successfully!")).toBeVisible();
    await expect(row(page, `${name} v2`).getByRole("cell").nth(1)).toHaveText("45.0%");

    await page.reload();
    await expect(row(page, `${name} v2`).getByRole("cell").nth(1)).toHaveText("45.0%");
    await row(page, `${name} v2`)
      .getByRole("button", { name: `Delete ${name} v2` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(row(page, `${name} v2`)).toHaveCount(0);
  });

  test("the status switch saves at once, and reverts with a toast when saving fails", async ({
    adminPage: page,
  }) => {
    await openProviders(page);
    const name = `E2E Switch ${uniqueSuffix()}`;
    await addProvider(page, name, "0.2");
    await expect(toast(page, "Provider added successfully!")).toBeVisible();
    const status = row(page, name).getByRole("switch", { name: `${name} enabled` });
    await expect(status).toBeChecked();

    await status.click();
    await expect(status).not.toBeChecked();
    await expect(row(page, name).getByText("Disabled")).toBeVisible();
    await page.reload();
    await expect(row(page, name).getByRole("switch")).not.toBeChecked();
    await waitForToaster(page);

    await page.route("**/api/admin/providers/*", (route) =>
      route.request().method() === "PUT" ? route.abort("connectionfailed") : route.continue(),
    );
    await row(page, name).getByRole("switch").click();
    await expect(toast(page, "Failed to update provider status")).toBeVisible();
    await expect(row(page, name).getByRole("switch")).not.toBeChecked();
    await page.unroute("**/api/admin/providers/*");

    await row(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Provider deleted successfully!")).toBeVisible();
  });

  test("a duplicate name shows the server's message", async ({ adminPage: page }) => {
    await openProviders(page);
    await addProvider(page, "AWS", "0.3");
    await expect(toast(page, "A provider with this name already exists.")).toBeVisible();
    await page.getByRole("button", { name: "Cancel editing" }).click();
  });

  test("Escape or Cancel in an edit row leaves edit mode with the focus on the row's Edit button", async ({
    adminPage: page,
  }) => {
    await openProviders(page);
    const edit = row(page, "AWS").getByRole("button", { name: "Edit AWS" });
    await edit.click();
    await expect(page.getByLabel("Provider code")).toBeFocused();
    await page.getByLabel("Provider code").fill("AWS not saved");
    await page.getByLabel("Provider code").press("Escape");
    await expect(page.locator("tr[data-editing]")).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(row(page, "AWS not saved")).toHaveCount(0);

    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Provider code")).toBeFocused();
    await page.getByRole("button", { name: "Cancel editing" }).click();
    await expect(edit).toBeFocused();
  });
});

// Issue 11: with no provider to pick, the analysis form's "Cloud Provider" label had nothing under it.
test("with every provider switched off the analysis form says so and cannot be sent", async ({
  adminPage: page,
  context,
}) => {
  type Provider = { id: string; name: string; enabled: boolean };
  const providers = (await (await page.request.get("/api/providers")).json()) as Provider[];
  const enabled = providers.filter((provider) => provider.enabled);
  expect(enabled.length).toBeGreaterThan(0);
  try {
    for (const provider of enabled) {
      await adminApi(page, "PUT", `/api/admin/providers/${provider.id}`, { enabled: false });
    }
    const home = await context.newPage();
    // The public list may be cached for a second: reload until it shows no provider to pick.
    await expect(async () => {
      await home.goto("/#calculator");
      await expect(home.getByTestId("no-providers")).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    const form = home.getByRole("form", { name: "Bill analysis" });
    await expect(form.getByText("No cloud providers are available right now.")).toBeVisible();
    for (const radio of await form.getByRole("radio").all()) await expect(radio).toBeDisabled();
    await expect(form.getByRole("button", { name: "Analyze My Bill" })).toBeDisabled();
    await home.close();
  } finally {
    for (const provider of enabled) {
      await adminApi(page, "PUT", `/api/admin/providers/${provider.id}`, { enabled: true });
    }
  }
});
