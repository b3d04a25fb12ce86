import type { Database } from '../../db/client.ts';
import type { PolicyConsultation } from '../../policies/consultation-policy.ts';

/**
 * What the chat policy reads of a case (its owner, its professional, its field and its status) as
 * this instance last saw it under the case's lock. A message is judged on it before its one
 * statement (chat-at-once.ts), which writes only if the locked case is still exactly this: a stale
 * entry costs a fall back to the full transaction, never a wrong answer, so nothing else needs to
 * tell this cache that a case changed.
 */
export interface ChatCase extends PolicyConsultation {
  id: string;
  /** The chat policy reads no files; always empty, so the entry can be handed to it as it is. */
  files: readonly never[];
}

/** Cases remembered per instance; past this the one remembered longest ago is forgotten (~2 MB). */
const MAX_REMEMBERED = 10_000;

/** One memory per database handle: tests run many apps in one process, each on its own database. */
const memories = new WeakMap<Database, Map<string, ChatCase>>();

function memoryOf(db: Database): Map<string, ChatCase> {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new Map()));
  return memory;
}

/** The case as last seen under its lock, if this instance has seen it. */
export function recallChatCase(db: Database, id: string): ChatCase | undefined {
  return memoryOf(db).get(id);
}

/** Notes the case as its lock just showed it (the full transaction of a message). */
export function rememberChatCase(
  db: Database,
  { id, userId, assignedTo, category, status }: ChatCase | Omit<ChatCase, 'files'>,
): void {
  const memory = memoryOf(db);
  memory.delete(id);
  memory.set(id, { id, userId, assignedTo, category, status, files: [] });
  if (memory.size > MAX_REMEMBERED) memory.delete(memory.keys().next().value!);
}

/** Forgets a case found changed: its next message takes the full transaction, which looks again. */
export function forgetChatCase(db: Database, id: string): void {
  memoryOf(db).delete(id);
}
