import type { Database } from '../../db/client.ts';
import type { PolicyConsultation } from '../../policies/consultation-policy.ts';

/**
 * What the chat policy reads of a case (its owner, its professional, its field and its status) as
 * this instance last saw it under the case's lock, and its title. A message is judged on it before
 * its one statement (chat-at-once.ts), which writes only if the locked case is still exactly this:
 * a stale entry costs a fall back to the full transaction, never a wrong answer, so nothing else
 * needs to tell this cache that a case changed.
 */
export interface ChatCase extends PolicyConsultation {
  id: string;
  /** The case's title, which a bell entry written by the one statement names (checked there). */
  title: string;
  /** The chat policy reads no files; always empty, so the entry can be handed to it as it is. */
  files: readonly never[];
}

/** A sender's first and last name as the last line they wrote showed them. */
interface SenderName {
  firstName: string | null;
  lastName: string | null;
}

/** Entries remembered per instance; past this the one remembered longest ago is forgotten (~2 MB). */
const MAX_REMEMBERED = 10_000;

/**
 * One memory per database handle (tests run many apps in one process, each on its own database),
 * keyed by id, the entry remembered longest ago forgotten first.
 */
function boundedMemory<T>() {
  const memories = new WeakMap<Database, Map<string, T>>();
  const of = (db: Database) => {
    let memory = memories.get(db);
    if (!memory) memories.set(db, (memory = new Map()));
    return memory;
  };
  return {
    recall: (db: Database, id: string): T | undefined => of(db).get(id),
    remember(db: Database, id: string, value: T): void {
      const memory = of(db);
      memory.delete(id);
      memory.set(id, value);
      if (memory.size > MAX_REMEMBERED) memory.delete(memory.keys().next().value!);
    },
    forget: (db: Database, id: string): void => void of(db).delete(id),
  };
}

const cases = boundedMemory<ChatCase>();
const names = boundedMemory<SenderName>();

/** The case as last seen under its lock, if this instance has seen it. */
export function recallChatCase(db: Database, id: string): ChatCase | undefined {
  return cases.recall(db, id);
}

/** Notes the case as its lock just showed it (the full transaction of a message). */
export function rememberChatCase(
  db: Database,
  { id, userId, assignedTo, category, status, title }: ChatCase | Omit<ChatCase, 'files'>,
): void {
  cases.remember(db, id, { id, userId, assignedTo, category, status, title, files: [] });
}

/** Forgets a case found changed: its next message takes the full transaction, which looks again. */
export function forgetChatCase(db: Database, id: string): void {
  cases.forget(db, id);
}

/**
 * The sender's name as their last written line showed it: the words of a bell entry the one
 * statement writes name them, and the statement writes it only if the name is still this.
 */
export function recallSenderName(db: Database, userId: string): SenderName | undefined {
  return names.recall(db, userId);
}

/** Notes a sender's name as a line just written showed it (either path). */
export function rememberSenderName(db: Database, userId: string, name: SenderName): void {
  names.remember(db, userId, name);
}

/** Forgets a sender's name, or a case's title, found changed (the one statement wrote nothing). */
export function forgetSenderName(db: Database, userId: string): void {
  names.forget(db, userId);
}
