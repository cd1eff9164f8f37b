import {
  type BackupSettings,
  MSG,
  type NotificationSettings,
  type NotificationsInput,
  type Preferences,
  type profileSchema,
  SETTINGS_MSG,
  type SecurityInput,
  type Settings,
  type User,
} from '@livro-caixa/domain';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../../accounts/passwords.js';
import { countRecoveryCodesLeft, deleteRecoveryCodes, replaceRecoveryCodes } from '../../accounts/recovery-codes.js';
import { deleteUserSessions, setUserSessionsIdle } from '../../accounts/sessions.repository.js';
import { parseAllowedIps, parseNotifications, parsePreferences } from '../../accounts/user-settings.js';
import { findUserById, toApiUser } from '../../accounts/users.repository.js';
import type { Db, Executor } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, validationError } from '../../lib/errors.js';
import { ipAllowed, normalizeIp } from '../../lib/ip.js';
import { newTotpSecret, totpEnrolment, verifyTotp } from '../../lib/totp.js';
import { listBackups } from '../backup/index.js';

type ProfileData = z.output<typeof profileSchema>;

export interface SettingsActor extends Actor {
  sessionId: number;
  ip: string;
}

async function userRow(db: Db, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Changes the actor's own user row, stamped with the actor's time. */
async function updateOwnUser(db: Executor, actor: Actor, values: Updateable<UsersTable>) {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: actor.now.toISOString() })
    .where('id', '=', actor.userId)
    .execute();
}

/** A 422 unless `code` is a current code of the two-step verification `secret`. */
async function checkTotpCode(secret: string, code: string, now: Date) {
  if (!(await verifyTotp(secret, code, now))) {
    throw validationError(SETTINGS_MSG.totpInvalid, { code: SETTINGS_MSG.totpInvalid });
  }
}

/** The user, whose two-step verification is on and `code` a current code of it. */
async function userWithTotp(db: Db, actor: Actor, code: string) {
  const user = await userRow(db, actor.userId);
  if (!user.totp_secret) throw conflict(SETTINGS_MSG.totpOff);
  await checkTotpCode(user.totp_secret, code, actor.now);
  return user;
}

/** Every group of settings: per user, except backup, which is per company. */
export async function getSettings(db: Db, actor: SettingsActor): Promise<Settings> {
  const [user, tenant, backups, recoveryCodesLeft] = await Promise.all([
    userRow(db, actor.userId),
    db.selectFrom('tenants').selectAll().where('id', '=', actor.tenantId).executeTakeFirstOrThrow(),
    listBackups(db, actor.tenantId),
    countRecoveryCodesLeft(db, actor.userId),
  ]);
  return {
    profile: { name: user.name, email: user.email, phone: user.phone, company: tenant.name },
    preferences: parsePreferences(user.preferences),
    notifications: parseNotifications(user.notifications),
    security: {
      twoFactorAuth: user.totp_secret !== null,
      sessionTimeout: user.session_timeout,
      ipRestriction: user.ip_restriction === 1,
      allowedIPs: parseAllowedIps(user.allowed_ips),
      currentIp: normalizeIp(actor.ip),
      recoveryCodesLeft: user.totp_secret !== null ? recoveryCodesLeft : 0,
    },
    backup: {
      autoBackup: tenant.auto_backup === 1,
      backupFrequency: tenant.backup_frequency as BackupSettings['backupFrequency'],
      backupTime: tenant.backup_time,
      retentionDays: tenant.retention_days,
      lastBackupAt: tenant.last_backup_at,
      backups,
    },
  };
}

/** Name, e-mail (unique), phone, and the company's name. Never role or company id. */
export async function updateProfile(db: Db, actor: Actor, input: ProfileData): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', input.email)
      .where('id', '<>', actor.userId)
      .executeTakeFirst();
    if (taken) throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
    await updateOwnUser(trx, actor, { name: input.name, email: input.email, phone: input.phone });
    if (input.company) {
      await trx
        .updateTable('tenants')
        .set({ name: input.company, updated_at: actor.now.toISOString() })
        .where('id', '=', actor.tenantId)
        .execute();
    }
    await logByActor(trx, actor, 'UPDATE', 'user', actor.userId);
    const user = await findUserById(trx, actor.userId);
    return toApiUser(user!);
  });
}

