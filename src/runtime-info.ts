import type { Config } from "./config";
import { modelsSummary } from "./models/provider-registry";

/** What the deployment runs on, so the UI and API can say when it is the offline rule engine or sample data. */
export function describeRuntime(config: Config) {
  const { quick, deep, roles, offline } = modelsSummary(config);
  return {
    models: { quick, deep, roles },
    offlineModel: offline,
    embeddings: config.EMBEDDINGS,
    vectorStore: config.VECTOR_STORE,
    sampleData: config.SAMPLE_DATA !== "off",
    notice: offline ? "离线规则引擎演示，非大模型输出" : null,
  };
}
