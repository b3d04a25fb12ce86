import type { Category, Role } from '@salahkar/domain';

export interface DemoPerson {
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  mobile: string;
  languages: string;
  professional?: {
    specialization: Category;
    experience: number;
    bio: string;
    isApproved: boolean;
    licenseNumber?: string;
  };
  /** Shown next to the account in the start banner. */
  note?: string;
}

/** The people of the demo: one admin, two approved professionals per field, one applicant, users. */
export const DEMO_PEOPLE = {
  admin: {
    role: 'admin',
    firstName: 'Anjali',
    lastName: 'Verma',
    email: 'admin@example.com',
    city: 'Bengaluru',
    mobile: '+91 98450 11223',
    languages: 'English, Hindi, Kannada',
  },
  priya: {
    role: 'user',
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya.sharma@example.com',
    city: 'Mumbai',
    mobile: '+91 98200 45671',
    languages: 'Hindi, English, Marathi',
    note: 'cases in progress, completed and reviewed',
  },
  amit: {
    role: 'user',
    firstName: 'Amit',
    lastName: 'Patel',
    email: 'amit.patel@example.com',
    city: 'Ahmedabad',
    mobile: '+91 98250 77310',
    languages: 'Gujarati, Hindi, English',
    note: 'has counter offers waiting',
  },
  sunita: {
    role: 'user',
    firstName: 'Sunita',
    lastName: 'Joshi',
    email: 'sunita.joshi@example.com',
    city: 'Pune',
    mobile: '+91 98900 23456',
    languages: 'Marathi, Hindi, English',
  },
  karan: {
    role: 'user',
    firstName: 'Karan',
    lastName: 'Mehta',
    email: 'karan.mehta@example.com',
    city: 'New Delhi',
    mobile: '+91 98110 64829',
    languages: 'Hindi, English, Punjabi',
  },
  rajesh: {
    role: 'professional',
    firstName: 'Rajesh',
    lastName: 'Agarwal',
    email: 'rajesh.agarwal@example.com',
    city: 'Mumbai',
    mobile: '+91 98191 30475',
    languages: 'Hindi, English, Marwari',
    professional: {
      specialization: 'CA',
      experience: 16,
      bio: 'Chartered Accountant in practice since 2010, earlier in the tax team of a Big Four firm. I file returns for salaried people, NRIs and small businesses and draft replies to income tax and GST notices.',
      isApproved: true,
      licenseNumber: 'ICAI 112947',
    },
  },
  meera: {
    role: 'professional',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer@example.com',
    city: 'Chennai',
    mobile: '+91 98410 55102',
    languages: 'Tamil, English, Hindi',
    professional: {
      specialization: 'CA',
      experience: 8,
      bio: 'CA focused on GST compliance, company incorporation and bookkeeping for startups and freelancers. I explain the numbers in plain words so you know what you are signing.',
      isApproved: true,
      licenseNumber: 'ICAI 201583',
    },
  },
  vikram: {
    role: 'professional',
    firstName: 'Vikram',
    lastName: 'Rathore',
    email: 'vikram.rathore@example.com',
    city: 'Jaipur',
    mobile: '+91 94140 28863',
    languages: 'Hindi, English, Rajasthani',
    professional: {
      specialization: 'Lawyer',
      experience: 13,
      bio: 'Advocate at the Rajasthan High Court. Civil and property disputes, RERA complaints against builders, and replies to legal notices. I tell you where you stand before you spend on litigation.',
      isApproved: true,
      licenseNumber: 'MAH/2147/2008',
    },
  },
  ananya: {
    role: 'professional',
    firstName: 'Ananya',
    lastName: 'Deshpande',
    email: 'ananya.deshpande@example.com',
    city: 'Pune',
    mobile: '+91 98230 61947',
    languages: 'Marathi, English, Hindi',
    professional: {
      specialization: 'Lawyer',
      experience: 7,
      bio: 'Corporate lawyer: commercial leases, vendor and employment contracts, shareholder agreements. Clause-by-clause reviews with the changes you should ask for.',
      isApproved: true,
      licenseNumber: 'KAR/1893/2015',
    },
  },
  suresh: {
    role: 'professional',
    firstName: 'Suresh',
    lastName: 'Menon',
    email: 'suresh.menon@example.com',
    city: 'Kochi',
    mobile: '+91 94470 82316',
    languages: 'Malayalam, English, Hindi, Tamil',
    professional: {
      specialization: 'Doctor',
      experience: 21,
      bio: 'MD (Internal Medicine), consultant physician. Diabetes, blood pressure, thyroid and lifestyle disorders; I read your reports with you and review prescriptions for interactions.',
      isApproved: true,
      licenseNumber: 'MMC 2004/03/1187',
    },
  },
  kavita: {
    role: 'professional',
    firstName: 'Kavita',
    lastName: 'Reddy',
    email: 'kavita.reddy@example.com',
    city: 'Hyderabad',
    mobile: '+91 98490 37751',
    languages: 'Telugu, English, Hindi',
    professional: {
      specialization: 'Doctor',
      experience: 11,
      bio: 'MD (Radiodiagnosis). Second opinions on MRI, CT and ultrasound reports, explained without jargon, with the questions to take back to your treating doctor.',
      isApproved: true,
      licenseNumber: 'TNMC 98214',
    },
  },
  arjun: {
    role: 'professional',
    firstName: 'Arjun',
    lastName: 'Nair',
    email: 'arjun.nair@example.com',
    city: 'Bengaluru',
    mobile: '+91 98450 90127',
    languages: 'Malayalam, English, Kannada, Hindi',
    professional: {
      specialization: 'Engineer',
      experience: 14,
      bio: 'Structural engineer (M.Tech, IIT Madras). Safety assessments of homes before renovation or an added floor, crack diagnosis, and review of contractor drawings.',
      isApproved: true,
      licenseNumber: 'AM-118274-3',
    },
  },
  sneha: {
    role: 'professional',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    email: 'sneha.kulkarni@example.com',
    city: 'Pune',
    mobile: '+91 97300 44518',
    languages: 'Marathi, English, Hindi',
    professional: {
      specialization: 'Engineer',
      experience: 9,
      bio: 'Software architect. Technical and design reviews of web and mobile projects, vendor quotes and project plans, so you know what you are paying for.',
      isApproved: true,
      licenseNumber: 'M-152406-9',
    },
  },
  rohit: {
    role: 'professional',
    firstName: 'Rohit',
    lastName: 'Malhotra',
    email: 'rohit.malhotra@example.com',
    city: 'Gurugram',
    mobile: '+91 98186 25094',
    languages: 'Hindi, English, Punjabi',
    professional: {
      specialization: 'Career_Consultant',
      experience: 12,
      bio: 'Former HR head at an IT services company, now a career coach. Career switches, salary negotiation and resumes that get past applicant tracking systems.',
      isApproved: true,
      licenseNumber: 'CDA-2013-0412',
    },
  },
  neha: {
    role: 'professional',
    firstName: 'Neha',
    lastName: 'Bhatia',
    email: 'neha.bhatia@example.com',
    city: 'New Delhi',
    mobile: '+91 99100 73562',
    languages: 'Hindi, English',
    professional: {
      specialization: 'Career_Consultant',
      experience: 6,
      bio: 'Technical recruiter for product companies. Mock interviews for product, analyst and engineering roles, with written feedback after every session.',
      isApproved: true,
      licenseNumber: 'CDA-2019-1187',
    },
  },
  farhan: {
    role: 'professional',
    firstName: 'Farhan',
    lastName: 'Qureshi',
    email: 'farhan.qureshi@example.com',
    city: 'Lucknow',
    mobile: '+91 94150 38271',
    languages: 'Hindi, Urdu, English',
    professional: {
      specialization: 'Lawyer',
      experience: 4,
      bio: 'Advocate at the Allahabad High Court, Lucknow bench. Family law, tenancy disputes and consumer complaints.',
      isApproved: false,
      licenseNumber: 'UP/04127/2021',
    },
    note: 'application awaiting admin approval',
  },
} as const satisfies Record<string, DemoPerson>;

export type DemoPersonKey = keyof typeof DEMO_PEOPLE;