/** A new password ends every other session of the user. */
export async function changePassword(db: Db, actor: SettingsActor, currentPassword: string, newPassword: string) {
  const user = await userRow(db, actor.userId);
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw validationError(SETTINGS_MSG.currentPasswordWrong, { currentPassword: SETTINGS_MSG.currentPasswordWrong });
  }
  const hash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await updateOwnUser(trx, actor, { password_hash: hash });
    await deleteUserSessions(trx, actor.userId, actor.sessionId);
    await logByActor(trx, actor, 'UPDATE', 'user', actor.userId);
  });
}

export async function updatePreferences(db: Db, actor: Actor, preferences: Preferences) {
  await updateOwnUser(db, actor, { preferences: JSON.stringify(preferences) });
  return preferences;
}

export async function updateNotifications(db: Db, actor: Actor, input: NotificationsInput) {
  // The hour, the threshold and the bills' switch keep their stored value when a client leaves them out.
  const current = parseNotifications((await userRow(db, actor.userId)).notifications);
  const notifications: NotificationSettings = {
    ...input,
    reminderHour: input.reminderHour ?? current.reminderHour,
    expenseThreshold: input.expenseThreshold === undefined ? current.expenseThreshold : input.expenseThreshold,
    billAlerts: input.billAlerts ?? current.billAlerts,
  };
  await updateOwnUser(db, actor, { notifications: JSON.stringify(notifications) });
  return notifications;
}

/** Session timeout and IP restriction; a list that would lock out the current IP is refused. */
export async function updateSecurity(db: Db, actor: SettingsActor, input: SecurityInput) {
  const allowed = [...new Set(input.allowedIPs.map((ip) => ip.trim()).filter(Boolean))];
  if (input.ipRestriction && !ipAllowed(actor.ip, allowed)) {
    const message = SETTINGS_MSG.currentIpMissing(normalizeIp(actor.ip));
    throw validationError(message, { allowedIPs: message });
  }
  await db.transaction().execute(async (trx) => {
    await updateOwnUser(trx, actor, {
      session_timeout: input.sessionTimeout,
      ip_restriction: input.ipRestriction ? 1 : 0,
      allowed_ips: JSON.stringify(allowed),
    });
    await setUserSessionsIdle(trx, actor.userId, input.sessionTimeout);
  });
  return (await getSettings(db, actor)).security;
}

/** Step 1 of two-step verification: a new secret and its QR code, confirmed by `enableTotp`. */
export async function startTotp(db: Db, actor: Actor) {
  const user = await userRow(db, actor.userId);
  if (user.totp_secret) throw conflict(SETTINGS_MSG.totpAlreadyOn);
  const secret = newTotpSecret();
  await db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', actor.userId).execute();
  return totpEnrolment(secret, user.email);
}

export async function enableTotp(db: Db, actor: SettingsActor, code: string) {
  const user = await userRow(db, actor.userId);
  if (user.totp_secret) throw conflict(SETTINGS_MSG.totpAlreadyOn);
  if (!user.totp_pending_secret) throw validationError(SETTINGS_MSG.totpNotStarted);
  await checkTotpCode(user.totp_pending_secret, code, actor.now);
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    await updateOwnUser(trx, actor, { totp_secret: user.totp_pending_secret, totp_pending_secret: null });
    // Shown once, in this answer: the way back in when the phone is lost (ADR 018).
    return replaceRecoveryCodes(trx, actor.userId, actor.now);
  });
  return { security: (await getSettings(db, actor)).security, recoveryCodes };
}

/** A new set of ten recovery codes (the old ones stop working), confirmed by a current code. */
export async function regenerateRecoveryCodes(db: Db, actor: SettingsActor, code: string) {
  await userWithTotp(db, actor, code);
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, actor.userId, actor.now);
    await logByActor(trx, actor, 'UPDATE', 'user', actor.userId);
    return codes;
  });
  return { security: (await getSettings(db, actor)).security, recoveryCodes };
}

export async function disableTotp(db: Db, actor: SettingsActor, code: string) {
  await userWithTotp(db, actor, code);
  await db.transaction().execute(async (trx) => {
    await updateOwnUser(trx, actor, { totp_secret: null, totp_pending_secret: null });
    await deleteRecoveryCodes(trx, actor.userId);
  });
  return (await getSettings(db, actor)).security;
}

export async function updateBackupSettings(db: Db, actor: SettingsActor, input: BackupSettings) {
  await db
    .updateTable('tenants')
    .set({
      auto_backup: input.autoBackup ? 1 : 0,
      backup_frequency: input.backupFrequency,
      backup_time: input.backupTime,
      retention_days: input.retentionDays,
      updated_at: actor.now.toISOString(),
    })
    .where('id', '=', actor.tenantId)
    .execute();
  return (await getSettings(db, actor)).backup;
}
