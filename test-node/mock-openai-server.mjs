// A tiny OpenAI-compatible chat server on loopback for local runs and tests: answers /v1/chat/completions with the
// scripted model of test/support/scripted-model.ts (streamed or not, with usage), and records what it was asked: the
// path (any path ending in /chat/completions is answered, so it also stands in for AI Gateway's provider URLs), the
// headers and the body.
// Run alone: `node test-node/mock-openai-server.mjs [port]` and point OPENAI_BASE_URL at http://127.0.0.1:<port>/v1.
import { createServer } from "node:http";
import { completionBody, scriptedReply, scriptedUsage, streamEvents } from "../test/support/scripted-model.ts";

/** @returns {Promise<{ url: string, origin: string, requests: { path: string, headers: import("node:http").IncomingHttpHeaders, model: string, stream: boolean, messages: { role: string, content: string }[], authorization: string | null, body: Record<string, unknown> }[], close: () => Promise<void> }>} */
export async function startMockOpenAI(port = 0) {
  const requests = [];
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    requests.push({
      path: req.url,
      headers: req.headers,
      model: body.model,
      stream: body.stream === true,
      messages: body.messages,
      authorization: req.headers.authorization ?? null,
      body,
    });
    const text = scriptedReply(body.messages);
    const usage = scriptedUsage(body.messages);
    if (body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const event of streamEvents(body.model, text, usage)) res.write(event);
      res.end();
    } else {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(completionBody(body.model, text, usage)));
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address();
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    origin: `http://127.0.0.1:${bound}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mock = await startMockOpenAI(Number(process.argv[2] ?? 0));
  console.log(`mock OpenAI-compatible server at ${mock.url} (Ctrl-C to stop)`);
  let seen = 0;
  setInterval(() => {
    for (const r of mock.requests.slice(seen))
      console.log(
        `${r.model} stream=${r.stream} auth=${r.authorization ? "Bearer …" + r.authorization.slice(-4) : "none"} messages=${r.messages.length}`,
      );
    seen = mock.requests.length;
  }, 500);
}
