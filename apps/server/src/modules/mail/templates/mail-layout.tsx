// One package per component rather than @react-email/components, whose index also loads
// Tailwind and a code highlighter: about 1.5 s more on the first mail, for nothing we use.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language } from '@salahkar/domain';
import { supportFactLines, type SupportFacts } from '@salahkar/domain/support';

// Every mail the product sends has this one layout (decision 190): a greeting, short paragraphs,
// at most one button to the exact page, the sign-off, and for notices a footer that says why the
// mail came and how to stop it. No images (nothing is fetched from anywhere), the text in the
// person's language with `lang` and `dir` set so clients pick a Devanagari font and voice, sizes
// that read on a phone, and the brand's colour only on the button. Rendered lazily (this file is
// imported on the first mail, not at start) by react-email: HTML, and the text part from it.

/** The web app's brand colour (apps/web/index.html's theme-color), white text on it passes AA. */
const BRAND = '#0f5e66';
const INK = '#1f2933';
const MUTED = '#52606d';

/** A mail's content before it is rendered: the words are already in the recipient's language. */
export interface MailContent {
  language: Language;
  /** What inboxes show after the subject; hidden in the body. */
  preheader: string;
  paragraphs: string[];
  /** Documents to open (a receipt's PDF), each on its own line under the paragraphs. */
  links?: Array<{ label: string; href: string }>;
  /** The one thing to do, leading to the exact page. */
  button?: { label: string; href: string };
  /** Said under the button with its address written out, for clients that hide buttons. */
  buttonFallback?: string;
  signOff: string[];
  /**
   * How to reach support, under the sign-off: the same facts, worded the same, as the contact
   * page, the policies and the assistant (decision 217).
   */
  support?: SupportFacts;
  /** For notices a person may switch off: why it came, and how to stop it. */
  footer?: {
    reason: string;
    unsubscribe: { label: string; href: string };
    settings: { label: string; href: string };
  };
}

const text = { fontSize: '16px', lineHeight: '1.6', color: INK, margin: '0 0 16px' };
const small = { fontSize: '13px', lineHeight: '1.5', color: MUTED, margin: '0 0 8px' };
/** Underlined: a link must not be told apart by its colour alone. */
const footerLink = { color: MUTED, textDecoration: 'underline' };

function MailLayout({ content }: { content: MailContent }) {
  const { language, button, footer } = content;
  return (
    <Html lang={language} dir="ltr">
      <Head />
      <Preview>{content.preheader}</Preview>
      <Body
        style={{
          backgroundColor: '#f5f7f8',
          fontFamily:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif",
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            maxWidth: '560px',
            padding: '32px 28px',
          }}
        >
          <Text style={{ ...text, color: BRAND, fontSize: '18px', fontWeight: 700 }}>
            {language === 'hi' ? 'सलाहकार' : 'Salahkar'}
          </Text>
          {content.paragraphs.map((paragraph, index) => (
            <Text key={index} style={text}>
              {paragraph}
            </Text>
          ))}
          {content.links?.map((link) => (
            <Text key={link.href} style={text}>
              <Link
                href={link.href}
                style={{ color: BRAND, textDecoration: 'underline', wordBreak: 'break-all' }}
              >
                {link.label}
              </Link>
            </Text>
          ))}
          {button && (
            <Section style={{ margin: '8px 0 24px' }}>
              <Button
                href={button.href}
                style={{
                  backgroundColor: BRAND,
                  borderRadius: '6px',
                  color: '#ffffff',
                  fontSize: '16px',
                  fontWeight: 600,
                  padding: '12px 20px',
                }}
              >
                {button.label}
              </Button>
              {content.buttonFallback && (
                // The text part already has the address after the button's label.
                <Text style={{ ...small, marginTop: '12px' }} data-skip-in-text="true">
                  {content.buttonFallback}{' '}
                  <Link
                    href={button.href}
                    style={{ color: BRAND, textDecoration: 'underline', wordBreak: 'break-all' }}
                  >
                    {button.href}
                  </Link>
                </Text>
              )}
            </Section>
          )}
          <Text style={text}>
            {content.signOff.map((line, index) => (
              <span key={index}>
                {index > 0 && <br />}
                {line}
              </span>
            ))}
          </Text>
          {content.support && (
            <Text style={small}>
              {supportFactLines(content.support, language).map((line, index) => (
                <span key={index}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </Text>
          )}
          {footer && (
            <>
              <Hr style={{ borderColor: '#d9e2ec', margin: '24px 0 16px' }} />
              <Text style={small}>{footer.reason}</Text>
              <Text style={small}>
                <Link href={footer.unsubscribe.href} style={footerLink}>
                  {footer.unsubscribe.label}
                </Link>
                {' · '}
                <Link href={footer.settings.href} style={footerLink}>
                  {footer.settings.label}
                </Link>
              </Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's HTML and its text part (the same words, links written out after their labels). */
export async function renderMail(content: MailContent): Promise<{ html: string; text: string }> {
  const html = await render(<MailLayout content={content} />);
  // From the HTML rendered once, rather than rendering again with `plainText: true`.
  return { html, text: toPlainText(html).trim() };
}
