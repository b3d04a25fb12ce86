// Every error the API answers with: a stable code, its HTTP status and the English text the spec
// gives it (docs/product/rulings.md, R-39), written once. `{name}` marks a value the text needs;
// the server sends the values as the error's `params`, and the web shows the code's text in the
// reader's language with the same values. Codes never change meaning; a new text is a new code.

/** One error: the HTTP status it is answered with and its English text. */
export interface ErrorEntry {
  readonly status: number;
  readonly message: string;
}

// One builder a status, named as HTTP names it, so an entry states only its text. Each keeps the
// literal status and text in the catalog's type: the text's `{name}`s type the params
// (errors/fill.ts) and `CodeWithStatus<404>` picks codes by status.

/** An entry answered with a status that only one code uses. */
function answer<const Status extends number, const Message extends string>(
  status: Status,
  message: Message,
) {
  return { status, message } as const satisfies ErrorEntry;
}

function answeredWith<const Status extends number>(status: Status) {
  return <const Message extends string>(message: Message) => answer(status, message);
}

const badRequest = answeredWith(400);
const unauthorized = answeredWith(401);
const forbidden = answeredWith(403);
const notFound = answeredWith(404);
const conflict = answeredWith(409);
const payloadTooLarge = answeredWith(413);
const unsupportedMediaType = answeredWith(415);
const tooManyRequests = answeredWith(429);
const serviceUnavailable = answeredWith(503);

