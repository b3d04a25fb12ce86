import type { PolicySection } from './policy-section.tsx';

/** Privacy Policy, first half: what personal data Salahkar handles, why, and who receives it. */
export const PRIVACY_DATA_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        Salahkar runs an online marketplace for paid consultations with verified professionals. For
        the personal data described here, Salahkar is the Data Fiduciary under India's Digital
        Personal Data Protection Act, 2023 (the "DPDP Act"): we decide why and how it is processed.
        A professional you consult also receives your data to advise you and must protect it under
        the confidentiality rules of their profession.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    content: (
      <>
        <ul>
          <li>
            <strong>Account:</strong> your name, email address and password (stored only as a secure
            hash), and the one-time codes we email to verify your address or reset your password.
          </li>
          <li>
            <strong>Profile:</strong> anything you add, such as mobile number, address, city,
            languages and, for professionals, a profile photo, specialisation, experience and
            biography.
          </li>
          <li>
            <strong>Professional credentials:</strong> licence or registration numbers,
            qualifications and the documents professionals provide for verification, and our
            approval decision.
          </li>
          <li>
            <strong>Consultations:</strong> your requests and their documents, offers, chat messages
            and files, reopen requests, queries and reviews. We do not record video calls: audio and
            video travel encrypted between the two devices, and our servers only pass the messages
            needed to connect the call.
          </li>
          <li>
            <strong>Payments:</strong> amounts, status and the order and payment references from our
            payment gateway, Razorpay. Your card or UPI details are entered with the gateway and are
            never seen or stored by Salahkar.
          </li>
          <li>
            <strong>Support:</strong> messages you send through the contact page or by email, and
            what you type to the AI assistant to find the right category.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and the time of requests,
            recorded in security logs.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        Salahkar sets a single cookie: a session cookie that keeps you signed in. It is HttpOnly, so
        scripts in the page cannot read it, and it ends when you log out or the session expires. We
        use no advertising, analytics or third-party tracking cookies. The payment gateway's
        checkout may use its own cookies under its own policy while you pay.
      </p>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use your data',
    content: (
      <>
        <p>We process personal data only for these purposes:</p>
        <ul>
          <li>to create and secure your account and keep you signed in;</li>
          <li>
            to show your request to approved professionals of its category, pass offers to you and
            run the consultation you choose, including chat, files and video calls;
          </li>
          <li>to verify professionals before they can make offers;</li>
          <li>to take payments, hold them until completion, pay professionals and refund you;</li>
          <li>to send emails about your account and consultations;</li>
          <li>to answer support requests, reopen requests, queries and grievances;</li>
          <li>to prevent fraud and misuse and to keep the service secure;</li>
          <li>to meet legal obligations, such as tax and accounting records.</li>
        </ul>
        <p>
          We rely on the consent you give when you register and on the legitimate uses the DPDP Act
          allows, such as data you provide for a service you asked for and compliance with the law.
          We do not sell personal data or use it for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <ul>
          <li>
            <strong>Professionals:</strong> approved professionals of the chosen category see your
            request and its documents so they can make an offer. Only the professional whose offer
            you accept can chat with you and see the files you share in the chat. Users see a
            professional's name, profile, rating and offers.
          </li>
          <li>
            <strong>Our administrators:</strong> authorised Salahkar staff may view a consultation
            to verify professionals, review reopen requests and queries, handle grievances or
            investigate misuse.
          </li>
          <li>
            <strong>Payment gateway:</strong> Razorpay processes payments and refunds.
          </li>
          <li>
            <strong>Service providers:</strong> our email provider sends account and consultation
            emails; hosting and storage providers keep the service running; where the AI assistant
            uses an external AI service, it receives the text you type to the assistant. Each acts
            only on our instructions under a contract.
          </li>
          <li>
            <strong>Authorities:</strong> government or law-enforcement bodies when the law requires
            it, such as under a court order or a lawful request under Indian law.
          </li>
        </ul>
      </>
    ),
  },
];
