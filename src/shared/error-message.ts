/** What a caught value says: an Error's message, anything else as text (a thrown value need not be an Error). */
export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
