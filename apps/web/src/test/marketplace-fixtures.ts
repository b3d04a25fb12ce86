import type { Profession, Specialization, UrgencyPricing } from '@salahkar/domain/schemas/catalog';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import type { ConsultationWithOffers, Offer } from '@salahkar/domain/schemas/offers';

// Answers of the marketplace endpoints, shaped by the shared schemas, for component tests.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PROFESSIONS: Profession[] = [
  { id: uuid(1), name: 'CA', displayName: 'CA & Finance', specializations: [], isActive: true },
  { id: uuid(2), name: 'Lawyer', displayName: 'Legal Expert', specializations: [], isActive: true },
];

const specialization = (
  n: number,
  professionName: 'CA' | 'Lawyer',
  name: string,
  minPrice: number,
  maxPrice: number,
  nameHi: string | null = null,
): Specialization => ({
  id: uuid(100 + n),
  name,
  nameHi,
  professionId: professionName === 'CA' ? uuid(1) : uuid(2),
  professionName,
  minPrice,
  maxPrice,
  isActive: true,
});

export const CA_SPECIALIZATIONS = [
  specialization(1, 'CA', 'ITR Filing', 300, 1000, 'ITR फ़ाइलिंग'),
  specialization(5, 'CA', 'Tax Notice Opinion', 500, 1500, 'टैक्स नोटिस पर राय'),
  // An admin-added one nobody has translated yet.
  specialization(6, 'CA', 'Crypto Tax', 700, 1800),
  specialization(2, 'CA', 'Other', 300, 2000, 'अन्य'),
];
export const LAWYER_SPECIALIZATIONS = [
  specialization(3, 'Lawyer', 'Corporate Law', 600, 2500),
  specialization(4, 'Lawyer', 'Other', 400, 2000),
];

const tier = (
  n: number,
  urgencyLevel: UrgencyPricing['urgencyLevel'],
  displayName: string,
  responseTime: string,
  minAmount: number,
  maxAmount: number,
): UrgencyPricing => ({
  id: uuid(200 + n),
  urgencyLevel,
  displayName,
  description: `${displayName} tier`,
  responseTime,
  displayNameHi: null,
  // Hindi typed for the normal tier only: the others show their English on Hindi screens.
  descriptionHi: urgencyLevel === 'normal' ? 'सामान्य स्तर' : null,
  responseTimeHi: urgencyLevel === 'normal' ? '24 घंटों के भीतर' : null,
  minAmount,
  maxAmount,
  isActive: true,
});

export const URGENCY_TIERS: UrgencyPricing[] = [
  tier(1, 'normal', 'Normal', 'Within 24 hours', 300, 1000),
  tier(2, 'medium', 'Medium', '6–12 hours', 400, 1500),
  tier(3, 'urgent', 'Urgent', '2–4 hours', 500, 2000),
];

/** The catalog endpoints the post form reads. */
export const CATALOG_ROUTES = {
  'GET /api/professions': { body: PROFESSIONS },
  'GET /api/specializations': { body: [...CA_SPECIALIZATIONS, ...LAWYER_SPECIALIZATIONS] },
  'GET /api/specializations?category=CA': { body: CA_SPECIALIZATIONS },
  'GET /api/specializations?category=Lawyer': { body: LAWYER_SPECIALIZATIONS },
  'GET /api/urgency-pricing': { body: URGENCY_TIERS },
};

/** A PDF attached to a request, as the server lists it. */
export const FORM_16_FILE: Consultation['files'][number] = {
  name: 'a1b2c3.pdf',
  originalName: 'form-16.pdf',
  size: 20480,
  mimeType: 'application/pdf',
  url: '/api/uploads/a1b2c3.pdf',
};

export const NO_ABILITIES: Consultation['abilities'] = {
  edit: false,
  delete: false,
  uploadDocuments: false,
  offer: false,
  acceptOffer: false,
  review: false,
  cancel: false,
  withdraw: false,
  pay: false,
  chat: false,
  readChat: false,
  resolve: false,
  reopen: false,
  raiseComplaint: false,
  startVideoCall: false,
};

export function buildConsultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    id: uuid(300),
    title: 'Help filing my ITR for 2025–26',
    description: 'Salaried with one rented flat; I need help with the new regime choice.',
    category: 'CA',
    subcategory: 'ITR Filing',
    status: 'open',
    urgencyLevel: 'normal',
    baseFeeAmount: '300.00',
    maxFeeAmount: '1000.00',
    finalAmount: null,
    userId: uuid(400),
    assignedTo: null,
    files: [],
    paymentStatus: 'pending',
    payment: null,
    offerCount: 0,
    closedAt: null,
    completedAt: null,
    complaint: null,
    createdAt: '2026-03-02T06:30:00.000Z',
    updatedAt: '2026-03-02T06:30:00.000Z',
    abilities: { ...NO_ABILITIES, edit: true, delete: true, uploadDocuments: true },
    ...overrides,
  };
}

export function buildOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: uuid(500),
    consultationId: uuid(300),
    professionalId: uuid(600),
    offerAmount: '800.00',
    message: 'I file returns for salaried people every week.',
    status: 'pending',
    isAccepted: false,
    createdAt: '2026-03-02T08:00:00.000Z',
    professional: {
      id: uuid(600),
      firstName: 'Rajesh',
      lastName: 'Agarwal',
      specialization: 'CA',
      experience: 16,
      bio: 'Chartered Accountant in practice since 2010.',
      profileImageUrl: null,
      city: null,
      languages: null,
      rating: null,
      reviewCount: 0,
      isVerified: true,
      // Approved with the checklist on 12 Nov 2026 at 20:00 UTC: 13 Nov in India.
      verification: {
        verified: true,
        checks: ['licence_number', 'credentials'],
        verifiedAt: '2026-11-12T20:00:00.000Z',
        verifiedOn: '2026-11-13',
      },
      publicProfilePath: '/professionals/rajesh-agarwal-0a1b2c3d4e',
    },
    ...overrides,
  };
}

export function buildConsultationWithOffers(offers: Offer[]): ConsultationWithOffers {
  return {
    ...buildConsultation({
      status: 'pending_offers',
      offerCount: offers.length,
      // The owner choosing, as the server answers while no offer is chosen.
      abilities: { ...NO_ABILITIES, acceptOffer: true },
    }),
    offers,
  };
}

/** A list endpoint's one page. */
export function pageOf<T>(items: T[]) {
  return { items, page: 1, pageSize: 20, total: items.length, hasMore: false, nextCursor: null };
}