export const ERROR_CATALOG = {
  // ---- Generic answers (a request that fails before any module, or Fastify's own checks) ----
  /** A shared schema refused the input; the message is the schema's own text (see `field`). */
  VALIDATION_FAILED: badRequest('The request is not valid.'),
  BODY_EMPTY: badRequest('The request body is empty: send JSON.'),
  BROKEN_TEXT: badRequest(
    'Text cannot contain NUL characters or broken Unicode. Please retype it and try again.',
  ),
  UNAUTHENTICATED: unauthorized('Unauthorized'),
  FORBIDDEN: forbidden('Forbidden'),
  CROSS_SITE_REQUEST: forbidden('This request came from another site and was refused.'),
  CROSS_SITE_CONNECTION: forbidden('This connection came from another site and was refused.'),
  NOT_FOUND: notFound('Not found.'),
  LOGOUT_NEEDS_POST: answer(405, 'Sign out with a POST request from the app.'),
  API_ROUTE_NOT_FOUND: notFound('No such API route: {method} {path}'),
  MISDIRECTED_REQUEST: answer(421, 'This server does not answer to that host name.'),
  CONFLICT: conflict('This changed in the meantime. Please refresh and try again.'),
  PAYLOAD_TOO_LARGE: payloadTooLarge('The request is too large.'),
  UNSUPPORTED_MEDIA_TYPE: unsupportedMediaType('This content type is not accepted here.'),
  RATE_LIMITED: tooManyRequests('Too many requests. Please wait {wait} and try again.'),
  INTERNAL: answer(500, 'Something went wrong on our side. Please try again in a moment.'),
  SERVICE_UNAVAILABLE: serviceUnavailable(
    'Salahkar is briefly unavailable. Please try again in a few seconds.',
  ),
  SERVER_BUSY: serviceUnavailable(
    'Salahkar is very busy right now. Please try again in a few seconds.',
  ),
  STORAGE_UNAVAILABLE: serviceUnavailable(
    'File storage is unavailable. Please try again in a few seconds.',
  ),

  // ---- Idempotency keys ----
  IDEMPOTENCY_KEY_INVALID: badRequest(
    'Idempotency-Key must be 8 to 100 letters, digits or - _ . :',
  ),
  IDEMPOTENCY_KEY_RELEASING: conflict('This Idempotency-Key is being released; please retry'),
  IDEMPOTENCY_KEY_REUSED: conflict('This Idempotency-Key was already used for a different request'),
  IDEMPOTENCY_KEY_IN_PROGRESS: conflict(
    'A request with this Idempotency-Key is still being processed',
  ),

  // ---- Accounts, sign-in and codes ----
  ACCOUNT_SUSPENDED: forbidden('Account suspended'),
  ACCOUNT_NOT_FOUND: notFound('Account not found'),
  INVALID_CREDENTIALS: unauthorized('Invalid email or password'),
  WRONG_ROLE: forbidden('Only {roles} can do this.'),
  AWAITING_APPROVAL: forbidden('Your professional account is awaiting approval'),
  PASSWORD_TOO_COMMON: badRequest('This password is too common. Please choose another.'),
  NAME_TOO_LONG: badRequest('Names cannot exceed 50 characters'),
  RESET_TOKEN_INVALID: badRequest('Invalid or expired reset token'),
  SESSION_NOT_FOUND: notFound('Session not found'),
  OTP_INVALID: badRequest('Invalid or expired OTP'),
  OTP_EXPIRED: badRequest('This OTP has expired. Please request a new one.'),
  OTP_TOO_MANY_TRIES: badRequest('Too many incorrect attempts. Please request a new OTP.'),
  PHONE_CODE_INVALID: badRequest('Invalid or expired code'),
  PHONE_CODE_EXPIRED: badRequest('This code has expired. Please request a new one.'),
  PHONE_CODE_TOO_MANY_TRIES: badRequest('Too many incorrect attempts. Please request a new code.'),
  CODE_COOLDOWN: tooManyRequests('Please wait {wait} before requesting a new code.'),
  PHONE_ALREADY_YOURS: conflict('This number is already verified on your account.'),
  PHONE_TAKEN: conflict(
    'This number is already verified on another Salahkar account. Remove it there first, or use another number.',
  ),

  // ---- Rate limits of people (the plain per-address limit is RATE_LIMITED) ----
  SIGN_IN_LIMIT: tooManyRequests('Too many sign-in attempts. Please wait {wait} and try again.'),
  ACCOUNT_SIGN_IN_LIMIT: tooManyRequests(
    'Too many failed sign-in attempts for this account. Please wait {wait} and try again, or reset your password.',
  ),
  EMAIL_CODES_LIMIT: tooManyRequests(
    'Too many verification codes requested for this email. Please wait {wait} and try again.',
  ),
  CODES_LIMIT: tooManyRequests(
    'Too many verification codes requested. Please wait {wait} and try again.',
  ),
  PHONE_CODES_LIMIT: tooManyRequests(
    'Too many verification codes requested for this number. Please wait {wait} and try again.',
  ),
  EMAIL_VERIFICATIONS_LIMIT: tooManyRequests(
    'Too many verification attempts for this email. Please wait {wait} and try again.',
  ),
  VERIFICATIONS_LIMIT: tooManyRequests(
    'Too many verification attempts. Please wait {wait} and try again.',
  ),
  EMAIL_RESETS_LIMIT: tooManyRequests(
    'Too many reset requests for this email. Please wait {wait} and try again.',
  ),
  RESETS_LIMIT: tooManyRequests('Too many reset requests. Please wait {wait} and try again.'),
  ASSISTANT_CHATS_LIMIT: tooManyRequests(
    'You have sent the assistant many messages in the last hour. Please wait {wait}, or post your request directly.',
  ),
  SUGGESTIONS_LIMIT: tooManyRequests(
    'Too many suggestions asked for. Please wait {wait} and try again.',
  ),
  LIVE_MESSAGES_LIMIT: tooManyRequests('Too many messages. Please slow down.'),

  // ---- Profile, photos, professional applications ----
  PHOTO_NOT_YOURS: forbidden('You can only use a photo you uploaded yourself.'),
  PHOTO_NOT_UPLOADED: badRequest('Upload the photo to its upload URL before saving it.'),
  PHOTO_URL_INVALID: badRequest(
    'Photo URL must be the upload URL or the path the upload answered.',
  ),
  PHOTO_NOT_FOUND: notFound('Photo not found. Please upload it again.'),
  PHOTO_BODY_REQUIRED: unsupportedMediaType(
    'Send the photo itself as the request body, with an image content type such as image/jpeg.',
  ),
  PUBLIC_PROFILE_NOT_FOUND: notFound('There is no public profile at this address.'),
  ADMIN_CANNOT_APPLY: conflict('An admin account cannot apply to be a professional.'),
  ALREADY_PROFESSIONAL: conflict('You are already a professional.'),
  APPLICATION_PENDING: conflict(
    'Your application to become a professional is already pending review.',
  ),
  PUSH_ENDPOINT_NOT_ALLOWED: badRequest(
    'This push service is not supported. Please allow notifications in Chrome, Edge, Firefox or Safari.',
  ),
  PUSH_KEY_INVALID: badRequest('p256dh must be a base64url P-256 public key.'),
  PUSH_AUTH_INVALID: badRequest('auth must be a base64url 16-byte secret.'),
  NOTIFICATION_NOT_FOUND: notFound('Notification not found'),

  // ---- Files and forms ----
  FILE_EMPTY: badRequest('File is empty'),
  FILE_TYPE_NOT_ALLOWED: unsupportedMediaType('File type must be {types}'),
  FILE_TOO_LARGE: payloadTooLarge('File must be {size} or smaller'),
  TOO_MANY_FILES: badRequest('Too many files: at most {max} files'),
  TOO_MANY_FILES_ONE: badRequest('Too many files: at most 1 file'),
  CHAT_FILE_TOO_LARGE: payloadTooLarge('File too large. Please select a file smaller than 10MB.'),
  FILE_NOT_FOUND: notFound('File not found'),
  UPLOAD_LINK_NOT_YOURS: forbidden(
    'This upload link is not valid for your account. Please request a new one.',
  ),
  UPLOAD_LINK_EXPIRED: forbidden('This upload link has expired. Please request a new one.'),
  UPLOAD_LINK_USED: conflict('This upload link has already been used. Please request a new one.'),
  UPLOAD_UNREADABLE: badRequest('The upload could not be read. Please choose the file again.'),
  DOCUMENTS_NOT_MULTIPART: unsupportedMediaType('Send the documents as multipart/form-data'),
  CHAT_FILE_NOT_MULTIPART: unsupportedMediaType('Send the file as multipart/form-data'),
  UNEXPECTED_FILE_FIELD: badRequest("Unexpected file field '{field}': send files as '{expected}'"),
  UNEXPECTED_CHAT_FILE_FIELD: badRequest(
    "Unexpected file field '{field}': send the file as 'file'",
  ),
  FORM_PAYLOAD_MISSING: badRequest("The form must carry a JSON '{field}' field"),
  FORM_FIELD_NOT_JSON: badRequest("The '{field}' field is not valid JSON"),
  FORM_JSON_INVALID: badRequest('A form field is not valid JSON'),
  FORM_TOO_MANY_FIELDS: badRequest('The form has too many fields'),
  NO_FILE_CHOSEN: badRequest('Please select a file to send'),
  NO_DOCUMENTS_CHOSEN: badRequest('Please choose at least one document to upload'),
  TOO_MANY_DOCUMENTS: badRequest(
    'Too many files: a request can have at most {max} documents, and this one has room for {room} more',
  ),
  DOCUMENTS_FULL: conflict('This request already has {max} documents, the most it can have'),

  // ---- Consultations (requests) ----
  CONSULTATION_NOT_FOUND: notFound('Consultation not found'),
  /** A lifecycle action the consultation's status does not allow (lifecycle.ts words it). */
  TRANSITION_REFUSED: conflict('Cannot {action} a consultation that {status}'),
  SPECIALIZATION_NOT_OFFERED: badRequest(
    "'{specialization}' is not a specialization offered for {category}. Please choose one from the list.",
  ),
  URGENCY_UNAVAILABLE: badRequest(
    'The {urgency} response time is not available right now. Please choose another.',
  ),
  FEE_OUT_OF_RANGE: badRequest('The fee for this request must be between {min} and {max}'),
  FEE_MIN_ABOVE_MAX: badRequest('The minimum fee cannot be above the maximum fee'),
  FEE_NOT_RUPEES: badRequest('The fee must be an amount in rupees'),
  CUSTOM_BUDGET_NOT_RUPEES: badRequest('The custom budget must be an amount in rupees'),
  CUSTOM_BUDGET_OUT_OF_RANGE: badRequest(
    'Custom budget must be a whole number of rupees between ₹500 and ₹10,000',
  ),
  REQUEST_HAS_PAYMENTS: conflict('This request has payment records and cannot be deleted'),
  NOT_OWNER_EDIT: forbidden('Only the person who posted this request can edit it'),
  NOT_OWNER_DELETE: forbidden('Only the person who posted this request can delete it'),
  NOT_OWNER_DOCUMENTS: forbidden('Only the person who posted this request can add documents to it'),
  NOT_ELIGIBLE_TO_OFFER: forbidden(
    'Only an approved professional of this category can make an offer',
  ),
  NOT_OWNER_ACCEPT: forbidden('Only the person who posted this request can accept an offer'),
  NOT_OWNER_REVIEW: forbidden('Only the person who posted this request can review it'),
  NOT_OWNER_PAY: forbidden('Only the person who posted this request can pay for it'),
  NOT_OWNER_CANCEL: forbidden('Only the person who posted this request can cancel it'),
  NOT_ASSIGNED_WITHDRAW: forbidden(
    'Only the professional assigned to this consultation can withdraw from it',
  ),
  NOT_PARTICIPANT_CHAT: forbidden(
    'Only the user and the professional of this consultation can send messages in its chat',
  ),
  NOT_ASSIGNED_RESOLVE: forbidden(
    'Only the professional assigned to this consultation can mark it as resolved',
  ),
  NOT_OWNER_REOPEN: forbidden('Only the person who posted this request can ask to reopen it'),
  NOT_ASSIGNED_VIDEO_CALL: forbidden(
    'Only the professional assigned to this consultation can start a video call',
  ),
  NOT_OWNER_COMPLAINT: forbidden('Only the user who requested this consultation can raise a query'),
  ALREADY_REVIEWED: conflict('You have already reviewed this consultation'),
  NO_PROFESSIONAL_TO_REVIEW: conflict('This consultation has no professional to review'),
  NO_PAYMENT_WAITING: conflict('No payment is waiting on this request'),
  PROFESSIONAL_ALREADY_REPLIED: conflict(
    'The professional has already replied, so this consultation can no longer be cancelled',
  ),
  REOPEN_WINDOW_EXPIRED: conflict(
    'This consultation is closed and the 24-hour window to reopen it has expired',
  ),
  COMPLAINT_WINDOW_EXPIRED: conflict('Queries can only be raised within 7 days of completion'),
  COMPLAINT_ALREADY_OPEN: conflict('A query on this consultation is already open'),
  NO_OPEN_COMPLAINT: conflict('This consultation has no open query'),
  NEW_PROFESSIONAL_NOT_FOUND: notFound('Professional not found'),
  ALREADY_WITH_PROFESSIONAL: badRequest('The consultation is already with this professional'),
  NEW_PROFESSIONAL_NOT_APPROVED: badRequest(
    'The new professional must be an approved professional who is not suspended',
  ),
  NEW_PROFESSIONAL_WRONG_CATEGORY: badRequest(
    "The new professional must be of the consultation's category ({category})",
  ),
  NOT_PROFESSIONAL_ROOM: forbidden('Only approved professionals receive new consultations'),

  // ---- Chat ----
  CHAT_NOT_AVAILABLE: conflict(
    'Chat is only available for assigned or active consultations. Current status: {status}.',
  ),
  CHAT_NOT_READABLE: forbidden('Only the people of this consultation can read its chat'),

  // ---- Offers ----
  OFFER_NOT_FOUND: notFound('Offer not found'),
  OFFER_OUT_OF_RANGE: badRequest(
    'Your offer must be between {min} and {max}, the range of this request',
  ),
  OFFER_ALREADY_MADE: conflict('You have already made an offer on this request'),
  OFFER_NO_LONGER_AVAILABLE: conflict('This offer is no longer available: it was {status}'),
  OFFER_ALREADY_CHOSEN: conflict('You have already chosen an offer for this request'),
  OFFER_CHANGED: conflict('This offer changed; please try again'),
  PAYMENT_HOLD_CLOSING: conflict(
    'The payment window of this request is closing; please try again in a moment',
  ),
  PAYMENTS_UNAVAILABLE: serviceUnavailable(
    'Payments are not available right now. Please try again in a moment.',
  ),

  // ---- Payments, refunds, receipts, payouts ----
  PAYMENT_NOT_FOUND: notFound('Payment not found'),
  RECEIPT_NOT_FOUND: notFound('Receipt not found'),
  REFUND_NOT_FOUND: notFound('Refund not found'),
  PAYOUT_NOT_FOUND: notFound('Payout not found'),
  PAYMENTS_NOT_VISIBLE: forbidden('Only the people on this consultation can see its payments'),
  PAYMENT_SIGNATURE_INVALID: badRequest(
    'The payment could not be verified: its signature is not valid',
  ),
  SIMULATED_GATEWAY_INACTIVE: notFound('The simulated gateway is not active'),
  PAYMENT_WINDOW_CLOSED: conflict(
    'The payment window for this offer has closed. Please accept the offer again.',
  ),
  PAYMENT_REFUNDED: conflict('This payment has been refunded'),
  INVOICE_DETAILS_LOCKED: conflict(
    'This order can no longer be paid, so its invoice details cannot change',
  ),
  WEBHOOK_SIGNATURE_INVALID: badRequest('The webhook signature is not valid'),
  WEBHOOK_NOT_JSON: badRequest('The webhook body is not JSON'),
  WEBHOOK_NOT_EVENT: badRequest('The webhook body is not a payment gateway event'),
  NO_PAYMENT_TO_REFUND: conflict('This consultation has no captured payment to refund'),
  ALREADY_PAID_OUT: conflict(
    'This consultation was already paid out to a professional; raise a query for a refund instead',
  ),
  REFUND_NOT_PAISE: badRequest('A refund is in rupees with at most two decimals (paise)'),
  PAYMENT_NOT_REFUNDABLE: conflict('Only a paid payment can be refunded; this one is {status}'),
  PAYMENT_FULLY_REFUNDED: conflict('This payment has already been fully refunded'),
  REFUND_REASON_REQUIRED: badRequest('A reason is required for a partial refund'),
  REFUND_NOT_POSITIVE: badRequest('A refund must be a positive whole amount'),
  REFUND_ABOVE_REMAINDER: badRequest('A refund cannot exceed {max}, the amount still refundable'),
  WALLET_EMPTY: badRequest('Your wallet has nothing to pay out yet'),
  WALLET_BELOW_MIN_PAYOUT: badRequest('Your wallet balance is below the smallest payout of {min}'),
  PAYOUT_ABOVE_BALANCE: badRequest('You can request at most {max}, your wallet balance'),
  PAYOUT_ALREADY_PAID: conflict('This payout was already marked paid (bank reference {reference})'),

  // ---- Video calls ----
  VIDEO_CALL_NOT_FOUND: notFound('Video call not found'),
  CALL_ALREADY_OPEN: conflict('A video call is already open for this consultation'),
  NO_ACTIVE_CALL: conflict('There is no active video call in this consultation'),
  CALL_OVER: conflict('This video call has ended'),
  /** A call verb the call's status does not allow (video-calls.ts words it). */
  CALL_TRANSITION_REFUSED: conflict('Cannot {action} a call that {status}'),
  NOT_IN_CALL: forbidden('Only the two people of a video call can send its signals'),
  NOT_CALLEE_JOIN: forbidden('Only the person being called can join this video call'),
  NOT_CALLEE_DECLINE: forbidden('Only the person being called can decline this video call'),
  ICE_SERVERS_REFUSED: forbidden('ICE servers are only given to the people of an open video call'),

  // ---- Admin ----
  USER_NOT_FOUND: notFound('User not found'),
  CANNOT_SUSPEND_SELF: conflict('You cannot suspend your own account.'),
  CANNOT_SUSPEND_ADMIN: conflict('An admin account cannot be suspended.'),
  ALREADY_SUSPENDED: conflict('This account is already suspended.'),
  NOT_SUSPENDED: conflict('This account is not suspended.'),
  APPLICATION_NOT_FOUND: notFound('Professional application not found'),
  ALREADY_APPROVED: conflict('This professional is already approved.'),
  ALREADY_REJECTED: conflict('This application was already rejected.'),
  ALREADY_VERIFIED: conflict('This professional is already verified.'),
  PROFESSIONAL_NOT_APPROVED: conflict(
    'Only an approved professional can be verified; review their application instead.',
  ),
  CREDENTIALS_MISSING: conflict(
    'This applicant has uploaded no credential documents. Ask them to upload their certificates before approving.',
  ),
  LICENCE_NUMBER_MISSING: conflict(
    'This applicant has given no licence number to check against the register. Ask them to add it before approving.',
  ),
  PROFESSION_EXISTS: conflict('The profession {name} already exists'),
  PROFESSION_NOT_FOUND: notFound('Profession not found'),
  SPECIALIZATION_EXISTS: conflict('The specialization {name} already exists in this profession'),
  SPECIALIZATION_NOT_FOUND: notFound('Specialization not found'),
  URGENCY_TIER_NOT_FOUND: notFound('Urgency tier not found'),
} as const satisfies Record<string, ErrorEntry>;
