import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const product = readFileSync("docs/product.md", "utf8");
const roles = product.slice(product.indexOf('<a id="roles"></a>'), product.indexOf('<a id="api"></a>'));

// The link reads; only the browser that made the analysis holds the manage token that corrects and deletes it.
describe("docs/product.md on who may change a result", () => {
  it("says the share link only reads", () => {
    expect(roles).toMatch(/share link reads/i);
    expect(roles).not.toMatch(/whoever has it can read, correct or delete/);
  });

  it("says the manage token, kept in the browser that made the analysis, corrects and deletes", () => {
    expect(roles).toMatch(/manage token corrects and deletes/i);
    expect(roles).toMatch(/browser that sent the invoice/);
    expect(roles).toContain("X-Manage-Token");
  });
});
