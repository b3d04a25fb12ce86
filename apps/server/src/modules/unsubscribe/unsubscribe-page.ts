import type { Language, ReachKind } from '@salahkar/domain';

// The small page an unsubscribe link opens, in its person's language (English for a link that
// names no one we know). The link itself changes nothing (mail scanners and prefetchers open
// links); the page's button posts the one-click form, as a mail client does (RFC 8058).

interface UnsubscribePageTexts {
  title: string;
  kinds: Record<ReachKind, string>;
  confirm: (kind: string) => string;
  button: string;
  done: (kind: string) => string;
  settings: string;
  invalid: string;
}

const TEXTS = {
  en: {
    title: 'Salahkar emails',
    kinds: {
      offer_received: 'new offers on your requests',
      offer_paid: 'offers accepted and paid',
      new_request: 'new requests in your field',
      chat_message: 'new chat messages',
      incoming_call: 'incoming video calls',
      missed_call: 'missed video calls',
      case_resolved: 'resolved consultations',
      refund_completed: 'completed refunds',
      payout_paid: 'payouts sent to your bank',
    },
    confirm: (kind) =>
      `Stop emails about ${kind}? You will still see them on your bell in Salahkar.`,
    button: 'Unsubscribe',
    done: (kind) => `Done: you will no longer get emails about ${kind}.`,
    settings: 'Change your notification settings',
    invalid:
      'This unsubscribe link is not valid. Open your notification settings in Salahkar to choose which emails you get.',
  },
  hi: {
    title: 'सलाहकार ईमेल',
    kinds: {
      offer_received: 'आपके अनुरोधों पर नए ऑफ़र',
      offer_paid: 'स्वीकार और भुगतान हुए ऑफ़र',
      new_request: 'आपके क्षेत्र के नए अनुरोध',
      chat_message: 'नए चैट मैसेज',
      incoming_call: 'आने वाली वीडियो कॉल',
      missed_call: 'छूटी हुई वीडियो कॉल',
      case_resolved: 'हल हुए परामर्श',
      refund_completed: 'पूरे हुए रिफ़ंड',
      payout_paid: 'आपके बैंक में भेजे गए पेआउट',
    },
    confirm: (kind) => `${kind} के बारे में ईमेल बंद करें? ये आपको सलाहकार में घंटी पर दिखते रहेंगे।`,
    button: 'ईमेल बंद करें',
    done: (kind) => `हो गया: अब आपको ${kind} के बारे में ईमेल नहीं मिलेंगे।`,
    settings: 'अपनी नोटिफ़िकेशन सेटिंग बदलें',
    invalid:
      'यह अनसब्सक्राइब लिंक मान्य नहीं है। कौन-से ईमेल मिलें, यह चुनने के लिए सलाहकार में अपनी नोटिफ़िकेशन सेटिंग खोलें।',
  },
} satisfies Record<Language, UnsubscribePageTexts>;

/** The page's own CSP: its inline styles and its one form posting back here, nothing else. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export type UnsubscribePage =
  | { state: 'confirm'; kind: ReachKind; token: string }
  | { state: 'done'; kind: ReachKind }
  | { state: 'invalid' };

export function unsubscribePage(
  page: UnsubscribePage,
  language: Language,
  settingsUrl: string,
): string {
  const t = TEXTS[language];
  const body =
    page.state === 'invalid'
      ? `<p>${escapeHtml(t.invalid)}</p>`
      : page.state === 'done'
        ? `<p role="status">${escapeHtml(t.done(t.kinds[page.kind]))}</p>`
        : `<p>${escapeHtml(t.confirm(t.kinds[page.kind]))}</p>
<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(page.token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(t.button)}</button>
</form>`;
  return `<!doctype html>
<html lang="${language}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;font-size:16px;line-height:1.6;color:#1f2933;background:#f5f7f8;margin:0;padding:32px 16px}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:28px}h1{font-size:20px;color:#0f5e66;margin:0 0 16px}
button{font:inherit;font-weight:600;color:#fff;background:#0f5e66;border:0;border-radius:6px;padding:12px 20px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f0b429;outline-offset:2px}a{color:#0f5e66}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1>
${body}
<p><a href="${escapeHtml(settingsUrl)}">${escapeHtml(t.settings)}</a></p>
</main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
