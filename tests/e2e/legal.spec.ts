import { expect, test } from "./support/public-pages.ts";

const TERMS_SECTIONS = [
  "Welcome",
  "Our Service",
  "Your Responsibilities",
  "Data Protection",
  "Intellectual Property",
  "Accuracy of the Service",
  "Limitation of Liability",
  "Updates to These Terms",
  "Governing Law",
  "Support and Contact",
];

const PRIVACY_SECTIONS = [
  "Our Commitment to Privacy",
  "Information We Process",
  "How We Use Your Data",
  "Data Security Measures",
  "Data Retention and Deletion",
  "Information Sharing",
  "Your Privacy Rights",
  "Service Restrictions",
  "Policy Updates",
  "Privacy Support",
];

test("Terms of Service: 10 numbered sections, California law, San Francisco County courts, dated", async ({
  page,
}) => {
  await page.goto("/terms");
  await expect(page).toHaveTitle(/Terms of Service/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText("Last updated: March 1, 2024")).toBeVisible();
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(TERMS_SECTIONS.map((title, index) => `${index + 1}. ${title}`));
  const law = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "9. Governing Law" }) });
  await expect(law).toContainText("State of California");
  await expect(law).toContainText("San Francisco County");
  await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(page.getByRole("link", { name: /^support@/ })).toHaveAttribute("href", /^mailto:/);
});

test("Privacy Policy: the 10 sections and every statement of spec section 1", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page).toHaveTitle(/Privacy Policy/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated: March 1, 2024")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(
    PRIVACY_SECTIONS.map((title, index) => `${index + 1}. ${title}`),
  );

  const statements = [
    /Account information:.*name, work email address and company/,
    /Billing data:.*invoices you upload/,
    /Service usage data/,
    /Technical data/,
    /stored on a hosted backend platform/,
    /delete the personal data and billing data associated with it within 30 days/,
    /usage data only in anonymised form/,
    /We never sell your data/,
    /infrastructure providers/,
    /analytics services, which receive anonymised data only/,
    /legal authorities/,
    /intended for business use only/,
    /under the age of 18/,
    /significant change, we will notify you by email/,
  ];
  const text = ((await main.textContent()) ?? "").replace(/\s+/g, " ");
  for (const statement of statements) expect(text).toMatch(statement);

  await expect(main.getByRole("link", { name: /^privacy@/ })).toHaveAttribute("href", /^mailto:privacy@/);
  await expect(main.getByRole("link", { name: /^dpo@/ })).toHaveAttribute("href", /^mailto:dpo@/);
});

test("Terms and Privacy arrive pre-rendered: readable before the app's JavaScript, then the live page", async ({
  browser,
}) => {
  for (const [path, title] of [
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} – Cloud Bill Check`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(10);
    await expect(page.locator("footer")).toHaveCount(0); // the shell: header and page only
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await expect(page.locator("footer")).toBeVisible(); // the live app took over
    await expect(page.getByRole("heading", { level: 1, name: title })).toHaveCount(1);
    await context.close();
  }
});
