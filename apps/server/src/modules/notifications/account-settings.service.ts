import {
  AppError,
  type AccountNotificationSettings,
  type NotificationLevel,
  type UpdateAccountNotificationSettingsBody,
} from '@pulso/domain';
import type { Transact } from '../../db/repository';
import type { Actor } from '../../lib/actor';
import type { ActivityService } from '../activity-logs';
import type { AccountSettingsRepository, AccountSettingsRow } from './account-settings.repository';

const toSettings = (row: AccountSettingsRow): AccountNotificationSettings => ({
  ...row,
  level: row.level as NotificationLevel,
});

/** Per account of the user's own: how loud its events are, and the risk thresholds told. */
export class AccountSettingsService {
  constructor(
    private readonly transact: Transact,
    private readonly deps: { repository: AccountSettingsRepository; activity: ActivityService },
  ) {}

  async list(userId: string): Promise<AccountNotificationSettings[]> {
    return (await this.deps.repository.ofUser(userId)).map(toSettings);
  }

  async update(
    userId: string,
    accountId: string,
    body: UpdateAccountNotificationSettingsBody,
    actor: Actor,
  ): Promise<AccountNotificationSettings> {
    const { repository, activity } = this.deps;
    // Only the owner's own accounts: another user's (an admin's included) is not found.
    if ((await repository.ofUser(userId, accountId)).length === 0) {
      throw new AppError('NOT_FOUND', 'Cuenta no encontrada');
    }
    await this.transact(async (tx) => {
      await repository.upsert(accountId, body, tx);
      await activity.record(
        {
          scope: 'user',
          action: 'notification_account.update',
          entityType: 'account',
          entityId: accountId,
          details: { ...body },
          actor,
        },
        tx,
      );
    });
    const [row] = await repository.ofUser(userId, accountId);
    if (!row) throw new AppError('NOT_FOUND', 'Cuenta no encontrada');
    return toSettings(row);
  }
}
