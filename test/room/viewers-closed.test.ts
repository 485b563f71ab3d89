import { afterEach, describe, expect, it, vi } from "vitest";
import { Viewers } from "../../src/room/viewers";

/**
 * A viewer's message after the server closed its socket (the page's 25 s ping racing `done`'s close) is dropped
 * without a throw: a throw in the Durable Object's webSocketMessage is logged as an error, one per ping (issue 34).
 */
const viewers = new Viewers({ getWebSockets: () => [] } as unknown as DurableObjectState, () => 10);

function serverSocket(): WebSocket {
  const pair = new WebSocketPair();
  const server = pair[1];
  server.accept();
  return server;
}

afterEach(() => vi.restoreAllMocks());

describe("a viewer's message on a closed socket", () => {
  it("200 pings after the server closed the socket: no throw, nothing logged", () => {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn");
    const log = vi.spyOn(console, "log");
    const ws = serverSocket();
    ws.close(1000, "debate finished");
    // What the runtime's socket does when sent to after close: the case the room used to throw on.
    expect(() => ws.send("x")).toThrow();
    for (let i = 0; i < 200; i++) expect(() => viewers.message(ws, "ping")).not.toThrow();
    expect(() => viewers.message(ws, "x".repeat(5000))).not.toThrow();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("still answers a ping on an open socket", () => {
    const ws = serverSocket();
    const send = vi.spyOn(ws, "send");
    viewers.message(ws, "ping");
    expect(send).toHaveBeenCalledWith('{"type":"pong"}');
  });
});
