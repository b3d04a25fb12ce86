import { count, eq, inArray } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  notificationSettingsSchema,
  startOfIstDay,
  type NotificationSettings,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { notificationSettings, pushSubscriptions } from '../../db/schema/index.ts';

/** The settings the profile shows, with how many devices receive pushes. */
export type NotificationSettingsView = NotificationSettings & { pushDevices: number };

/**
 * The settings of several people in one query; someone without a row has the defaults. A row
 * saved before a kind or a field existed is completed from the defaults, so a new kind reaches
 * everyone until they turn it off.
 */
export async function notificationSettingsOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, NotificationSettings>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationSettings)
          .where(inArray(notificationSettings.userId, [...userIds]));
  const stored = new Map(rows.map((row) => [row.userId, row.settings]));
  return new Map(userIds.map((userId) => [userId, withDefaults(stored.get(userId))]));
}

/** Saved settings completed from the defaults (none saved: the defaults); a fresh object. */
export function withDefaults(
  stored: Partial<NotificationSettings> | null | undefined,
): NotificationSettings {
  const defaults = defaultNotificationSettings();
  if (!stored) return defaults;
  const merged = {
    ...defaults,
    ...stored,
    channels: Object.fromEntries(
      Object.entries(defaults.channels).map(([kind, switches]) => [
        kind,
        { ...switches, ...stored.channels?.[kind as keyof typeof defaults.channels] },
      ]),
    ),
  };
  const parsed = notificationSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * When the quiet hours that hold at `now` end: the next moment the clock in India reads their end
 * (later today, or tomorrow for a window past midnight). Only asked while they hold.
 */
export function quietHoursEnd(settings: NotificationSettings, now: Date): Date {
  const [hours, minutes] = (settings.quietHours?.end ?? '00:00').split(':').map(Number);
  const dayStart = startOfIstDay(now).getTime();
  let end = dayStart + (hours! * 60 + minutes!) * 60_000;
  if (end <= now.getTime()) end += MINUTES_PER_DAY * 60_000;
  return new Date(end);
}

/** GET /api/profile/notifications: the caller's settings (defaults until saved) and devices. */
export async function getNotificationSettings(
  ctx: AppContext,
  userId: string,
): Promise<NotificationSettingsView> {
  const settings = (await notificationSettingsOf(ctx.db, [userId])).get(userId)!;
  return { ...settings, pushDevices: await pushDevicesOf(ctx.db, userId) };
}

/** PUT /api/profile/notifications: saves the whole settings object. */
export async function saveNotificationSettings(
  ctx: AppContext,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettingsView> {
  await ctx.db
    .insert(notificationSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { settings, updatedAt: new Date() },
    });
  return { ...settings, pushDevices: await pushDevicesOf(ctx.db, userId) };
}

export async function pushDevicesOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.devices ?? 0;
}
