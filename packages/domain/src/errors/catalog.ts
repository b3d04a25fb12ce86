// Every error the API answers with: a stable code, its HTTP status and the English text the spec
// gives it (docs/product/rulings.md, R-39), written once. `{name}` marks a value the text needs;
// the server sends the values as the error's `params`, and the web shows the code's text in the
// reader's language with the same values. Codes never change meaning; a new text is a new code.

/** One error: the HTTP status it is answered with and its English text. */
export interface ErrorEntry {
  readonly status: number;
  readonly message: string;
}

export const ERROR_CATALOG = {
  // ---- Generic answers (a request that fails before any module, or Fastify's own checks) ----
  /** A shared schema refused the input; the message is the schema's own text (see `field`). */
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  BODY_EMPTY: { status: 400, message: 'The request body is empty: send JSON.' },
  BROKEN_TEXT: {
    status: 400,
    message:
      'Text cannot contain NUL characters or broken Unicode. Please retype it and try again.',
  },
  UNAUTHENTICATED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: 'This request came from another site and was refused.',
  },
  CROSS_SITE_CONNECTION: {
    status: 403,
    message: 'This connection came from another site and was refused.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  LOGOUT_NEEDS_POST: { status: 405, message: 'Sign out with a POST request from the app.' },
  API_ROUTE_NOT_FOUND: { status: 404, message: 'No such API route: {method} {path}' },
  MISDIRECTED_REQUEST: {
    status: 421,
    message: 'This server does not answer to that host name.',
  },
  CONFLICT: { status: 409, message: 'This changed in the meantime. Please refresh and try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted here.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait {wait} and try again.' },
  INTERNAL: {
    status: 500,
    message: 'Something went wrong on our side. Please try again in a moment.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Salahkar is briefly unavailable. Please try again in a few seconds.',
  },
  SERVER_BUSY: {
    status: 503,
    message: 'Salahkar is very busy right now. Please try again in a few seconds.',
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    message: 'File storage is unavailable. Please try again in a few seconds.',
  },

  // ---- Idempotency keys ----
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'Idempotency-Key must be 8 to 100 letters, digits or - _ . :',
  },
  IDEMPOTENCY_KEY_RELEASING: {
    status: 409,
    message: 'This Idempotency-Key is being released; please retry',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This Idempotency-Key was already used for a different request',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed',
  },

  // ---- Accounts, sign-in and codes ----
  ACCOUNT_SUSPENDED: { status: 403, message: 'Account suspended' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Account not found' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  WRONG_ROLE: { status: 403, message: 'Only {roles} can do this.' },
  AWAITING_APPROVAL: { status: 403, message: 'Your professional account is awaiting approval' },
  PASSWORD_TOO_COMMON: {
    status: 400,
    message: 'This password is too common. Please choose another.',
  },
  NAME_TOO_LONG: { status: 400, message: 'Names cannot exceed 50 characters' },
  RESET_TOKEN_INVALID: { status: 400, message: 'Invalid or expired reset token' },
  SESSION_NOT_FOUND: { status: 404, message: 'Session not found' },
  OTP_INVALID: { status: 400, message: 'Invalid or expired OTP' },
  OTP_EXPIRED: { status: 400, message: 'This OTP has expired. Please request a new one.' },
  OTP_TOO_MANY_TRIES: {
    status: 400,
    message: 'Too many incorrect attempts. Please request a new OTP.',
  },
  PHONE_CODE_INVALID: { status: 400, message: 'Invalid or expired code' },
  PHONE_CODE_EXPIRED: { status: 400, message: 'This code has expired. Please request a new one.' },
  PHONE_CODE_TOO_MANY_TRIES: {
    status: 400,
    message: 'Too many incorrect attempts. Please request a new code.',
  },
  CODE_COOLDOWN: { status: 429, message: 'Please wait {wait} before requesting a new code.' },
  PHONE_ALREADY_YOURS: { status: 409, message: 'This number is already verified on your account.' },
  PHONE_TAKEN: {
    status: 409,
    message:
      'This number is already verified on another Salahkar account. Remove it there first, or use another number.',
  },

  // ---- Rate limits of people (the plain per-address limit is RATE_LIMITED) ----
  SIGN_IN_LIMIT: {
    status: 429,
    message: 'Too many sign-in attempts. Please wait {wait} and try again.',
  },
  ACCOUNT_SIGN_IN_LIMIT: {
    status: 429,
    message:
      'Too many failed sign-in attempts for this account. Please wait {wait} and try again, or reset your password.',
  },
  EMAIL_CODES_LIMIT: {
    status: 429,
    message:
      'Too many verification codes requested for this email. Please wait {wait} and try again.',
  },
  CODES_LIMIT: {
    status: 429,
    message: 'Too many verification codes requested. Please wait {wait} and try again.',
  },
  PHONE_CODES_LIMIT: {
    status: 429,
    message:
      'Too many verification codes requested for this number. Please wait {wait} and try again.',
  },
  EMAIL_VERIFICATIONS_LIMIT: {
    status: 429,
    message: 'Too many verification attempts for this email. Please wait {wait} and try again.',
  },
  VERIFICATIONS_LIMIT: {
    status: 429,
    message: 'Too many verification attempts. Please wait {wait} and try again.',
  },
  EMAIL_RESETS_LIMIT: {
    status: 429,
    message: 'Too many reset requests for this email. Please wait {wait} and try again.',
  },
  RESETS_LIMIT: {
    status: 429,
    message: 'Too many reset requests. Please wait {wait} and try again.',
  },
  ASSISTANT_CHATS_LIMIT: {
    status: 429,
    message:
      'You have sent the assistant many messages in the last hour. Please wait {wait}, or post your request directly.',
  },
  SUGGESTIONS_LIMIT: {
    status: 429,
    message: 'Too many suggestions asked for. Please wait {wait} and try again.',
  },
  LIVE_MESSAGES_LIMIT: { status: 429, message: 'Too many messages. Please slow down.' },

  // ---- Profile, photos, professional applications ----
  PHOTO_NOT_YOURS: { status: 403, message: 'You can only use a photo you uploaded yourself.' },
  PHOTO_NOT_UPLOADED: {
    status: 400,
    message: 'Upload the photo to its upload URL before saving it.',
  },
  PHOTO_URL_INVALID: {
    status: 400,
    message: 'Photo URL must be the upload URL or the path the upload answered.',
  },
  PHOTO_NOT_FOUND: { status: 404, message: 'Photo not found. Please upload it again.' },
  PHOTO_BODY_REQUIRED: {
    status: 415,
    message:
      'Send the photo itself as the request body, with an image content type such as image/jpeg.',
  },
  PUBLIC_PROFILE_NOT_FOUND: {
    status: 404,
    message: 'There is no public profile at this address.',
  },
  ADMIN_CANNOT_APPLY: {
    status: 409,
    message: 'An admin account cannot apply to be a professional.',
  },
  ALREADY_PROFESSIONAL: { status: 409, message: 'You are already a professional.' },
  APPLICATION_PENDING: {
    status: 409,
    message: 'Your application to become a professional is already pending review.',
  },
  PUSH_ENDPOINT_NOT_ALLOWED: {
    status: 400,
    message:
      'This push service is not supported. Please allow notifications in Chrome, Edge, Firefox or Safari.',
  },
  PUSH_KEY_INVALID: { status: 400, message: 'p256dh must be a base64url P-256 public key.' },
  PUSH_AUTH_INVALID: { status: 400, message: 'auth must be a base64url 16-byte secret.' },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },

  // ---- Files and forms ----
  FILE_EMPTY: { status: 400, message: 'File is empty' },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: 'File type must be {types}' },
  FILE_TOO_LARGE: { status: 413, message: 'File must be {size} or smaller' },
  TOO_MANY_FILES: { status: 400, message: 'Too many files: at most {max} files' },
  TOO_MANY_FILES_ONE: { status: 400, message: 'Too many files: at most 1 file' },
  CHAT_FILE_TOO_LARGE: {
    status: 413,
    message: 'File too large. Please select a file smaller than 10MB.',
  },
  FILE_NOT_FOUND: { status: 404, message: 'File not found' },
  UPLOAD_LINK_NOT_YOURS: {
    status: 403,
    message: 'This upload link is not valid for your account. Please request a new one.',
  },
  UPLOAD_LINK_EXPIRED: {
    status: 403,
    message: 'This upload link has expired. Please request a new one.',
  },
  UPLOAD_LINK_USED: {
    status: 409,
    message: 'This upload link has already been used. Please request a new one.',
  },
  UPLOAD_UNREADABLE: {
    status: 400,
    message: 'The upload could not be read. Please choose the file again.',
  },
  DOCUMENTS_NOT_MULTIPART: { status: 415, message: 'Send the documents as multipart/form-data' },
  CHAT_FILE_NOT_MULTIPART: { status: 415, message: 'Send the file as multipart/form-data' },
  UNEXPECTED_FILE_FIELD: {
    status: 400,
    message: "Unexpected file field '{field}': send files as '{expected}'",
  },
  UNEXPECTED_CHAT_FILE_FIELD: {
    status: 400,
    message: "Unexpected file field '{field}': send the file as 'file'",
  },
  FORM_PAYLOAD_MISSING: { status: 400, message: "The form must carry a JSON '{field}' field" },
  FORM_FIELD_NOT_JSON: { status: 400, message: "The '{field}' field is not valid JSON" },
  FORM_JSON_INVALID: { status: 400, message: 'A form field is not valid JSON' },
  FORM_TOO_MANY_FIELDS: { status: 400, message: 'The form has too many fields' },
  NO_FILE_CHOSEN: { status: 400, message: 'Please select a file to send' },
  NO_DOCUMENTS_CHOSEN: { status: 400, message: 'Please choose at least one document to upload' },
  TOO_MANY_DOCUMENTS: {
    status: 400,
    message:
      'Too many files: a request can have at most {max} documents, and this one has room for {room} more',
  },
  DOCUMENTS_FULL: {
    status: 409,
    message: 'This request already has {max} documents, the most it can have',
  },

  // ---- Consultations (requests) ----
  CONSULTATION_NOT_FOUND: { status: 404, message: 'Consultation not found' },
  /** A lifecycle action the consultation's status does not allow (lifecycle.ts words it). */
  TRANSITION_REFUSED: { status: 409, message: 'Cannot {action} a consultation that {status}' },
  SPECIALIZATION_NOT_OFFERED: {
    status: 400,
    message:
      "'{specialization}' is not a specialization offered for {category}. Please choose one from the list.",
  },
  URGENCY_UNAVAILABLE: {
    status: 400,
    message: 'The {urgency} response time is not available right now. Please choose another.',
  },
  FEE_OUT_OF_RANGE: {
    status: 400,
    message: 'The fee for this request must be between {min} and {max}',
  },
  FEE_MIN_ABOVE_MAX: { status: 400, message: 'The minimum fee cannot be above the maximum fee' },
  FEE_NOT_RUPEES: { status: 400, message: 'The fee must be an amount in rupees' },
  CUSTOM_BUDGET_NOT_RUPEES: {
    status: 400,
    message: 'The custom budget must be an amount in rupees',
  },
  CUSTOM_BUDGET_OUT_OF_RANGE: {
    status: 400,
    message: 'Custom budget must be a whole number of rupees between ₹500 and ₹10,000',
  },
  REQUEST_HAS_PAYMENTS: {
    status: 409,
    message: 'This request has payment records and cannot be deleted',
  },
  NOT_OWNER_EDIT: { status: 403, message: 'Only the person who posted this request can edit it' },
  NOT_OWNER_DELETE: {
    status: 403,
    message: 'Only the person who posted this request can delete it',
  },
  NOT_OWNER_DOCUMENTS: {
    status: 403,
    message: 'Only the person who posted this request can add documents to it',
  },
  NOT_ELIGIBLE_TO_OFFER: {
    status: 403,
    message: 'Only an approved professional of this category can make an offer',
  },
  NOT_OWNER_ACCEPT: {
    status: 403,
    message: 'Only the person who posted this request can accept an offer',
  },
  NOT_OWNER_REVIEW: {
    status: 403,
    message: 'Only the person who posted this request can review it',
  },
  NOT_OWNER_PAY: { status: 403, message: 'Only the person who posted this request can pay for it' },
  NOT_OWNER_CANCEL: {
    status: 403,
    message: 'Only the person who posted this request can cancel it',
  },
  NOT_ASSIGNED_WITHDRAW: {
    status: 403,
    message: 'Only the professional assigned to this consultation can withdraw from it',
  },
  NOT_PARTICIPANT_CHAT: {
    status: 403,
    message:
      'Only the user and the professional of this consultation can send messages in its chat',
  },
  NOT_ASSIGNED_RESOLVE: {
    status: 403,
    message: 'Only the professional assigned to this consultation can mark it as resolved',
  },
  NOT_OWNER_REOPEN: {
    status: 403,
    message: 'Only the person who posted this request can ask to reopen it',
  },
  NOT_ASSIGNED_VIDEO_CALL: {
    status: 403,
    message: 'Only the professional assigned to this consultation can start a video call',
  },
  NOT_OWNER_COMPLAINT: {
    status: 403,
    message: 'Only the user who requested this consultation can raise a query',
  },
  ALREADY_REVIEWED: { status: 409, message: 'You have already reviewed this consultation' },
  NO_PROFESSIONAL_TO_REVIEW: {
    status: 409,
    message: 'This consultation has no professional to review',
  },
  NO_PAYMENT_WAITING: { status: 409, message: 'No payment is waiting on this request' },
  PROFESSIONAL_ALREADY_REPLIED: {
    status: 409,
    message:
      'The professional has already replied, so this consultation can no longer be cancelled',
  },
  REOPEN_WINDOW_EXPIRED: {
    status: 409,
    message: 'This consultation is closed and the 24-hour window to reopen it has expired',
  },
  COMPLAINT_WINDOW_EXPIRED: {
    status: 409,
    message: 'Queries can only be raised within 7 days of completion',
  },
  COMPLAINT_ALREADY_OPEN: { status: 409, message: 'A query on this consultation is already open' },
  NO_OPEN_COMPLAINT: { status: 409, message: 'This consultation has no open query' },
  NEW_PROFESSIONAL_NOT_FOUND: { status: 404, message: 'Professional not found' },
  ALREADY_WITH_PROFESSIONAL: {
    status: 400,
    message: 'The consultation is already with this professional',
  },
  NEW_PROFESSIONAL_NOT_APPROVED: {
    status: 400,
    message: 'The new professional must be an approved professional who is not suspended',
  },
  NEW_PROFESSIONAL_WRONG_CATEGORY: {
    status: 400,
    message: "The new professional must be of the consultation's category ({category})",
  },
  NOT_PROFESSIONAL_ROOM: {
    status: 403,
    message: 'Only approved professionals receive new consultations',
  },

  // ---- Chat ----
  CHAT_NOT_AVAILABLE: {
    status: 409,
    message:
      'Chat is only available for assigned or active consultations. Current status: {status}.',
  },
  CHAT_NOT_READABLE: {
    status: 403,
    message: 'Only the people of this consultation can read its chat',
  },

  // ---- Offers ----
  OFFER_NOT_FOUND: { status: 404, message: 'Offer not found' },
  OFFER_OUT_OF_RANGE: {
    status: 400,
    message: 'Your offer must be between {min} and {max}, the range of this request',
  },
  OFFER_ALREADY_MADE: { status: 409, message: 'You have already made an offer on this request' },
  OFFER_NO_LONGER_AVAILABLE: {
    status: 409,
    message: 'This offer is no longer available: it was {status}',
  },
  OFFER_ALREADY_CHOSEN: {
    status: 409,
    message: 'You have already chosen an offer for this request',
  },
  OFFER_CHANGED: { status: 409, message: 'This offer changed; please try again' },
  PAYMENT_HOLD_CLOSING: {
    status: 409,
    message: 'The payment window of this request is closing; please try again in a moment',
  },
  PAYMENTS_UNAVAILABLE: {
    status: 503,
    message: 'Payments are not available right now. Please try again in a moment.',
  },

  // ---- Payments, refunds, receipts, payouts ----
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found' },
  RECEIPT_NOT_FOUND: { status: 404, message: 'Receipt not found' },
  REFUND_NOT_FOUND: { status: 404, message: 'Refund not found' },
  PAYOUT_NOT_FOUND: { status: 404, message: 'Payout not found' },
  PAYMENTS_NOT_VISIBLE: {
    status: 403,
    message: 'Only the people on this consultation can see its payments',
  },
  PAYMENT_SIGNATURE_INVALID: {
    status: 400,
    message: 'The payment could not be verified: its signature is not valid',
  },
  SIMULATED_GATEWAY_INACTIVE: { status: 404, message: 'The simulated gateway is not active' },
  PAYMENT_WINDOW_CLOSED: {
    status: 409,
    message: 'The payment window for this offer has closed. Please accept the offer again.',
  },
  PAYMENT_REFUNDED: { status: 409, message: 'This payment has been refunded' },
  INVOICE_DETAILS_LOCKED: {
    status: 409,
    message: 'This order can no longer be paid, so its invoice details cannot change',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature is not valid' },
  WEBHOOK_NOT_JSON: { status: 400, message: 'The webhook body is not JSON' },
  WEBHOOK_NOT_EVENT: { status: 400, message: 'The webhook body is not a payment gateway event' },
  NO_PAYMENT_TO_REFUND: {
    status: 409,
    message: 'This consultation has no captured payment to refund',
  },
  ALREADY_PAID_OUT: {
    status: 409,
    message:
      'This consultation was already paid out to a professional; raise a query for a refund instead',
  },
  REFUND_NOT_PAISE: {
    status: 400,
    message: 'A refund is in rupees with at most two decimals (paise)',
  },
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    message: 'Only a paid payment can be refunded; this one is {status}',
  },
  PAYMENT_FULLY_REFUNDED: {
    status: 409,
    message: 'This payment has already been fully refunded',
  },
  REFUND_REASON_REQUIRED: { status: 400, message: 'A reason is required for a partial refund' },
  REFUND_NOT_POSITIVE: { status: 400, message: 'A refund must be a positive whole amount' },
  REFUND_ABOVE_REMAINDER: {
    status: 400,
    message: 'A refund cannot exceed {max}, the amount still refundable',
  },
  WALLET_EMPTY: { status: 400, message: 'Your wallet has nothing to pay out yet' },
  WALLET_BELOW_MIN_PAYOUT: {
    status: 400,
    message: 'Your wallet balance is below the smallest payout of {min}',
  },
  PAYOUT_ABOVE_BALANCE: {
    status: 400,
    message: 'You can request at most {max}, your wallet balance',
  },
  PAYOUT_ALREADY_PAID: {
    status: 409,
    message: 'This payout was already marked paid (bank reference {reference})',
  },

  // ---- Video calls ----
  VIDEO_CALL_NOT_FOUND: { status: 404, message: 'Video call not found' },
  CALL_ALREADY_OPEN: { status: 409, message: 'A video call is already open for this consultation' },
  NO_ACTIVE_CALL: {
    status: 409,
    message: 'There is no active video call in this consultation',
  },
  CALL_OVER: { status: 409, message: 'This video call has ended' },
  /** A call verb the call's status does not allow (video-calls.ts words it). */
  CALL_TRANSITION_REFUSED: { status: 409, message: 'Cannot {action} a call that {status}' },
  NOT_IN_CALL: {
    status: 403,
    message: 'Only the two people of a video call can send its signals',
  },
  NOT_CALLEE_JOIN: {
    status: 403,
    message: 'Only the person being called can join this video call',
  },
  NOT_CALLEE_DECLINE: {
    status: 403,
    message: 'Only the person being called can decline this video call',
  },
  ICE_SERVERS_REFUSED: {
    status: 403,
    message: 'ICE servers are only given to the people of an open video call',
  },

  // ---- Admin ----
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  CANNOT_SUSPEND_SELF: { status: 409, message: 'You cannot suspend your own account.' },
  CANNOT_SUSPEND_ADMIN: { status: 409, message: 'An admin account cannot be suspended.' },
  ALREADY_SUSPENDED: { status: 409, message: 'This account is already suspended.' },
  NOT_SUSPENDED: { status: 409, message: 'This account is not suspended.' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'Professional application not found' },
  ALREADY_APPROVED: { status: 409, message: 'This professional is already approved.' },
  ALREADY_REJECTED: { status: 409, message: 'This application was already rejected.' },
  ALREADY_VERIFIED: { status: 409, message: 'This professional is already verified.' },
  PROFESSIONAL_NOT_APPROVED: {
    status: 409,
    message: 'Only an approved professional can be verified; review their application instead.',
  },
  CREDENTIALS_MISSING: {
    status: 409,
    message:
      'This applicant has uploaded no credential documents. Ask them to upload their certificates before approving.',
  },
  LICENCE_NUMBER_MISSING: {
    status: 409,
    message:
      'This applicant has given no licence number to check against the register. Ask them to add it before approving.',
  },
  PROFESSION_EXISTS: { status: 409, message: 'The profession {name} already exists' },
  PROFESSION_NOT_FOUND: { status: 404, message: 'Profession not found' },
  SPECIALIZATION_EXISTS: {
    status: 409,
    message: 'The specialization {name} already exists in this profession',
  },
  SPECIALIZATION_NOT_FOUND: { status: 404, message: 'Specialization not found' },
  URGENCY_TIER_NOT_FOUND: { status: 404, message: 'Urgency tier not found' },
} as const satisfies Record<string, ErrorEntry>;
