import { randomUUID } from "node:crypto";

export interface MultipartFilePart {
  filename: string;
  bytes: Uint8Array;
  /** Defaults to application/pdf (the analysis upload). */
  contentType?: string;
  /** Defaults to "file". */
  field?: string;
}

/** A multipart/form-data body (text fields, then an optional file part) to spread into app.inject. */
export function multipartBody(
  fields: Record<string, string>,
  file?: MultipartFilePart,
): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----cbc${randomUUID().replaceAll("-", "")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType ?? "application/pdf"}\r\n\r\n`;
    parts.push(Buffer.from(head), Buffer.from(file.bytes), Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file part and nothing else (the testimonial photo upload). */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Uint8Array) {
  return multipartBody({}, { field, filename, contentType, bytes });
}
