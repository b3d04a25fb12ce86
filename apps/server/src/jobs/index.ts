import { consultationCompletionJob } from './consultation-completion.ts';
import { escrowReleaseJob } from './escrow-release.ts';
import { heartbeatJob } from './heartbeat.ts';
import type { Job } from './job-runner.ts';
import { mailDeliveryJob } from './mail-delivery.ts';
import { reachDeliveryJob } from './reach-delivery.ts';
import { paymentExpiryJob } from './payment-expiry.ts';
import { paymentReconcilerJob } from './payment-reconciler.ts';
import { refundRetryJob } from './refund-retry.ts';
import { videoCallSweepJob } from './video-call-sweep.ts';

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
