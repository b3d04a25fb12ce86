import { consultationCompletionJob } from '../modules/case-closing/consultation-completion.job.ts';
import { escrowReleaseJob } from '../modules/payments/escrow-release.job.ts';
import { heartbeatJob } from '../modules/admin/heartbeat.job.ts';
import type { Job } from './job-runner.ts';
import { mailDeliveryJob } from '../modules/mail/mail-delivery.job.ts';
import { reachDeliveryJob } from '../modules/reach/reach-delivery.job.ts';
import { paymentExpiryJob } from '../modules/payments/payment-expiry.job.ts';
import { paymentReconcilerJob } from '../modules/payments/payment-reconciler.job.ts';
import { refundRetryJob } from '../modules/refunds/refund-retry.job.ts';
import { videoCallSweepJob } from '../modules/video-calls/video-call-sweep.job.ts';

/** Every timed job the server runs when JOBS_ENABLED (tests call each one's runOnce instead). */
export const JOBS: readonly Job[] = [
  heartbeatJob,
  paymentReconcilerJob,
  paymentExpiryJob,
  consultationCompletionJob,
  escrowReleaseJob,
  refundRetryJob,
  videoCallSweepJob,
  mailDeliveryJob,
  reachDeliveryJob,
];
