/** What the deployment runs on, so the UI and API can say when it is the offline rule engine or sample data. */
export function describeRuntime(env: Env) {
  const quick = env.MODEL_QUICK || "offline";
  const deep = env.MODEL_DEEP || "offline";
  const offline = quick === "offline" && deep === "offline";
  return {
    models: { quick, deep },
    offlineModel: offline,
    embeddings: env.EMBEDDINGS || "local",
    vectorStore: env.VECTOR_STORE || "local",
    sampleData: env.SAMPLE_DATA !== "off",
    notice: offline ? "离线规则引擎演示，非大模型输出" : null,
  };
}
