import { ADMIN_TOKEN, api, json, postJson } from "./api";

export interface IssuedKey {
  id: string;
  key: string;
  hint: string;
  scopes: string[];
}

/** Issues a key through the admin route, as an operator would. */
export async function issueKey(body: Record<string, unknown> = { name: "测试密钥" }): Promise<IssuedKey> {
  const res = await postJson("/api/admin/keys", body, { authorization: `Bearer ${ADMIN_TOKEN}` });
  if (res.status !== 201) throw new Error(`issuing a key answered ${res.status}: ${await res.text()}`);
  return json<IssuedKey>(res);
}

/** A request made with a key: `authorization: Bearer <key>`, JSON when there is a body. */
export function withKey(key: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return api(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
