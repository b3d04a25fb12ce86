import type { DemoCase } from './demo-case.ts';

/** Demo cases after the professional marked them resolved: every state from closed onwards. */
export const CLOSED_DEMO_CASES: readonly DemoCase[] = [
  {
    owner: 'karan',
    title: 'Can my house take a second floor?',
    description:
      'We live in a 22-year-old ground-floor house in Rohini (load-bearing brick walls, RCC roof). A contractor says we can add a floor without extra columns. A few walls have hairline cracks. I want an engineer to assess whether this is safe and what tests to ask for.',
    category: 'Engineer',
    subcategory: 'Safety Assessment',
    urgencyLevel: 'normal',
    status: 'closed',
    postedHoursAgo: 80,
    offers: [
      {
        by: 'arjun',
        amount: 1800,
        message:
          'I assess old load-bearing houses for vertical extensions. I will go through photos of the cracks, the roof and the foundation details and tell you which tests (rebound hammer, core test) you need.',
        hoursAgo: 78,
        status: 'accepted',
      },
    ],
    paidHoursAgo: 76,
    messages: [
      {
        from: 'karan',
        text: 'The cracks are hairline, in the bedroom and staircase walls. The approved plan from 2002 shows 230 mm brick walls and no columns.',
        hoursAgo: 74,
      },
      {
        from: 'arjun',
        text: 'Thanks. Hairline cracks like these are usually shrinkage in the plaster, not structural. The real question is the foundation: adding a full floor on 230 mm walls without a footing check is risky.',
        hoursAgo: 60,
      },
      {
        from: 'karan',
        text: 'So what should we do before the contractor starts?',
        hoursAgo: 58,
      },
      {
        from: 'arjun',
        text: 'Get a trial pit dug next to one wall to see the footing, and a rebound hammer test on the roof slab. If the footing is shallow, go for a light steel-frame floor with its own columns instead. Share this with your contractor before any work starts.',
        hoursAgo: 8,
      },
    ],
    closedHoursAgo: 3,
  },
  {
    owner: 'amit',
    title: 'Mock interviews for product manager roles',
    description:
      'I have six years in operations at a logistics company and am interviewing for associate product manager roles at two startups next month. I need mock interviews on product sense and metrics questions and honest feedback on how I tell my career switch story.',
    category: 'Career_Consultant',
    subcategory: 'Interview Preparation',
    urgencyLevel: 'normal',
    status: 'under_admin_review',
    postedHoursAgo: 120,
    offers: [
      {
        by: 'neha',
        amount: 700,
        message:
          'I hire product managers for startups. Two mock rounds (product sense and metrics) with written feedback after each.',
        hoursAgo: 118,
        status: 'accepted',
      },
      {
        by: 'rohit',
        amount: 600,
        message: 'I can help you frame the switch from operations to product.',
        hoursAgo: 117,
        status: 'declined',
      },
    ],
    paidHoursAgo: 116,
    messages: [
      {
        from: 'neha',
        text: 'Hi Amit! First question: how would you improve the delivery-tracking experience of an app you use often? Think aloud, I will note the structure.',
        hoursAgo: 100,
      },
      {
        from: 'amit',
        text: 'I would start with who is tracking: the person waiting at home versus the person who ordered for someone else…',
        hoursAgo: 99,
      },
      {
        from: 'neha',
        text: 'Good start with users. Next time, state the goal and a success metric before the solutions. Feedback document for round one is on its way.',
        hoursAgo: 96,
      },
    ],
    closedHoursAgo: 20,
    reopenRequestedHoursAgo: 4,
  },
  {
    owner: 'sunita',
    title: 'Resume review for data analyst positions',
    description:
      'I am moving from teaching mathematics to data analysis. I have finished a SQL and Power BI course and built two projects. My resume gets no calls. Please review it for analyst roles in Pune and suggest how to present my teaching experience.',
    category: 'Career_Consultant',
    subcategory: 'Resume Review',
    urgencyLevel: 'normal',
    status: 'reopened',
    postedHoursAgo: 72,
    offers: [
      {
        by: 'rohit',
        amount: 500,
        message:
          'Career switchers are most of my work. I will rewrite your summary and project section so that screening software and recruiters both see the analyst in you.',
        hoursAgo: 70,
        status: 'accepted',
      },
    ],
    paidHoursAgo: 69,
    messages: [
      {
        from: 'rohit',
        text: 'I have gone through your resume. Lead with the two projects, not the teaching years, and give each a result in numbers.',
        hoursAgo: 66,
      },
      {
        from: 'sunita',
        text: 'Thank you, I have rewritten it. Could you check the new version?',
        hoursAgo: 60,
      },
      {
        from: 'rohit',
        text: 'Much better. Marking this as resolved; all the best with the applications!',
        hoursAgo: 52,
      },
      {
        from: 'sunita',
        text: 'I reopened this because I never got feedback on the revised version and the cover letter, which were part of the request.',
        hoursAgo: 29,
      },
      {
        from: 'rohit',
        text: 'You are right, apologies. Sharing detailed comments on both by tonight.',
        hoursAgo: 28,
      },
    ],
    closedHoursAgo: 50,
    reopenRequestedHoursAgo: 40,
    adminReviewedHoursAgo: 30,
  },
  {
    owner: 'priya',
    title: 'Legal notice from builder demanding extra maintenance charges',
    description:
      'Our builder in Thane has sent a legal notice demanding ₹1.8 lakh as "additional maintenance" for 2021–2023, although the society was formed in 2021 and we paid maintenance to it. The notice threatens to stop water supply. I need advice on whether the demand is valid and a reply to the notice.',
    category: 'Lawyer',
    subcategory: 'Legal Notice',
    urgencyLevel: 'normal',
    status: 'completed',
    postedHoursAgo: 170,
    offers: [
      {
        by: 'vikram',
        amount: 1500,
        message:
          'Builders often send such notices after the society is formed. I will check the agreement for sale and the society records and draft a firm reply.',
        hoursAgo: 168,
        status: 'accepted',
      },
      {
        by: 'ananya',
        amount: 1100,
        message: 'I can draft a reply to the notice within two days.',
        hoursAgo: 166,
        status: 'declined',
      },
    ],
    paidHoursAgo: 165,
    messages: [
      {
        from: 'vikram',
        text: 'Once the society is registered, maintenance is payable to the society, not the builder. Please send the society registration certificate and your maintenance receipts.',
        hoursAgo: 160,
      },
      {
        from: 'priya',
        text: 'Sent both. The society was registered in March 2021.',
        hoursAgo: 150,
      },
      {
        from: 'vikram',
        text: 'The demand has no basis. Reply by registered post that maintenance since March 2021 has been paid to the society, ask for the legal basis of the demand, and state that any disruption of the water supply will be reported to the police and MahaRERA.',
        hoursAgo: 110,
      },
      {
        from: 'priya',
        text: 'Sent today. Thank you for explaining everything so clearly.',
        hoursAgo: 102,
      },
    ],
    closedHoursAgo: 100,
    completedHoursAgo: 76,
    review: {
      rating: 5,
      comment:
        'Clear advice on where I stood and a reply that stopped the builder’s threats. Highly recommended.',
      hoursAgo: 70,
      showOnSite: true,
    },
  },
  {
    owner: 'karan',
    title: 'Blood test shows high HbA1c and cholesterol',
    description:
      'My annual check-up shows HbA1c 6.9%, LDL 168 mg/dL and triglycerides 240 mg/dL. I am 45, mostly sit at work and have no symptoms. I want to understand the report and whether I need medicines or can start with diet and exercise.',
    category: 'Doctor',
    subcategory: 'Report Analysis',
    urgencyLevel: 'normal',
    status: 'completed',
    postedHoursAgo: 124,
    offers: [
      {
        by: 'suresh',
        amount: 600,
        message:
          'I will go through the full report with you, explain each value and suggest a plan, including which tests to repeat and when.',
        hoursAgo: 122,
        status: 'accepted',
      },
    ],
    paidHoursAgo: 121,
    messages: [
      {
        from: 'suresh',
        text: 'An HbA1c of 6.9% is in the diabetes range. With your lipid values, please see a physician in person; I would not wait to start treatment.',
        hoursAgo: 110,
      },
      {
        from: 'karan',
        text: 'Understood. What diet changes should I make, and should I take the tablets before or after food?',
        hoursAgo: 96,
      },
    ],
    closedHoursAgo: 72,
    completedHoursAgo: 48,
    complaint: {
      hoursAgo: 10,
      reason:
        'The case was closed before my questions about diet and medicine timing were answered. I would like them answered or a partial refund.',
    },
  },
];
