import { useT } from '@/i18n';

/** A link whose text is a message id, looked up in the language on screen. */
export interface TextLink {
  href: string;
  label: string;
}

/** A list of links, one an item: the footer's columns, the contact page's policy links. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly TextLink[];
  className: string;
  linkClassName: string;
}) {
  const t = useT();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {t(link.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
