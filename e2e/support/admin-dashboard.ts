import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInAt } from './admin.ts';
import { freshEmail, otpFor } from './people.ts';

// Professionals who apply by registering through the API, so the admin has a fresh application to review.

/** A one-page PDF, enough for the server to read its type from the bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A professional who registered and awaits review. */
export type Applicant = { email: string; password: string; firstName: string; name: string };

/** An approved applicant signed in, on the professional dashboard. */
export function signInApplicant(browser: Browser, applicant: Applicant): Promise<Page> {
  return signInAt(browser, applicant, `Welcome back, ${applicant.firstName}!`);
}

/**
 * A professional of `specialization` registered through the API with a credential document:
 * their application waits.
 */
export async function registerApplicant(
  request: APIRequestContext,
  firstName: string,
  specialization: 'CA' | 'Lawyer' | 'Doctor' | 'Engineer' | 'Career_Consultant',
): Promise<Applicant> {
  const email = freshEmail(firstName.toLowerCase());
  const password = 'Admin-journey-1';
  const sent = await request.post('/api/auth/send-otp', { data: { email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const payload = {
    role: 'professional',
    firstName,
    lastName: 'Iyer',
    email,
    password,
    confirmPassword: password,
    acceptedTerms: true,
    specialization,
    experience: 9,
    bio: 'Structural engineer: residential inspections and retrofit designs.',
    licenseNumber: `SE-${Date.now()}`,
    otp: await otpFor(request, email),
  };
  // With a certificate: an admin approves only an applicant whose credentials they could review
  // (decision 216).
  const registered = await request.post('/api/auth/register-with-otp', {
    multipart: {
      payload: JSON.stringify(payload),
      credentials: { name: 'licence-certificate.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { email, password, firstName, name: `${firstName} Iyer` };
}
