-- Issue 33, decision 224 (second pass): the one-statement chat message also writes the recipient's
-- "new message" bell entry when there is none unread, instead of leaving that message to the full
-- transaction. The caller passes the entry's words in every language (the recipient's preferred
-- one is picked here), written with the case's title and the sender's name as it last saw them:
-- the entry is written only if the locked case still has that title and the sender still has that
-- first and last name, and only if the recipient has no device to push to (a phone push is queued
-- by the full transaction). Otherwise nothing is written, no row is returned, and the server takes
-- the full transaction, as with chat_post_message (0020), which this keeps for the rest.
CREATE FUNCTION chat_post_message_noting(
  p_consultation_id uuid,
  p_sender_id uuid,
  p_message text,
  p_recipient_id uuid,
  p_user_id uuid,
  p_assigned_to uuid,
  p_category text,
  p_status text,
  p_title text,
  p_first_name text,
  p_last_name text,
  p_texts jsonb,
  p_link text
) RETURNS TABLE (
  message_id uuid,
  message_created_at timestamptz,
  previous_id uuid,
  notice_id uuid,
  notice_title text,
  notice_body text,
  notice_created_at timestamptz
)
LANGUAGE plpgsql AS $$
DECLARE
  v_language text;
  v_notice notifications%ROWTYPE;
BEGIN
  PERFORM 1 FROM consultations c
    WHERE c.id = p_consultation_id
      AND c.user_id = p_user_id
      AND c.assigned_to IS NOT DISTINCT FROM p_assigned_to
      AND c.category::text = p_category
      AND c.status::text = p_status
    FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF p_recipient_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM notifications unread
      WHERE unread.user_id = p_recipient_id AND unread.read_at IS NULL
        AND unread.type = 'new_message' AND unread.consultation_id = p_consultation_id
  ) THEN
    -- The bell entry to write: only with its words, on the case and sender they were written for,
    -- and for a recipient with no device (whose push the full transaction queues).
    IF p_texts IS NULL
      OR NOT EXISTS (SELECT 1 FROM consultations c WHERE c.id = p_consultation_id AND c.title = p_title)
      OR NOT EXISTS (
        SELECT 1 FROM users sender WHERE sender.id = p_sender_id
          AND sender.first_name IS NOT DISTINCT FROM p_first_name
          AND sender.last_name IS NOT DISTINCT FROM p_last_name
      )
      OR EXISTS (SELECT 1 FROM push_subscriptions device WHERE device.user_id = p_recipient_id)
    THEN
      RETURN;
    END IF;
    SELECT recipient.preferred_language INTO v_language FROM users recipient
      WHERE recipient.id = p_recipient_id;
    INSERT INTO notifications (user_id, type, title, body, link, consultation_id)
      VALUES (
        p_recipient_id, 'new_message',
        COALESCE(p_texts -> v_language, p_texts -> 'en') ->> 'title',
        COALESCE(p_texts -> v_language, p_texts -> 'en') ->> 'body',
        p_link, p_consultation_id
      )
      RETURNING * INTO v_notice;
  END IF;
  RETURN QUERY
    WITH line AS (
      INSERT INTO chat_messages (consultation_id, sender_id, message, created_at)
        VALUES (p_consultation_id, p_sender_id, p_message, clock_timestamp())
        RETURNING chat_messages.id, chat_messages.created_at
    )
    SELECT line.id, line.created_at,
      (SELECT previous.id FROM chat_messages previous
        WHERE previous.consultation_id = p_consultation_id
        ORDER BY previous.created_at DESC, previous.id DESC LIMIT 1),
      v_notice.id, v_notice.title, v_notice.body, v_notice.created_at
    FROM line;
END;
$$;
