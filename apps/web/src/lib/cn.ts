/** Joins class names, skipping the falsy ones, so variants can be toggled inline. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
