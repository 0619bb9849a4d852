import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// One way to do each thing in the client: one confirmation dialog, one table, one admin list-and-edit pattern, one
// component per file where the settings cards live, react-hook-form for every form.
const clientFiles = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "src/client"],
  { encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file));
const read = (file: string) => readFileSync(file, "utf8");

describe("the client's shared patterns", () => {
  it("builds every confirmation on the one ConfirmDialog", () => {
    const users = clientFiles.filter((file) => /alert-dialog\.tsx"/.test(read(file)));
    expect(users).toEqual(["src/client/components/ui/confirm-dialog.tsx"]);
  });

  it("draws the settings page's tables with ui/table.tsx", () => {
    const raw = clientFiles.filter(
      (file) => file.startsWith("src/client/pages/admin/settings/") && /<table[\s>]/.test(read(file)),
    );
    expect(raw).toEqual([]);
    expect(read("src/client/pages/admin/settings/webhook-deliveries.tsx")).toContain(
      "#client/components/ui/table.tsx",
    );
  });

  it("has one component per file in the settings page", () => {
    const settings = clientFiles.filter(
      (file) => file.startsWith("src/client/pages/admin/settings/") && file.endsWith(".tsx"),
    );
    expect(settings.length).toBeGreaterThan(5);
    for (const file of settings) {
      const components = [...read(file).matchAll(/^(?:export )?function ([A-Z]\w*)\(/gm)].map((m) => m[1]);
      expect(components, file).toHaveLength(1);
    }
  });

  it("gives providers and testimonials the same list-and-edit page", () => {
    for (const page of ["providers", "testimonials"]) {
      const route = read(`src/client/pages/admin/${page}/route.tsx`);
      expect(route, page).toContain("useEditableList(");
      expect(route, page).toContain("<EditableListPage");
      expect(read(`src/client/pages/admin/${page}/${page.slice(0, -1)}-edit-row.tsx`), page).toContain(
        "useEditRowForm(",
      );
    }
  });

  it("runs the correction form on react-hook-form with the shared schema", () => {
    const form = read("src/client/components/analysis/correct-figures-form.tsx");
    expect(form).toContain("useForm<");
    expect(form).toContain("zodResolver(correctionFormSchema(");
    expect(form).not.toMatch(/useState\(/);
    expect(read("src/client/components/analysis/correction-form-schema.ts")).toContain(
      ".pipe(FigureCorrectionSchema)",
    );
  });
});
