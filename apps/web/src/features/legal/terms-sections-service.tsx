import type { PolicySection } from './policy-section.tsx';

/** Terms, first half: who may use Salahkar and how a consultation works from request to review. */
export const TERMS_SERVICE_SECTIONS: readonly PolicySection[] = [
  {
    id: 'about',
    title: 'About Salahkar and these terms',
    content: (
      <>
        <p>
          Salahkar ("Salahkar", "we", "us") runs an online marketplace where people ("users")
          request paid consultations from verified professionals in CA &amp; Finance, Legal,
          Medical, Engineering and Career Guidance. These Terms &amp; Conditions are an agreement
          between you and Salahkar and apply whenever you visit the website, create an account or
          take part in a consultation, as a user or as a professional.
        </p>
        <p>
          Please read them with our <a href="/privacy">Privacy Policy</a> and our{' '}
          <a href="/cancellation-refund">Cancellation &amp; Refund Policy</a>, which form part of
          these terms. If you do not agree, do not use Salahkar.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    content: (
      <>
        <p>
          You must be <strong>18 years of age or older</strong> and able to enter into a binding
          contract under Indian law to use Salahkar. By ticking the terms box when you register, you
          accept these terms and confirm that you are 18 or older. We may close an account if we
          learn that its holder is under 18.
        </p>
        <p>
          If you seek advice about someone else (for example a family member), you confirm that you
          are entitled to share their information with the professional for that purpose.
        </p>
      </>
    ),
  },
  {
    id: 'not-for-emergencies',
    title: 'Not for emergencies',
    content: (
      <>
        <p>
          <strong>
            Salahkar is not an emergency service. In a medical or any other emergency, call 112 or
            go to the nearest hospital immediately.
          </strong>
        </p>
        <p>
          Professionals respond within the response time of the urgency you choose, not immediately.
          An online medical consultation cannot replace a physical examination, and a professional
          may advise you to see a doctor, lawyer or other expert in person.
        </p>
      </>
    ),
  },
  {
    id: 'nature-of-platform',
    title: 'Nature of the platform',
    content: (
      <>
        <p>
          Salahkar is a marketplace. We provide the tools to post requests, receive offers, pay
          securely and consult by chat, files and video. We do not ourselves give financial, legal,
          medical, engineering or career advice.
        </p>
        <ul>
          <li>
            Professionals are independent practitioners, not our employees, agents or partners. Each
            professional is solely responsible for the advice they give and for complying with the
            rules of their profession.
          </li>
          <li>
            The contract for a consultation is between you and the professional whose offer you
            accept. Salahkar collects the payment on the professional's behalf and holds it until
            the case completes.
          </li>
          <li>
            <strong>Salahkar assumes no responsibility for the outcomes of consultations</strong> or
            for any decision you take on the basis of advice received through the platform.
          </li>
          <li>
            We do not guarantee that any request will receive an offer, or that a professional will
            be available within a particular time.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and security',
    content: (
      <ul>
        <li>
          Give accurate information when you register and keep your profile up to date. Your email
          address is verified with a one-time code and cannot be changed later.
        </li>
        <li>
          Keep your password confidential. You are responsible for everything done through your
          account, so tell us at once at the support address below if you suspect that someone else
          is using it.
        </li>
        <li>One person may hold one account. Accounts cannot be sold or transferred.</li>
        <li>
          We may ask you to verify your identity before acting on a request about your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'professional-verification',
    title: 'Professionals and verification',
    content: (
      <>
        <p>
          Anyone can register as a professional, or apply from their user account, but a
          professional can send offers only after an administrator approves the application. Review
          typically takes <strong>2–3 business days</strong>, and we tell you the result by email.
        </p>
        <p>To be approved, a professional must provide and keep up to date:</p>
        <ul>
          <li>
            their licence or registration number where their profession is regulated, such as ICAI
            membership for chartered accountants, State Bar Council enrolment for advocates, and
            National Medical Commission or State Medical Council registration for doctors;
          </li>
          <li>their qualifications, years of experience, specialisation and a short biography;</li>
          <li>a clear profile photo of themselves.</li>
        </ul>
        <p>
          Professionals must hold every licence their advice requires, stay within their area of
          competence, keep client information confidential and follow their professional code of
          conduct. Approval means we checked the credentials presented to us at the time; it is not
          an endorsement of any advice. We may withdraw approval if credentials lapse or prove
          false.
        </p>
      </>
    ),
  },
  {
    id: 'requests-and-offers',
    title: 'Requests and offers',
    content: (
      <>
        <p>
          A request states the category, specialisation, a description of your need, any supporting
          documents and the urgency you choose. Salahkar works out the fee range of the request from
          the specialisation and urgency (or from the budget you set when you choose "Other").
          Approved professionals of that category can read the request and its documents so that
          they can decide whether to make an offer.
        </p>
        <ul>
          <li>
            You can edit a request until it receives its first offer and delete it until then.
          </li>
          <li>
            A professional's offer is a priced proposal to handle your request and must lie within
            the request's fee range.
          </li>
          <li>
            When you accept an offer and your payment succeeds, the case is assigned to that
            professional and the other offers on it are declined.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees-and-payments',
    title: 'Fees and payments',
    content: (
      <>
        <ul>
          <li>
            All prices are in Indian rupees (₹ INR). You pay the amount of the offer you accept;
            Salahkar adds no booking fee for users.
          </li>
          <li>
            Payment is by card or UPI through our payment gateway, Razorpay. Your card and UPI
            details go to the gateway directly; Salahkar never sees or stores them.
          </li>
          <li>
            Accepting an offer holds it for <strong>15 minutes</strong> while you pay. If payment is
            not completed in that time the hold lapses and nothing is charged.
          </li>
          <li>
            Your payment is <strong>held by Salahkar until the case completes</strong>. It is then
            released to the professional, after we deduct the platform commission from the
            professional's share.
          </li>
          <li>
            Refunds follow the <a href="/cancellation-refund">Cancellation &amp; Refund Policy</a>.
          </li>
          <li>
            Users and professionals must not arrange or take payment for a consultation found on
            Salahkar outside the platform.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'resolution-and-reopen',
    title: 'Resolution, reopening and completion',
    content: (
      <>
        <p>
          When the professional has answered your request, they mark the case as resolved. From that
          moment you have <strong>24 hours</strong> to ask for it to be reopened if your question
          was not fully answered or you have a concern about quality. An administrator reviews the
          request; if it is approved the chat opens again, and the professional marks the case
          resolved once more when done.
        </p>
        <p>
          A case completes 24 hours after it is marked resolved if no reopen request is made, or
          when an administrator declines a reopen request. On completion the payment is released to
          the professional.
        </p>
      </>
    ),
  },
  {
    id: 'queries',
    title: 'Queries after completion',
    content: (
      <p>
        If something went wrong with a completed case, you may raise a query, giving your reason,
        within <strong>7 days of completion</strong>. An administrator reviews the consultation and
        may resolve the query with a full or partial refund, pass the case to another professional
        of the same category at no extra cost, or decline it with reasons. Quality concerns are best
        raised through a reopen request within 24 hours of resolution, while the professional can
        still put things right.
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews and ratings',
    content: (
      <>
        <p>
          After a case completes you may rate the professional from 1 to 5 stars, with an optional
          comment, once per consultation. Ratings are shown on the professional's offers.
        </p>
        <p>
          Reviews must be honest and based on your own consultation. Do not include personal
          information, abuse or offers of payment. Professionals must not ask for, reward or write
          reviews of themselves. We may remove a review that breaks these terms.
        </p>
      </>
    ),
  },
];
