/** Builds a multipart/form-data body the way a browser's FormData does, for app.inject(). */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType?: string; bytes: Uint8Array },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cbc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? "application/pdf"}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
