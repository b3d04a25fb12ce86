/**
 * Every limit, window and timing of the product (docs/product/rulings.md, R-47), in one place so
 * the server enforces and the web app displays the same numbers.
 */

const KIB = 1024;
const MIB = 1024 * KIB;
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// ---- Uploads ---------------------------------------------------------------------------------

export const MIME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type AllowedMimeType = (typeof MIME_TYPES)[keyof typeof MIME_TYPES];

export type UploadRule = {
  /** Largest accepted file, in bytes. */
  readonly maxBytes: number;
  /** Most files accepted in one submission. */
  readonly maxFiles: number;
  readonly mimeTypes: readonly AllowedMimeType[];
  /** Lower-case extensions with the dot, for file pickers' `accept` attribute. */
  readonly extensions: readonly string[];
  /** How the accepted types read in messages, e.g. 'PDF, DOC or DOCX'. */
  readonly typesInWords: string;
};

export const UPLOAD_KINDS = [
  'profilePhoto',
  'consultationDocument',
  'chatAttachment',
  'credentialDocument',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

// Photos of papers (a notice, a prescription, a receipt) are how most people have them: JPG and
// PNG are accepted besides documents (decision 218). The server types every file by its bytes.
const PAPERS: Pick<UploadRule, 'mimeTypes' | 'extensions' | 'typesInWords'> = {
  mimeTypes: [MIME_TYPES.pdf, MIME_TYPES.doc, MIME_TYPES.docx, MIME_TYPES.jpeg, MIME_TYPES.png],
  extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'],
  typesInWords: 'PDF, DOC, DOCX, JPG or PNG',
};

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  profilePhoto: {
    maxBytes: 5 * MIB,
    maxFiles: 1,
    mimeTypes: [MIME_TYPES.jpeg, MIME_TYPES.png, MIME_TYPES.webp],
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    typesInWords: 'JPG, PNG or WEBP image',
  },
  consultationDocument: { maxBytes: 10 * MIB, maxFiles: 5, ...PAPERS },
  chatAttachment: { maxBytes: 10 * MIB, maxFiles: 1, ...PAPERS },
  credentialDocument: {
    maxBytes: 10 * MIB,
    maxFiles: 3,
    mimeTypes: [MIME_TYPES.pdf, MIME_TYPES.jpeg, MIME_TYPES.png],
    extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
    typesInWords: 'PDF, JPG or PNG',
  },
};

/** The photo captured from the camera (docs/product/rulings.md, R-35): front camera, mirrored. */
export const PHOTO_CAPTURE = { idealWidth: 640, idealHeight: 480, jpegQuality: 0.8 } as const;

// ---- Authentication --------------------------------------------------------------------------

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * MINUTE_MS;
/** Wrong codes accepted before the code is spent and a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 60 * SECOND_MS;

export const RESET_TOKEN_TTL_MS = HOUR_MS;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// ---- Consultation windows --------------------------------------------------------------------

/** A user may ask to reopen a closed case for this long after closedAt. */
export const REOPEN_WINDOW_MS = 24 * HOUR_MS;
/** A user may raise a query on a completed case for this long after completion. */
export const COMPLAINT_WINDOW_MS = 7 * DAY_MS;
/** An accepted offer's gateway order is held this long before it expires unpaid. */
export const PAYMENT_HOLD_MS = 15 * MINUTE_MS;
/** Admins answer a query within this many hours (the Queries tab title). */
export const COMPLAINT_RESOLUTION_HOURS = 24;

// ---- Lists and badges ------------------------------------------------------------------------

/** Badges show the count up to this number, then 'N+'. */
export const BADGE_CAP = 9;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The admin consultation list shows this many rows per page (docs/product/rulings.md, R-37). */
export const ADMIN_LIST_PAGE_SIZE = 10;
/** Admin lists cut descriptions to this many characters. */
export const ADMIN_DESCRIPTION_PREVIEW_LENGTH = 100;

// ---- Timings of the web app ------------------------------------------------------------------

export const LANDING_CAROUSEL_INTERVAL_MS = 6 * SECOND_MS;
export const EXPLAINER_INTERVAL_MS = 4 * SECOND_MS;
export const EXPLAINER_STEPS = 4;
export const SUSPENSION_REDIRECT_MS = 3 * SECOND_MS;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const POST_SUBMIT_REDIRECT_MS = 1500;
/** Delay before lists refetch after a live push, so a burst of pushes causes one refetch. */
export const LIVE_REFRESH_DELAY_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

// ---- Support ---------------------------------------------------------------------------------

export const SUPPORT_REPLY_HOURS = 24;
// The support hours and how to word them: support.ts.
/** How long admin review of a professional application typically takes, as shown to applicants. */
export const PROFESSIONAL_REVIEW_TIME_TEXT = '2–3 business days';

/** How far back the landing page's "time to a first offer" looks. */
export const FIRST_OFFER_WINDOW_DAYS = 90;
/** How many reviews (of those their authors agreed to show) the landing page shows. */
export const LANDING_REVIEW_COUNT = 6;
