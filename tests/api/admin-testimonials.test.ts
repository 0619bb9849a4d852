import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reencodeImage } from "#server/images/reencode-image.ts";
import {
  imagePathNotFoundMessage,
  MSG_IMAGE_REQUIRED,
  MSG_IMAGE_TOO_LARGE,
  MSG_IMAGE_TYPE,
  MSG_IMAGE_UNREADABLE,
  MSG_LINKEDIN_INVALID,
  MSG_TESTIMONIAL_COMPANY_SHORT,
  MSG_TESTIMONIAL_CONTENT_SHORT,
  MSG_TESTIMONIAL_JOB_TITLE_SHORT,
  MSG_TESTIMONIAL_NAME_SHORT,
} from "#shared/messages/admin-content.ts";
import { MSG_NOT_FOUND } from "#shared/messages/general.ts";
import { type Testimonial, TestimonialSchema } from "#shared/schemas/public-api.ts";
import { createAdminAndSignIn, type SignedInAdmin } from "#tests/support/auth-helpers.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import {
  jpegWithExif,
  METADATA_SECRET,
  pngBombHeader,
  pngWithMetadata,
  webpImage,
} from "#tests/support/images.ts";
import { multipartFile } from "#tests/support/multipart.ts";

let t: TestApp;
let admin: SignedInAdmin;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: "1000" });
  admin = await createAdminAndSignIn(t);
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: "Jane Doe",
  company: "Acme Corp",
  content: "They cut our cloud bill by a third in two months.",
  job_title: "CFO",
  linkedin_url: "https://www.linkedin.com/in/jane-doe",
  // A photo the site ships (public/testimonials): a typed path must name a photo the site has (issue 22).
  image_path: "sarah-chen.webp",
};
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });

async function add(body: Record<string, unknown> = valid): Promise<Testimonial> {
  const res = await call("POST", "/api/admin/testimonials", body);
  expect(res.statusCode, res.body).toBe(201);
  return TestimonialSchema.parse(res.json());
}

