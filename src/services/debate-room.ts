/** The `DebateRoom` Durable Object of one debate: every debate id names exactly one room. */
export function debateRoom(env: Env, id: string) {
  return env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));
}
