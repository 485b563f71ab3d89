// @ts-check
// The API reference page (/docs): renders GET /api/openapi.json with the bundled Swagger UI. Nothing leaves the
// origin: the spec validator badge (which would call validator.swagger.io) is off, and the page's CSP allows only 'self'.

/** @type {any} */
const SwaggerUIBundle = /** @type {any} */ (globalThis).SwaggerUIBundle;

SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  validatorUrl: null,
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  defaultModelsExpandDepth: 0,
  docExpansion: "list",
});
