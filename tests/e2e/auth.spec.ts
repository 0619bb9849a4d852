import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  confirmationLinks,
  expect,
  readConfirmationLink,
  setSetting,
  signInAsAdmin,
  test,
  toast,
  uniqueSuffix,
  waitForToaster,
} from "./support/admin-fixtures.ts";

test.describe("admin guard", () => {
  for (const path of [
    "/admin",
    "/admin/results",
    "/admin/providers",
    "/admin/testimonials",
    "/admin/settings",
  ]) {
    test(`${path} sends a signed-out visitor to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    });
  }

  test("/admin goes to Results History once signed in, and /auth sends a signed-in user to /admin", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/results$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results History" })).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin\/results$/);
  });

  test("an unknown path under /admin goes to / like any other unknown path", async ({ page }) => {
    await page.goto("/admin/no-such-page");
    await expect(page).toHaveURL(/\/$/);
    await signInAsAdmin(page);
    await page.goto("/admin/no-such-page");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("40%");
  });

  test("the admin layout has the header but no footer", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

test.describe("/auth login", () => {
  test("with signups off it offers only the login form", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByText("Log in to access the admin dashboard.")).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Log in" })).toBeVisible();
  });

  test("shows the spec's validation messages", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto("/auth");
    await waitForToaster(page);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, /invalid email or password/i)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("logging in through the form goes to the admin area", async ({ page }) => {
    await page.goto("/auth");
    await waitForToaster(page);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, "Logged in successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/results$/);
    await expect(page.getByRole("button", { name: "Admin Menu" })).toBeVisible();
  });
});

// Flips the shared admin_signups_enabled switch: keep these in one worker, one after the other.
test.describe("/auth registration", () => {
  test.describe.configure({ mode: "serial" });

  test.afterEach(async ({ page }) => {
    await signInAsAdmin(page);
    await setSetting(page, "admin_signups_enabled", false);
  });

  test("follows the signup switch; registering needs email confirmation before the first login", async ({
    page,
    browser,
  }) => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage);
    await setSetting(adminPage, "admin_signups_enabled", true);

    await page.goto("/auth");
    await waitForToaster(page);
    await expect(page.getByText("Log in or register to access the admin dashboard.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Register" }).click();

    const form = page.getByRole("form", { name: "Register" });
    const email = `new-admin-${uniqueSuffix()}@cloudbillcheck.test`;
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("a-good-password");
    await form.getByLabel("Confirm password").fill("another-password");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Passwords do not match.")).toBeVisible();
    await expect(form.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Confirm password").fill("a-good-password");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(
      toast(page, "Registration successful! Please check your email to confirm your account."),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    const login = page.getByRole("form", { name: "Log in" });
    await expect(login.getByLabel("Email")).toHaveValue(email);

    // Not confirmed yet: refused with the server's message.
    await login.getByLabel("Password").fill("a-good-password");
    await login.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, /not verified/i)).toBeVisible();

    await expect.poll(() => readConfirmationLink(email)).not.toBeNull();
    const link = readConfirmationLink(email) ?? "";
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?verified=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Your email is confirmed" })).toBeVisible();
    await page.getByRole("form", { name: "Log in" }).getByLabel("Email").fill(email);
    await page.getByRole("form", { name: "Log in" }).getByLabel("Password").fill("a-good-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/admin\/results$/);

    // Switched off again: the Register tab is gone.
    await setSetting(adminPage, "admin_signups_enabled", false);
    const fresh = await browser.newPage();
    await fresh.goto("/auth");
    await expect(fresh.getByText("Log in to access the admin dashboard.")).toBeVisible();
    await expect(fresh.getByRole("tab")).toHaveCount(0);
    await fresh.close();
    await admin.close();
  });

  test("signing in before confirming offers to resend the confirmation; its link confirms and says so", async ({
    page,
    browser,
  }) => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage);
    await setSetting(adminPage, "admin_signups_enabled", true);
    await admin.close();

    await page.goto("/auth");
    await waitForToaster(page);
    await page.getByRole("tab", { name: "Register" }).click();
    const register = page.getByRole("form", { name: "Register" });
    const email = `resend-${uniqueSuffix()}@cloudbillcheck.test`;
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Password", { exact: true }).fill("a-good-password");
    await register.getByLabel("Confirm password").fill("a-good-password");
    await register.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => confirmationLinks(email).length).toBe(1);

    const login = page.getByRole("form", { name: "Log in" });
    await login.getByLabel("Password").fill("a-good-password");
    await login.getByRole("button", { name: "Log In" }).click();
    const notice = login.getByRole("alert").filter({ hasText: "Email not verified" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(email);
    await notice.getByRole("button", { name: "Resend the verification email" }).click();
    await expect(notice.getByRole("status")).toHaveText(
      `We sent a new confirmation link to ${email}. It is valid for one hour.`,
    );
    // A second mail. Its link may equal the first one's: the token is signed over the account and the second
    // it was issued, so a resend within the same second yields the same (still valid) link.
    await expect.poll(() => confirmationLinks(email).length).toBe(2);
    const second = confirmationLinks(email)[1];

    await page.goto(second ?? "");
    await expect(page).toHaveURL(/\/auth\?verified=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Your email is confirmed" })).toBeVisible();
    await page.getByRole("form", { name: "Log in" }).getByLabel("Email").fill(email);
    await page.getByRole("form", { name: "Log in" }).getByLabel("Password").fill("a-good-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/admin\/results$/);
  });

  test("a confirmation link that cannot be used lands on /auth and says why", async ({ page, browser }) => {
    const forged = "/api/auth/verify-email?token=forged&callbackURL=%2Fauth%3Fverified%3D1";
    // Sign-ups switched off: no account can be confirmed (decision 011), said on the login page, not as JSON.
    await page.goto(forged);
    await expect(page).toHaveURL(/\/auth\?error=SIGNUPS_DISABLED$/);
    await expect(page.getByRole("alert")).toContainText(
      "Admin registrations are currently disabled, so this account cannot be confirmed.",
    );

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage);
    await setSetting(adminPage, "admin_signups_enabled", true);
    await admin.close();
    await page.goto(forged);
    await expect(page).toHaveURL(/\/auth\?verified=1&error=INVALID_TOKEN$/);
    await expect(page.getByRole("alert")).toContainText("This confirmation link is not valid.");
    await expect(page.getByText("Your email is confirmed")).toHaveCount(0);
  });
});
