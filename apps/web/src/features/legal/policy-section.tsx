import { isValidElement, type ReactElement } from 'react';
import { T, useT } from '@/i18n';

/** The elements a message's numbered tags stand for (`<0>…</0>` → `components[0]`). */
type TagElements = Record<string, ReactElement>;

/** A policy text: a message id, or one with the elements its tags stand for. */
type PolicyText = string | { id: string; components: TagElements };

/**
 * One part of a policy's body, drawn in its order: a text is a paragraph, an array of texts a
 * bulleted list (one message an item), and an element (a table, the support hours) is drawn as is.
 */
type PolicyBlock = PolicyText | readonly PolicyText[] | ReactElement;

/**
 * One numbered part of a policy: `id` is its in-page anchor, `title` the id of its heading's text
 * (also its contents entry), `body` its paragraphs and lists as message ids, looked up when drawn,
 * in the language on screen.
 */
export interface PolicySection {
  id: string;
  title: string;
  body: readonly PolicyBlock[];
}

/**
 * A section as its table writes it, one call a section: the tables of the three policies list
 * some fifty sections, and the same object frame around each one was most of their lines.
 */
export function policySection(
  id: string,
  title: string,
  ...body: readonly PolicyBlock[]
): PolicySection {
  return { id, title, body };
}

// In a policy, a message's tag marks the words to stress unless its text names other elements.
const STRESS: TagElements = { 0: <strong /> };

function PolicyTextView({ text }: { text: PolicyText }) {
  const { id, components = STRESS } = typeof text === 'string' ? { id: text } : text;
  return <T id={id} components={components} />;
}

const isList = (block: PolicyBlock): block is readonly PolicyText[] => Array.isArray(block);

function PolicyBlockView({ block }: { block: PolicyBlock }) {
  if (isValidElement(block)) return block;
  if (isList(block)) {
    return (
      <ul>
        {block.map((item) => (
          <li key={typeof item === 'string' ? item : item.id}>
            <PolicyTextView text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <PolicyTextView text={block} />
    </p>
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
      <div className={PROSE}>
        {section.body.map((block, index) => (
          // The body is fixed text in a fixed order: its place is its identity.
          <PolicyBlockView key={index} block={block} />
        ))}
      </div>
    </section>
  );
}
