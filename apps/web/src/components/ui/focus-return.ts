import { useRef } from 'react';

/**
 * Focus back to whatever had it when a dialog opened, once it closes. Radix gives it back only to
 * its own `Trigger`, and our dialogs are opened by buttons that keep the open state themselves, by
 * menu items and by other dialogs: without this, the focus fell to the page's start on closing.
 * `noteOpener` goes in the content's `onOpenAutoFocus`, `giveFocusBack` is its `onCloseAutoFocus`.
 */
export function useFocusReturn() {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    noteOpener: () => {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement ? active : null;
    },
    giveFocusBack: (event: Event) => {
      const opener = openerRef.current;
      if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
      event.preventDefault();
      opener.focus();
    },
  };
}
