import type { ServerMessageOf } from '@salahkar/domain/live-events';
import type { VideoCallView } from '@salahkar/domain/schemas/video-calls';
import { buildChatCase, PROFESSIONAL_ID } from './chat-fixtures.ts';
import { SIGNED_IN_USER } from './render-app.tsx';

// Answers and pushes of the video call endpoints, shaped by the shared schemas, for component
// tests: Vikram Rathore (the professional) rings Asha Rao (SIGNED_IN_USER) about her chat case.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CALL_ID = uuid(1200);
export const CALL_CASE_ID = buildChatCase().id;
export const CALL_URL = `/api/video-calls/${CALL_ID}`;

export const PROFESSIONAL_USER = {
  ...SIGNED_IN_USER,
  id: PROFESSIONAL_ID,
  email: 'vikram@example.in',
  firstName: 'Vikram',
  lastName: 'Rathore',
  role: 'professional' as const,
  isApproved: true,
  specialization: 'Lawyer' as const,
};

export function buildVideoCall(overrides: Partial<VideoCallView> = {}): VideoCallView {
  return {
    id: CALL_ID,
    consultationId: CALL_CASE_ID,
    initiatorId: PROFESSIONAL_ID,
    initiatorName: 'Vikram Rathore',
    participantId: SIGNED_IN_USER.id,
    participantName: 'Asha Rao',
    status: 'pending',
    message: '',
    createdAt: '2026-03-02T09:35:00.000Z',
    ringsUntil: new Date(Date.now() + 60_000).toISOString(),
    startedAt: null,
    endedAt: null,
    endedBy: null,
    durationSeconds: null,
    abilities: { join: false, decline: false, end: true },
    ...overrides,
  };
}

export function invitationPush(
  overrides: Partial<ServerMessageOf<'video_call_invitation'>['data']> = {},
): ServerMessageOf<'video_call_invitation'> {
  return {
    type: 'video_call_invitation',
    data: {
      from: PROFESSIONAL_ID,
      fromName: 'Vikram Rathore',
      message: 'Shall we go through the lock-in clause?',
      consultationId: CALL_CASE_ID,
      consultationTitle: buildChatCase().title,
      callId: CALL_ID,
      ringsUntil: new Date(Date.now() + 60_000).toISOString(),
      ...overrides,
    },
  };
}

export function joinedPush(): ServerMessageOf<'video_call_joined'> {
  const videoCall = buildVideoCall({ status: 'active', startedAt: new Date().toISOString() });
  return {
    type: 'video_call_joined',
    data: { consultationId: CALL_CASE_ID, callId: CALL_ID, videoCall },
  };
}

export function endedPush(status: VideoCallView['status']): ServerMessageOf<'video_call_ended'> {
  return {
    type: 'video_call_ended',
    consultationId: CALL_CASE_ID,
    callId: CALL_ID,
    videoCall: buildVideoCall({ status, abilities: { join: false, decline: false, end: false } }),
  };
}

/** The call routes a test that gets as far as a connection needs. */
export const CALL_ROUTES = {
  'GET /api/video-calls/ice-servers': { body: { iceServers: [], expiresAt: null } },
  [`POST ${CALL_URL}/join`]: { body: { videoCall: buildVideoCall({ status: 'active' }) } },
  [`POST ${CALL_URL}/end`]: { body: { videoCall: buildVideoCall({ status: 'ended' }) } },
};
