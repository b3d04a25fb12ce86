import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_STATUSES,
  UPLOAD_KINDS,
  type ConsultationStatus,
  type UploadKind,
} from '@salahkar/domain';
import type { PolicyConsultation } from './consultation-policy.ts';
import { ASSIGNED, OWNER, VIEWERS } from './policy-viewers.fixture.ts';
import { canDownloadFile } from './file-policy.ts';

// The file matrix written out by hand: for every kind of viewer, every kind of file (uploaded by
// the request's owner) and every status of the consultation it belongs to, whether they may
// download it. A file whose consultation is gone is served to nobody.

type ViewerName = keyof typeof VIEWERS;

const SIGNED_IN: ViewerName[] = [
  'owner',
  'assignedProfessional',
  'categoryProfessional',
  'otherCategoryProfessional',
  'unapprovedProfessional',
  'admin',
  'otherUser',
];
const PARTICIPANTS: ViewerName[] = ['owner', 'assignedProfessional', 'admin'];
const SEEKING_OFFERS: ConsultationStatus[] = ['open', 'pending_offers'];

/** Who may download each kind of file when its consultation is in the given status. */
function allowed(kind: UploadKind, status: ConsultationStatus): ViewerName[] {
  switch (kind) {
    case 'profilePhoto':
      return SIGNED_IN;
    case 'credentialDocument':
      return ['owner', 'admin'];
    case 'consultationDocument':
      return SEEKING_OFFERS.includes(status)
        ? [...PARTICIPANTS, 'categoryProfessional']
        : PARTICIPANTS;
    case 'chatAttachment':
      return PARTICIPANTS;
  }
}

function consultationIn(status: ConsultationStatus): PolicyConsultation {
  return { userId: OWNER, assignedTo: ASSIGNED, category: 'CA', status, files: [] };
}

describe('file policy matrix', () => {
  for (const kind of UPLOAD_KINDS) {
    for (const status of CONSULTATION_STATUSES) {
      it(`a ${kind} of a ${status} consultation`, () => {
        const file = { kind, ownerId: OWNER };
        for (const name of Object.keys(VIEWERS) as ViewerName[]) {
          const may = canDownloadFile(VIEWERS[name], file, consultationIn(status));
          expect(may, name).toBe(allowed(kind, status).includes(name));
        }
      });
    }
  }

  it('serves a consultation document or chat file whose consultation is gone to nobody', () => {
    for (const kind of ['consultationDocument', 'chatAttachment'] as const) {
      for (const name of Object.keys(VIEWERS) as ViewerName[]) {
        expect(canDownloadFile(VIEWERS[name], { kind, ownerId: OWNER }), name).toBe(false);
      }
    }
  });
});
