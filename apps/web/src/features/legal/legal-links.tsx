import { SUPPORT_HOURS } from './legal-contacts.ts';

/** A mailto link showing the address itself, so it can be copied as well as clicked. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The support hours as a list, identical on every policy page. */
export function SupportHoursList() {
  return (
    <ul>
      {SUPPORT_HOURS.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
