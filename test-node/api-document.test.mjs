// The API document and its reference page, from a real local server (`node scripts/start.mjs`, workerd): the
// document is valid OpenAPI 3.1 by an independent validator, and /docs is served with its viewer from the Worker's
// own assets (the browser test, test-e2e/page.e2e.mjs, renders it and checks that nothing leaves localhost).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { startLocalServer } from "../tools/lib/local-server.mjs";

describe("the API document on a local server", { timeout: 180_000 }, () => {
  let server;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server?.stop());

  it("GET /api/openapi.json validates as OpenAPI 3.1", async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    assert.equal(res.status, 200);
    const doc = await res.json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    assert.equal(validator.version, "3.1");
    assert.deepEqual(result.errors, undefined);
    assert.equal(result.valid, true);
    // Not an empty shell that happens to validate: the debate routes and their schemas are there.
    assert.ok(doc.paths["/api/debates"].post.requestBody.content["application/json"].schema.properties.ticker);
    assert.ok(Object.keys(doc.paths).length >= 14, `only ${Object.keys(doc.paths).length} paths`);
  });

  it("a document with a broken route is refused by the same validator (the check has teeth)", async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    // A response without its required description, and a path parameter that is not required.
    delete doc.paths["/api/health"].get.responses["200"].description;
    doc.paths["/api/debates/{id}"].get.parameters[0].required = false;
    const result = await new Validator().validate(doc);
    assert.equal(result.valid, false);
  });

  it("/docs is the reference page, its viewer served from the Worker's assets under the page CSP", async () => {
    const page = await fetch(`${server.url}/docs`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    assert.match(page.headers.get("content-security-policy") ?? "", /default-src 'self'; script-src 'self'/);
    const html = await page.text();
    assert.match(html, /内容由AI生成，仅供研究参考，不构成任何投资建议/);
    // Every script and stylesheet the page names is on this origin, and is served.
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(refs.includes("/vendor/swagger-ui/swagger-ui-bundle.js"), refs.join(" "));
    for (const ref of refs) {
      assert.ok(ref.startsWith("/"), `${ref} is not on this origin`);
      const asset = await fetch(`${server.url}${ref}`);
      assert.equal(asset.status, 200, ref);
    }
    const bundle = await fetch(`${server.url}/vendor/swagger-ui/swagger-ui-bundle.js`);
    assert.match(bundle.headers.get("content-type") ?? "", /javascript/);
    assert.match((await bundle.text()).slice(0, 2000), /SwaggerUIBundle|swagger/i);
  });
});
