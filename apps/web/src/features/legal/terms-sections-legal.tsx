import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, SupportHoursList } from './legal-links.tsx';
import type { PolicySection } from './policy-section.tsx';

/** Terms, second half: conduct, content, enforcement, liability, law, grievances and contact. */
export const TERMS_LEGAL_SECTIONS: readonly PolicySection[] = [
  {
    id: 'prohibited-conduct',
    title: 'Prohibited conduct',
    content: (
      <>
        <p>When using Salahkar you must not:</p>
        <ul>
          <li>give false information, impersonate anyone or claim a qualification you lack;</li>
          <li>harass, threaten, abuse or discriminate against anyone;</li>
          <li>
            post or send anything unlawful, obscene, defamatory, infringing or that you have no
            right to share;
          </li>
          <li>
            ask for or make payment outside the platform, or share contact details to avoid it;
          </li>
          <li>record a video call or share a conversation without the other person's consent;</li>
          <li>
            upload malware, probe or overload our systems, or collect data by automated means;
          </li>
          <li>use the platform for any purpose that breaks Indian law.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content-and-files',
    title: 'Content and files',
    content: (
      <>
        <p>
          You keep ownership of what you write and upload. You give Salahkar a licence to store,
          transmit and display it only as needed to run the service, handle disputes and meet our
          legal obligations.
        </p>
        <ul>
          <li>
            Request documents: PDF, DOC or DOCX, up to 5 files of 10 MB each. Chat attachments: PDF,
            DOC, DOCX, JPG or PNG, up to 10 MB each.
          </li>
          <li>
            Files are served only to people entitled to see them: request documents to you, to
            approved professionals of the category and to administrators; chat files to the two
            participants and to administrators.
          </li>
          <li>
            Advice a professional gives you is for your own use. Professionals keep what you share
            confidential and use it only for your consultation.
          </li>
        </ul>
        <p>We may remove content that breaks these terms or the law.</p>
      </>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closing an account',
    content: (
      <>
        <p>
          We may suspend or close an account, or withdraw a professional's approval, if we
          reasonably believe it breaks these terms or the law, puts other people at risk, or is used
          for fraud. Where it is safe and lawful we tell you why and give you a chance to respond. A
          suspended account cannot sign in or use the service.
        </p>
        <p>
          You may close your account at any time by writing to <EmailLink email={SUPPORT_EMAIL} />.
          Cases already paid for are settled under the{' '}
          <a href="/cancellation-refund">Cancellation &amp; Refund Policy</a> first.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    content: (
      <>
        <p>
          We work to keep Salahkar available and secure, but provide it "as is" and cannot promise
          that it will be uninterrupted or error-free. Advice comes from independent professionals,
          and Salahkar is not liable for its content or its outcome.
        </p>
        <p>
          To the extent the law allows, Salahkar is not liable for indirect or consequential loss,
          loss of profit or loss of data, and our total liability to you for any claim about a
          consultation is limited to the amount you paid for that consultation. Nothing in these
          terms limits liability that cannot be limited under Indian law, or your rights as a
          consumer under the Consumer Protection Act, 2019.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    content: (
      <p>
        You agree to indemnify Salahkar against claims, losses and reasonable costs arising from
        your breach of these terms, your misuse of the platform or, for professionals, advice you
        gave through it.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These terms are governed by the laws of India. Please raise any concern with us first, as
        described below; most issues are settled that way. Subject to that, the courts at Bengaluru,
        Karnataka have exclusive jurisdiction over disputes arising from these terms or your use of
        Salahkar, without affecting any right you have as a consumer to approach a consumer
        commission.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    content: (
      <>
        <p>
          In accordance with the Information Technology Act, 2000 and the Information Technology
          (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, you can report a
          complaint about content on Salahkar, or about these terms, to our Grievance Officer:
        </p>
        <ul>
          <li>
            Email: <EmailLink email={GRIEVANCE_EMAIL} />
          </li>
          <li>
            We <strong>acknowledge a complaint within 24 hours</strong> and{' '}
            <strong>resolve it within 15 days</strong> of receiving it.
          </li>
        </ul>
        <p>
          Please include your name, the email of your account, the consultation ID if there is one,
          and what you would like us to do.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms as the service or the law changes. The date at the top shows the
        latest version. We tell registered users of important changes by email or on the platform
        before they take effect; continuing to use Salahkar after that means you accept them. A
        consultation you have already paid for stays under the terms in force when you paid.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>
          Questions about these terms: write to <EmailLink email={SUPPORT_EMAIL} /> or use the{' '}
          <a href="/contact">contact page</a>. We reply within 24 hours during support hours:
        </p>
        <SupportHoursList />
      </>
    ),
  },
];
