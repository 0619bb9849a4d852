import net from "node:net";

/**
 * A webhook receiver that never finishes answering: once a request arrives it sends one byte of a header every
 * `everyMs` (so an idle timeout never fires), or with `streamBody` a complete 200/500 header and then a body
 * that never ends.
 */
export async function startTrickleReceiver({
  everyMs = 2_000,
  streamBody,
}: {
  everyMs?: number;
  streamBody?: { status: number };
} = {}) {
  const sockets = new Set<net.Socket>();
  let requests = 0;
  let bytesSent = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    let timer: NodeJS.Timeout | null = null;
    socket.once("data", () => {
      requests++;
      if (streamBody) {
        socket.write(`HTTP/1.1 ${streamBody.status} X\r\ncontent-type: text/plain\r\n\r\n`);
        const chunk = "x".repeat(64 * 1024);
        const pump = () => {
          while (!socket.destroyed && socket.write(chunk)) bytesSent += chunk.length;
          if (!socket.destroyed) socket.once("drain", pump);
        };
        pump();
        return;
      }
      const header = "HTTP/1.1 200 OK\r\nx-slow: ";
      let at = 0;
      timer = setInterval(() => {
        if (socket.destroyed) return;
        socket.write(header[at] ?? "z");
        bytesSent++;
        at++;
      }, everyMs);
    });
    socket.on("close", () => {
      if (timer) clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/slow`,
    /** Connections open now. */
    open: () => sockets.size,
    requests: () => requests,
    bytesSent: () => bytesSent,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
