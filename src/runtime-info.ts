import { modelsSummary } from "./models/provider-registry";

/** What the deployment runs on, so the UI and API can say when it is the offline rule engine or sample data. */
export function describeRuntime(env: Env) {
  const { quick, deep, roles, offline } = modelsSummary(env);
  return {
    models: { quick, deep, roles },
    offlineModel: offline,
    embeddings: env.EMBEDDINGS || "local",
    vectorStore: env.VECTOR_STORE || "local",
    sampleData: env.SAMPLE_DATA !== "off",
    notice: offline ? "离线规则引擎演示，非大模型输出" : null,
  };
}
