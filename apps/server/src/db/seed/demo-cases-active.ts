import type { DemoCase } from './demo-case.ts';

/** Demo cases before and during the conversation: open, with offers, assigned, in progress. */
export const ACTIVE_DEMO_CASES: readonly DemoCase[] = [
  {
    owner: 'priya',
    title: 'ITR-2 with capital gains from mutual funds and an inherited plot',
    description:
      'I am salaried in Mumbai. This year I redeemed equity and debt mutual funds and sold a small plot in Nashik that I inherited from my father in 2016. I need the capital gains computed correctly (with indexation where it still applies) and ITR-2 filed before the due date. Form 16 and the CAMS capital gains statement are ready.',
    category: 'CA',
    subcategory: 'ITR Filing',
    urgencyLevel: 'normal',
    status: 'open',
    postedHoursAgo: 5,
  },
  {
    owner: 'karan',
    title: 'Is this rooftop solar quotation technically sound?',
    description:
      'Two vendors have quoted for a 5 kW on-grid rooftop solar system on my house in Dwarka. One uses mono PERC panels with a string inverter, the other half-cut panels with micro-inverters and costs 40% more. I want an independent review of the specifications, the mounting structure and the warranty terms before I pay the advance.',
    category: 'Engineer',
    subcategory: 'Technical Review',
    urgencyLevel: 'normal',
    status: 'open',
    postedHoursAgo: 1,
  },
  {
    owner: 'amit',
    title: 'Review of a commercial lease for my shop',
    description:
      'I am about to sign a nine-year lease for a shop on CG Road, Ahmedabad. The landlord has sent a 14-page draft with a 15% escalation every three years, a three-year lock-in and a clause making me pay property tax. I want to know which clauses are unfair or unusual and what I should ask to change before signing next week.',
    category: 'Lawyer',
    subcategory: 'Contract Review',
    urgencyLevel: 'normal',
    status: 'pending_offers',
    postedHoursAgo: 30,
    offers: [
      {
        by: 'ananya',
        amount: 900,
        message:
          'I review commercial leases every week. I will mark up the draft clause by clause, flag the lock-in, escalation and tax clauses, and suggest wording you can send to the landlord.',
        hoursAgo: 26,
        status: 'pending',
      },
      {
        by: 'vikram',
        amount: 1200,
        message:
          'Happy to help. Besides the escalation and lock-in, I will check the stamp duty and registration position, because an unregistered nine-year lease causes trouble later.',
        hoursAgo: 20,
        status: 'pending',
      },
    ],
  },
  {
    owner: 'sunita',
    title: "Second opinion on my father's knee MRI",
    description:
      'My father (67) has had pain in his right knee for three months. The MRI report says "complex tear of the posterior horn of the medial meniscus with grade III chondromalacia". The orthopaedic surgeon suggests arthroscopy. I would like a radiologist to explain the report and whether surgery is the only option.',
    category: 'Doctor',
    subcategory: 'Second Opinion',
    urgencyLevel: 'medium',
    status: 'assigned',
    postedHoursAgo: 9,
    offers: [
      {
        by: 'kavita',
        amount: 1000,
        message:
          'I will go through the MRI report and, if you can share them, the images. I will explain what each finding means at his age and what to ask the surgeon.',
        hoursAgo: 7,
        status: 'accepted',
      },
      {
        by: 'suresh',
        amount: 800,
        message: 'I can review the report and his overall health before any surgery is planned.',
        hoursAgo: 6,
        status: 'declined',
      },
    ],
    paidHoursAgo: 2,
  },
  {
    owner: 'priya',
    title: 'Income tax notice under section 143(1)(a) for AY 2024-25',
    description:
      'I received an intimation proposing an adjustment of ₹46,000 because the HRA exemption in my return does not match Form 16. My employer had not considered the rent receipts I submitted late. I must respond within 30 days and want to know whether to agree or disagree, and how to reply on the e-filing portal.',
    category: 'CA',
    subcategory: 'Tax Notice Opinion',
    urgencyLevel: 'urgent',
    status: 'in_progress',
    postedHoursAgo: 28,
    offers: [
      {
        by: 'rajesh',
        amount: 1500,
        message:
          'I handle 143(1)(a) responses regularly. Share the intimation, Form 16 and your rent receipts; I will draft the response and guide you through submitting it.',
        hoursAgo: 27,
        status: 'accepted',
      },
      {
        by: 'meera',
        amount: 1200,
        message: 'I can review the mismatch and prepare the online response for you.',
        hoursAgo: 26,
        status: 'declined',
      },
    ],
    paidHoursAgo: 25,
    messages: [
      {
        from: 'rajesh',
        text: 'Hello Priya, thanks for choosing me. Please share the intimation PDF (the password is your PAN in lower case followed by your date of birth), your Form 16 and the rent receipts for the year.',
        hoursAgo: 24,
      },
      {
        from: 'priya',
        text: 'Thank you. I have the intimation and Form 16. The rent receipts are for ₹22,000 a month from April to March, and my landlord’s PAN is on them.',
        hoursAgo: 23,
      },
      {
        from: 'rajesh',
        text: 'Good. Your claim is valid: the exemption can be claimed in the return even if the employer did not allow it. We will disagree with the adjustment and give the reason "HRA exemption claimed under section 10(13A) with rent receipts".',
        hoursAgo: 20,
      },
      {
        from: 'priya',
        text: 'That is a relief. Will they ask for the receipts later?',
        hoursAgo: 19,
      },
      {
        from: 'rajesh',
        text: 'They may. Keep the receipts, the rent agreement and your bank statement showing the rent payments ready. I will send you the exact wording for the response today.',
        hoursAgo: 3,
      },
    ],
    videoCall: { startedHoursAgo: 18, minutes: 22 },
  },
];
