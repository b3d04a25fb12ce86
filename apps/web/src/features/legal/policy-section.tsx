import type { ReactElement, ReactNode } from 'react';
import { T, useT } from '@/i18n';

/**
 * One numbered part of a policy: `id` is its in-page anchor, `title` the id of its heading's text
 * (also its contents entry), `content` its body, whose texts are `<T id … />` elements so that they
 * are looked up when drawn, in the language on screen.
 */
export interface PolicySection {
  id: string;
  title: string;
  content: ReactNode;
}

/** The elements a message's numbered tags stand for (`<0>…</0>` → `components[0]`). */
type TagElements = Record<string, ReactElement>;

/** A policy text: a message id, or one with the elements its tags stand for. */
export type PolicyText = string | { id: string; components: TagElements };

// In a policy, a message's tag marks the words to stress unless its text names other elements.
const STRESS: TagElements = { 0: <strong /> };

/** A paragraph of one message. */
export function Para({ id, components = STRESS }: { id: string; components?: TagElements }) {
  return (
    <p>
      <T id={id} components={components} />
    </p>
  );
}

/** A bulleted list, one message an item. */
export function Bullets({ items }: { items: readonly PolicyText[] }) {
  return (
    <ul>
      {items.map((item) => {
        const { id, components = STRESS } = typeof item === 'string' ? { id: item } : item;
        return (
          <li key={id}>
            <T id={id} components={components} />
          </li>
        );
      })}
    </ul>
  );
}

// Policy bodies are plain paragraphs, lists and the odd table; styling them from the section keeps
// the section arrays free of repeated class names.
const PROSE =
  'mt-3 space-y-4 text-base leading-7 text-foreground/90 ' +
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 ' +
  '[&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground ' +
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground';

/** A policy section: an anchored `h2` and its body. */
export function PolicySectionView({ section, number }: { section: PolicySection; number: number }) {
  const t = useT();
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-6">
      <h2 id={headingId} className="text-xl font-semibold text-foreground sm:text-2xl">
        <span className="mr-2 text-muted-foreground">{number}.</span>
        {t(section.title)}
      </h2>
      <div className={PROSE}>{section.content}</div>
    </section>
  );
}
