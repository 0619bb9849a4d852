import type { Page } from "@playwright/test";
import { expect, test, toast, uniqueSuffix, waitForToaster } from "./support/admin-fixtures.ts";

async function openTestimonials(page: Page) {
  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials Management" })).toBeVisible();
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await waitForToaster(page);
}

function row(page: Page, name: string) {
  return page.locator("tr[data-row-id]").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

async function fillTestimonial(
  page: Page,
  values: {
    name: string;
    company: string;
    jobTitle: string;
    content: string;
    linkedin: string;
    image: string;
  },
) {
  await page.getByLabel("Name", { exact: true }).fill(values.name);
  await page.getByLabel("Company", { exact: true }).fill(values.company);
  await page.getByLabel("Job title").fill(values.jobTitle);
  await page.getByLabel("Testimonial", { exact: true }).fill(values.content);
  await page.getByLabel("LinkedIn URL").fill(values.linkedin);
  await page.getByLabel("Image path").fill(values.image);
}

/** A tiny real PNG drawn by the browser, so the upload goes through the canvas resize like a real photo. */
async function makePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext("2d");
    if (context) {
      context.fillStyle = "#10b981";
      context.fillRect(0, 0, 600, 400);
    }
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

test.describe("Testimonials Management", () => {
  test("shows the spec columns, the LinkedIn handle without its prefix, and 'None' / 'No image'", async ({
    adminPage: page,
  }) => {
    await openTestimonials(page);
    for (const header of [
      "Name",
      "Company",
      "Job Title",
      "Testimonial",
      "LinkedIn URL",
      "Image Path",
      "Actions",
    ]) {
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    const linkedIn = page.locator("tbody a[href*='linkedin.com/in/']").first();
    if ((await linkedIn.count()) > 0) {
      await expect(linkedIn).not.toContainText("linkedin.com");
      await expect(linkedIn).toHaveAttribute("target", "_blank");
    }
  });

  test("add with validation toasts, edit, cancel and delete", async ({ adminPage: page }) => {
    await openTestimonials(page);
    await page.getByRole("button", { name: "Add New Testimonial" }).click();
    await expect(page.locator("tbody tr").first()).toHaveAttribute("data-row-id", /^temp-/);
    await expect(page.getByLabel("Image path")).toHaveAttribute("placeholder", "example.jpg");

    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(toast(page, "Name must be at least 2 characters.")).toBeVisible();

    const name = `E2E Person ${uniqueSuffix()}`;
    await fillTestimonial(page, {
      name,
      company: "Acme",
      jobTitle: "CTO",
      content: "Too short",
      linkedin: "",
      image: "",
    });
    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(toast(page, "Testimonial content must be at least 10 characters.")).toBeVisible();

    await page
      .getByLabel("Testimonial", { exact: true })
      .fill("They cut our cloud bill by a third in two months.");
    await page.getByLabel("LinkedIn URL").fill("https://example.com/jane");
    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(toast(page, "Please enter a valid LinkedIn URL.")).toBeVisible();

    await page.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/in/e2e-person");
    await page.getByLabel("Image path").fill("Photo.JPG");
    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(toast(page, "Testimonial added successfully!")).toBeVisible();

    const saved = row(page, name);
    await expect(saved.getByRole("link", { name: /^e2e-person/ })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/e2e-person",
    );
    const imagePath = `${name.toLowerCase().replace(/[^a-z0-9]/g, "-")}.jpg`;
    await expect(saved.getByText(imagePath)).toBeVisible();

    // Edit, then cancel: unchanged.
    await saved.getByRole("button", { name: `Edit ${name}` }).click();
    await page.getByLabel("Company", { exact: true }).fill("Changed Co");
    await page.getByRole("button", { name: "Cancel editing" }).click();
    await expect(saved.getByRole("cell", { name: "Acme", exact: true })).toBeVisible();

    // Edit, then save: the LinkedIn URL cleared shows 'None', the image path cleared shows 'No image'.
    await saved.getByRole("button", { name: `Edit ${name}` }).click();
    await page.getByLabel("Company", { exact: true }).fill("Globex");
    await page.getByLabel("LinkedIn URL").fill("");
    await page.getByLabel("Image path").fill("");
    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(toast(page, "Testimonial updated successfully!")).toBeVisible();
    await expect(saved.getByRole("cell", { name: "Globex", exact: true })).toBeVisible();
    await expect(saved.getByText("None", { exact: true })).toBeVisible();
    await expect(saved.getByText("No image", { exact: true })).toBeVisible();

    await saved.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Testimonial deleted successfully!")).toBeVisible();
    await expect(saved).toHaveCount(0);
  });

  test("cancel on a new row leaves an unsaved row that can be discarded", async ({ adminPage: page }) => {
    await openTestimonials(page);
    await page.getByRole("button", { name: "Add New Testimonial" }).click();
    await page.getByLabel("Name", { exact: true }).press("Escape");
    const draft = page.locator("tr[data-row-id^='temp-']");
    await expect(draft.getByText("Unsaved")).toBeVisible();
    await draft.getByRole("button", { name: "Delete Untitled testimonial" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(draft).toHaveCount(0);
  });

  test("uploads a photo, resized in the browser, stored under the person's name", async ({
    adminPage: page,
  }) => {
    await openTestimonials(page);
    const name = `E2E Photo ${uniqueSuffix()}`;
    await page.getByRole("button", { name: "Add New Testimonial" }).click();
    await fillTestimonial(page, {
      name,
      company: "Initech",
      jobTitle: "Head of Platform",
      content: "A clear report and real savings within weeks.",
      linkedin: "",
      image: "",
    });
    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(toast(page, "Testimonial added successfully!")).toBeVisible();

    const saved = row(page, name);
    const upload = page.waitForRequest(
      (request) => request.url().endsWith("/image") && request.method() === "POST",
    );
    await saved.locator("input[data-photo-input]").setInputFiles({
      name: "portrait.png",
      mimeType: "image/png",
      buffer: await makePng(page),
    });
    expect((await upload).postDataBuffer()?.length ?? 0).toBeLessThan(50_000);
    await expect(toast(page, "Photo uploaded successfully!")).toBeVisible();
    const imagePath = `${name.toLowerCase().replace(/[^a-z0-9]/g, "-")}.webp`;
    await expect(saved.getByText(imagePath)).toBeVisible();
    const served = await page.request.get(`/testimonials/${imagePath}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toContain("image/webp");

    await saved.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Testimonial deleted successfully!")).toBeVisible();
  });
});
