import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type LlmReply = { status?: number; body: string; delayMs?: number };
export type ReceivedRequest = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
};

/** Content wrapped in the chat-completions wire format. */
export function completion(content: string | null): string {
  return JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    model: "test-model",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
  });
}

/** A real HTTP server speaking the OpenAI chat-completions protocol; replies are set per test. */
export async function startFakeLlm() {
  const received: ReceivedRequest[] = [];
  let reply: LlmReply = { body: completion("{}") };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body: JSON.parse(raw),
      });
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        response.end(reply.body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    setReply(next: LlmReply) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
