import { randomUUID } from "node:crypto";

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  bytes: Uint8Array,
): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----cbc${randomUUID().replaceAll("-", "")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
