import type { Person } from './person.ts';

// The people the consultation-based policy tests ask about, related to one CA request owned by
// OWNER and assigned to ASSIGNED: the consultation and file matrices share them.

export const OWNER = 'owner-id';
export const ASSIGNED = 'assigned-id';

export const VIEWERS = {
  owner: { id: OWNER, role: 'user', isApproved: false, specialization: null },
  assignedProfessional: {
    id: ASSIGNED,
    role: 'professional',
    isApproved: true,
    specialization: 'CA',
  },
  categoryProfessional: {
    id: 'ca-pro',
    role: 'professional',
    isApproved: true,
    specialization: 'CA',
  },
  otherCategoryProfessional: {
    id: 'lawyer-pro',
    role: 'professional',
    isApproved: true,
    specialization: 'Lawyer',
  },
  unapprovedProfessional: {
    id: 'new-pro',
    role: 'professional',
    isApproved: false,
    specialization: 'CA',
  },
  otherUser: { id: 'someone-else', role: 'user', isApproved: false, specialization: null },
  admin: { id: 'admin-id', role: 'admin', isApproved: true, specialization: null },
  anonymous: null,
  suspendedOwner: {
    id: OWNER,
    role: 'user',
    isApproved: false,
    specialization: null,
    isSuspended: true,
  },
} satisfies Record<string, Person | null>;