let PNG: Uint8Array;
let WEBP: Uint8Array;
let JPEG: Uint8Array;
/** What storage holds after the upload re-encodes PNG / WEBP (deterministic for the same pixels). */
let STORED_PNG: Uint8Array;
let STORED_WEBP: Uint8Array;
beforeAll(async () => {
  [PNG, WEBP, JPEG] = await Promise.all([pngWithMetadata(), webpImage(), jpegWithExif()]);
  STORED_PNG = new Uint8Array(await reencodeImage(PNG, { extension: "png", contentType: "image/png" }));
  STORED_WEBP = new Uint8Array(await reencodeImage(WEBP, { extension: "webp", contentType: "image/webp" }));
});
const upload = (id: string, bytes: Uint8Array, type = "image/png", name = "me.png") => {
  const body = multipartFile("file", name, type, bytes);
  return t.app.inject({
    method: "POST",
    url: `/api/admin/testimonials/${id}/image`,
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
};

describe("list, add, edit, delete", () => {
  it("lists every testimonial newest first", async () => {
    const rows = (await call("GET", "/api/admin/testimonials")).json() as Testimonial[];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const times = rows.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("rebuilds the image path from the name with the original extension lower-cased (docs/product.md#validation)", async () => {
    const created = await add({ ...valid, name: "Sarah Chen", image_path: "Portrait.WEBP" });
    expect(created).toMatchObject({
      name: "Sarah Chen",
      image_path: "sarah-chen.webp",
      linkedin_url: valid.linkedin_url,
    });
    const rows = (await call("GET", "/api/admin/testimonials")).json() as Testimonial[];
    expect(rows[0]?.id).toBe(created.id);
  });

  it("copies the photo a typed path names under the rebuilt name, so the row shows it (issue 22)", async () => {
    const created = await add();
    expect(created.image_path).toBe("jane-doe.webp");
    const served = await t.app.inject({ url: "/testimonials/jane-doe.webp" });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(readFileSync(path.resolve("public/testimonials/sarah-chen.webp")))).toBe(
      true,
    );
  });

  it("refuses a typed image path that names no photo, on add and on edit, and saves nothing (issue 22)", async () => {
    const before = ((await call("GET", "/api/admin/testimonials")).json() as Testimonial[]).length;
    const missing = await call("POST", "/api/admin/testimonials", { ...valid, image_path: "Portrait.JPG" });
    expectError(missing, 422, imagePathNotFoundMessage("Portrait.JPG"));
    expect(((await call("GET", "/api/admin/testimonials")).json() as Testimonial[]).length).toBe(before);

    const created = await add();
    const edit = await call("PUT", `/api/admin/testimonials/${created.id}`, {
      ...valid,
      content: "A changed testimonial that is long enough.",
      image_path: "../../etc/passwd",
    });
    expectError(edit, 422, imagePathNotFoundMessage("../../etc/passwd"));
    const rows = (await call("GET", "/api/admin/testimonials")).json() as Testimonial[];
    expect(rows.find((row) => row.id === created.id)).toMatchObject({
      content: valid.content,
      image_path: "jane-doe.webp",
    });
  });

  it("keeps an unchanged image path on edit even when its photo has gone", async () => {
    const created = await add({ ...valid, name: "Gone Photo" });
    await t.services.storage.delete("testimonials", "gone-photo.webp");
    const res = await call("PUT", `/api/admin/testimonials/${created.id}`, {
      ...valid,
      name: "Gone Photo",
      content: "Edited while the photo file was missing.",
      image_path: "gone-photo.webp",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ image_path: "gone-photo.webp" });
  });

  it("saves an empty image path and an empty LinkedIn URL as null", async () => {
    expect(await add({ ...valid, image_path: "", linkedin_url: "" })).toMatchObject({
      image_path: null,
      linkedin_url: null,
    });
    expect(await add({ ...valid, image_path: null, linkedin_url: null })).toMatchObject({ image_path: null });
  });

  it.each([
    [{ name: "J" }, MSG_TESTIMONIAL_NAME_SHORT],
    [{ company: "A" }, MSG_TESTIMONIAL_COMPANY_SHORT],
    [{ content: "Too short" }, MSG_TESTIMONIAL_CONTENT_SHORT],
    [{ job_title: " " }, MSG_TESTIMONIAL_JOB_TITLE_SHORT],
    [{ linkedin_url: "not a url" }, MSG_LINKEDIN_INVALID],
    [{ linkedin_url: "https://evil.example/in/jane" }, MSG_LINKEDIN_INVALID],
    [{ linkedin_url: "javascript:alert(1)//linkedin.com" }, MSG_LINKEDIN_INVALID],
  ])("refuses %j with the catalogue message", async (change, message) => {
    expectError(await call("POST", "/api/admin/testimonials", { ...valid, ...change }), 400, message);
  });

  it("edits a testimonial; the image path follows the new name", async () => {
    const created = await add();
    const res = await call("PUT", `/api/admin/testimonials/${created.id}`, {
      ...valid,
      name: "Jane O'Neil",
      image_path: created.image_path,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Jane O'Neil", image_path: "jane-o-neil.webp" });
    expectError(
      await call("PUT", `/api/admin/testimonials/${created.id}`, { ...valid, content: "" }),
      400,
      MSG_TESTIMONIAL_CONTENT_SHORT,
    );
  });

  it("renaming a testimonial whose photo ships with the site keeps its photo (issue 22)", async () => {
    // On main the row pointed at the new name while the shipped photo stayed under the old one: it vanished.
    const created = await add({ ...valid, name: "Elena Rossi", image_path: "elena-rossi.webp" });
    const res = await call("PUT", `/api/admin/testimonials/${created.id}`, {
      ...valid,
      name: "Elena Rossi-Bianchi",
      image_path: "elena-rossi.webp",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ image_path: "elena-rossi-bianchi.webp" });
    const served = await t.app.inject({ url: "/testimonials/elena-rossi-bianchi.webp" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload.equals(readFileSync(path.resolve("public/testimonials/elena-rossi.webp")))).toBe(
      true,
    );
  });

  it("deletes (204), then 404", async () => {
    const created = await add();
    expect((await call("DELETE", `/api/admin/testimonials/${created.id}`)).statusCode).toBe(204);
    expectError(await call("DELETE", `/api/admin/testimonials/${created.id}`), 404, MSG_NOT_FOUND);
    expectError(await call("PUT", `/api/admin/testimonials/${created.id}`, valid), 404, MSG_NOT_FOUND);
  });
});

describe("photo upload", () => {
  it("stores a PNG under the spec's name and serves it at /testimonials/{image_path}", async () => {
    const created = await add({ ...valid, name: "Photo Person", image_path: "" });
    const res = await upload(created.id, PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, image_path: "photo-person.png" });
    const served = await t.app.inject({ url: "/testimonials/photo-person.png" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const stored = Buffer.from(served.rawPayload);
    expect(stored.subarray(0, 8)).toEqual(Buffer.from(PNG.subarray(0, 8)));
    expect(stored.includes(METADATA_SECRET)).toBe(false);
  });

  it("re-encodes a JPEG: the EXIF segment with its location is not stored", async () => {
    expect(Buffer.from(JPEG).includes(METADATA_SECRET)).toBe(true);
    const created = await add({ ...valid, name: "Exif Person", image_path: "" });
    const res = await upload(created.id, JPEG, "image/jpeg", "me.jpg");
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ url: "/testimonials/exif-person.jpg" });
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const stored = Buffer.from(served.rawPayload);
    expect(stored[0]).toBe(0xff);
    expect(stored.includes(METADATA_SECRET)).toBe(false);
    expect(stored.includes("Exif")).toBe(false);
  });

  it("refuses an image whose header claims too many pixels, and one whose pixels cannot be decoded", async () => {
    const created = await add({ ...valid, name: "Bomb Person", image_path: "" });
    expectError(await upload(created.id, await pngBombHeader()), 422, MSG_IMAGE_UNREADABLE);
    const broken = new Uint8Array([...PNG.subarray(0, 40), 1, 2, 3, 4]);
    expectError(await upload(created.id, broken), 422, MSG_IMAGE_UNREADABLE);
  });

  it("replaces the old file when the type changes, and carries the photo along on rename", async () => {
    const created = await add({ ...valid, name: "Rename Me", image_path: "" });
    await upload(created.id, PNG);
    const again = await upload(created.id, WEBP, "image/webp", "x.webp");
    expect(again.json()).toMatchObject({ image_path: "rename-me.webp" });
    expect((await t.app.inject({ url: "/testimonials/rename-me.png" })).statusCode).toBe(404);
    await call("PUT", `/api/admin/testimonials/${created.id}`, {
      ...valid,
      name: "Renamed",
      image_path: "rename-me.webp",
    });
    const served = await t.app.inject({ url: "/testimonials/renamed.webp" });
    expect(served.statusCode).toBe(200);
    expect(new Uint8Array(served.rawPayload)).toEqual(STORED_WEBP);
  });

  it("never removes or overwrites a photo another testimonial still points at when renaming", async () => {
    const served = async (file: string) => {
      const res = await t.app.inject({ url: `/testimonials/${file}` });
      return res.statusCode === 200 ? new Uint8Array(res.rawPayload) : res.statusCode;
    };
    const first = await add({ ...valid, name: "Twin Person", image_path: "" });
    const second = await add({ ...valid, name: "Twin Person", image_path: "" });
    await upload(first.id, PNG); // both rows' spec name is twin-person.png
    const pointed = await call("PUT", `/api/admin/testimonials/${second.id}`, {
      ...valid,
      name: "Twin Person",
      image_path: "a.png",
    });
    expect(pointed.json()).toMatchObject({ image_path: "twin-person.png" });

    await call("PUT", `/api/admin/testimonials/${second.id}`, {
      ...valid,
      name: "Solo Person",
      image_path: "twin-person.png",
    });
    expect(await served("twin-person.png")).toEqual(STORED_PNG); // the first row still points at it
    expect(await served("solo-person.png")).toEqual(STORED_PNG);

    const other = await add({ ...valid, name: "Other Person", image_path: "" });
    await upload(other.id, WEBP, "image/webp", "x.webp");
    await call("PUT", `/api/admin/testimonials/${other.id}`, {
      ...valid,
      name: "Twin Person",
      image_path: "x.png",
    });
    expect(await served("twin-person.png")).toEqual(STORED_PNG); // not overwritten by the renamed row's photo
  });

  it("refuses a file that is not JPEG/PNG/WebP by its bytes, whatever it claims", async () => {
    const created = await add();
    const gif = new Uint8Array([...Buffer.from("GIF89a"), 1, 0, 1, 0]);
    expectError(await upload(created.id, gif, "image/png", "fake.png"), 415, MSG_IMAGE_TYPE);
  });

  it("refuses a photo over 2 MB with 413", async () => {
    const created = await add();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expectError(await upload(created.id, big), 413, MSG_IMAGE_TOO_LARGE);
  });

  it("refuses a request without a file, and an unknown testimonial", async () => {
    const created = await add();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/testimonials/${created.id}/image`,
      headers: admin.headers,
      payload: {},
    });
    expectError(res, 400, MSG_IMAGE_REQUIRED);
    expectError(await upload("00000000-0000-4000-8000-000000000000", PNG), 404, MSG_NOT_FOUND);
  });

  it("answers 404 for a photo that is neither uploaded nor bundled", async () => {
    expect((await t.app.inject({ url: "/testimonials/nobody.webp" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/testimonials/..%2Fauth-secret" })).statusCode).toBe(400);
  });
});
