-- Issue 33, decision 224: a chat message in one statement (one round trip, its own transaction)
-- instead of BEGIN, the case's lock, the write and COMMIT. The server judges the policy on the case
-- as it last saw it (user, professional, category, status); this function writes the message only
-- if the case, locked, is still exactly that, and only if the recipient's bell already holds an
-- unread "new message" entry for it (writing one is the full transaction's work). Otherwise it
-- writes nothing and returns no row, and the server takes the full transaction.
--
-- A function rather than one CTE: each statement of a PL/pgSQL function takes its own snapshot,
-- so the unread check and the line before this one are read after the lock was granted, as the
-- full transaction reads them (a single statement would read them as they were before the wait).
CREATE FUNCTION chat_post_message(
  p_consultation_id uuid,
  p_sender_id uuid,
  p_message text,
  p_recipient_id uuid,
  p_user_id uuid,
  p_assigned_to uuid,
  p_category text,
  p_status text
) RETURNS TABLE (message_id uuid, message_created_at timestamptz, previous_id uuid)
LANGUAGE plpgsql AS $$
BEGIN
  -- Waits for the message before it to commit, then checks the case as that left it.
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
    RETURN;
  END IF;
  -- The line before it is read by the same statement, which does not see its own insert; its time
  -- is the clock after the lock, so a case's lines sort in the order they committed.
  RETURN QUERY
    WITH line AS (
      INSERT INTO chat_messages (consultation_id, sender_id, message, created_at)
        VALUES (p_consultation_id, p_sender_id, p_message, clock_timestamp())
        RETURNING chat_messages.id, chat_messages.created_at
    )
    SELECT line.id, line.created_at,
      (SELECT previous.id FROM chat_messages previous
        WHERE previous.consultation_id = p_consultation_id
        ORDER BY previous.created_at DESC, previous.id DESC LIMIT 1)
    FROM line;
END;
$$;
