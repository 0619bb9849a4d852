import http from "node:http";

export type SlowAnswer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/**
 * A POST over a real socket that sends its head and the first `sentBytes` of the body, then stops until
 * `finish()` (or never). The client address is X-Forwarded-For (the app must trust one proxy hop).
 */
export function slowUpload(
  port: number,
  forwardedFor: string,
  body: { payload: Buffer; headers: Record<string, string> },
  options: { sentBytes?: number; path?: string; headers?: Record<string, string> } = {},
) {
  const sentBytes = options.sentBytes ?? 200;
  let request!: http.ClientRequest;
  const answer = new Promise<SlowAnswer>((resolve) => {
    request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: options.path ?? "/api/analyses",
        headers: {
          ...body.headers,
          ...options.headers,
          "content-length": String(body.payload.length),
          "x-forwarded-for": forwardedFor,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    request.on("error", (error) => resolve({ status: 0, body: String(error), headers: {} }));
    request.write(body.payload.subarray(0, sentBytes));
  });
  return {
    answer,
    finish: () => request.end(body.payload.subarray(sentBytes)),
    abort: () => request.destroy(),
  };
}
