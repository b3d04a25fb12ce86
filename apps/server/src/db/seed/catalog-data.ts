import {
  LABELS,
  type Category,
  type SeededSpecialization,
  type UrgencyLevel,
} from '@salahkar/domain';

/** A specialization's price range in whole rupees (docs/product/rulings.md, R-02). */
export interface SpecializationSeed {
  /** Its name has a label in every language (the domain's SEEDED_SPECIALIZATIONS). */
  name: SeededSpecialization;
  minPrice: number;
  maxPrice: number;
}

// The union of the spec's two subcategory lists (the post form's and the dashboard budget
// table's), synonyms merged: 'Interview Prep' is 'Interview Preparation'. Ranges come from the
// budget table where it names one, else the specialization default 500–2000
// (docs/product/rulings.md, R-02). 'Other' is last in every list.
export const SPECIALIZATIONS: Record<Category, readonly SpecializationSeed[]> = {
  CA: [
    { name: 'ITR Filing', minPrice: 300, maxPrice: 1000 },
    { name: 'GST Return', minPrice: 500, maxPrice: 2000 },
    { name: 'Company Registration', minPrice: 500, maxPrice: 2000 },
    { name: 'Tax Planning', minPrice: 500, maxPrice: 2000 },
    { name: 'Tax Notice Opinion', minPrice: 500, maxPrice: 1500 },
    { name: 'Other', minPrice: 300, maxPrice: 2000 },
  ],
  Lawyer: [
    { name: 'Contract Review', minPrice: 500, maxPrice: 2000 },
    { name: 'Legal Notice', minPrice: 500, maxPrice: 2000 },
    { name: 'Property Law', minPrice: 500, maxPrice: 2000 },
    { name: 'Family Law', minPrice: 500, maxPrice: 2000 },
    { name: 'Criminal Law', minPrice: 500, maxPrice: 2000 },
    { name: 'Civil Law', minPrice: 400, maxPrice: 1500 },
    { name: 'Corporate Law', minPrice: 600, maxPrice: 2500 },
    { name: 'Other', minPrice: 400, maxPrice: 2000 },
  ],
  Doctor: [
    { name: 'General Consultation', minPrice: 300, maxPrice: 800 },
    { name: 'Second Opinion', minPrice: 500, maxPrice: 1200 },
    { name: 'Report Analysis', minPrice: 400, maxPrice: 1000 },
    { name: 'Prescription Review', minPrice: 500, maxPrice: 2000 },
    { name: 'Other', minPrice: 300, maxPrice: 1500 },
  ],
  Engineer: [
    { name: 'Technical Review', minPrice: 400, maxPrice: 1200 },
    { name: 'Project Planning', minPrice: 500, maxPrice: 2000 },
    { name: 'Design Review', minPrice: 500, maxPrice: 2000 },
    { name: 'Safety Assessment', minPrice: 500, maxPrice: 2000 },
    { name: 'Project Consultation', minPrice: 600, maxPrice: 2000 },
    { name: 'Design Analysis', minPrice: 500, maxPrice: 1800 },
    { name: 'Other', minPrice: 400, maxPrice: 2000 },
  ],
  Career_Consultant: [
    { name: 'Resume Review', minPrice: 200, maxPrice: 600 },
    { name: 'Career Guidance', minPrice: 400, maxPrice: 1000 },
    { name: 'Interview Preparation', minPrice: 300, maxPrice: 800 },
    { name: 'Skill Assessment', minPrice: 500, maxPrice: 2000 },
    { name: 'Other', minPrice: 200, maxPrice: 1000 },
  ],
};

export interface UrgencyTierSeed {
  urgencyLevel: UrgencyLevel;
  displayName: string;
  description: string;
  responseTime: string;
  displayNameHi: string;
  descriptionHi: string;
  responseTimeHi: string;
  minAmount: number;
  maxAmount: number;
}

/** The three urgency tiers (docs/product/rulings.md, R-03); admins edit them afterwards. */
export const URGENCY_TIERS: readonly UrgencyTierSeed[] = [
  {
    urgencyLevel: 'normal',
    displayName: LABELS.en.urgency.normal,
    description: 'For questions that can wait a day. Priced by the specialization you choose.',
    responseTime: 'Within 24 hours',
    displayNameHi: LABELS.hi.urgency.normal,
    descriptionHi: 'उन सवालों के लिए जो एक दिन रुक सकते हैं। फ़ीस आपकी चुनी हुई विशेषज्ञता से तय होती है।',
    responseTimeHi: '24 घंटों के भीतर',
    minAmount: 300,
    maxAmount: 1000,
  },
  {
    urgencyLevel: 'medium',
    displayName: LABELS.en.urgency.medium,
    description: 'A professional picks up your request within the same working day.',
    responseTime: '6–12 hours',
    displayNameHi: LABELS.hi.urgency.medium,
    descriptionHi: 'एक प्रोफ़ेशनल उसी कामकाजी दिन में आपका अनुरोध लेता है।',
    responseTimeHi: '6–12 घंटे',
    minAmount: 400,
    maxAmount: 1500,
  },
  {
    urgencyLevel: 'urgent',
    displayName: LABELS.en.urgency.urgent,
    description:
      'For deadlines close at hand, such as a notice due this week. Not for emergencies.',
    responseTime: '2–4 hours',
    displayNameHi: LABELS.hi.urgency.urgent,
    descriptionHi: 'जब समय-सीमा पास हो, जैसे इसी हफ़्ते जवाब देने वाला नोटिस। आपात स्थिति के लिए नहीं।',
    responseTimeHi: '2–4 घंटे',
    minAmount: 500,
    maxAmount: 2000,
  },
];
