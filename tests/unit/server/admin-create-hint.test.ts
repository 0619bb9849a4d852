import { describe, expect, it } from "vitest";
import { adminCreateHint } from "#server/auth/admin-users.ts";

// The embedded database is one process's at a time: admin:create beside a running server is refused, so the first
// start's hint says to stop the server first; on PostgreSQL the command runs beside it.
describe("the first start's hint when there is no staff account", () => {
  it("says to stop the server first on the embedded database", () => {
    const hint = adminCreateHint(true);
    expect(hint).toMatch(/Stop this server/);
    expect(hint.indexOf("Stop this server")).toBeLessThan(hint.indexOf("npm run -s admin:create"));
  });

  it("gives the command alone on PostgreSQL", () => {
    expect(adminCreateHint(false)).not.toMatch(/Stop/);
    expect(adminCreateHint(false)).toContain("npm run -s admin:create -- --email");
  });
});
