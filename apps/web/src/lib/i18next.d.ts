import 'i18next';
import type core from '../locales/es.json';
import type accountAlerts from '../locales/es/account-alerts.json';
import type accounts from '../locales/es/accounts.json';
import type adminExchanges from '../locales/es/admin-exchanges.json';
import type adminPackages from '../locales/es/admin-packages.json';
import type admin from '../locales/es/admin.json';
import type copyLedger from '../locales/es/copy-ledger.json';
import type copyTrades from '../locales/es/copy-trades.json';
import type emailNotifications from '../locales/es/email-notifications.json';
import type entriesPause from '../locales/es/entries-pause.json';
import type home from '../locales/es/home.json';
import type markets from '../locales/es/markets.json';
import type notifications from '../locales/es/notifications.json';
import type profile from '../locales/es/profile.json';
import type receiverLogs from '../locales/es/receiver-logs.json';
import type review from '../locales/es/review.json';
import type strategies from '../locales/es/strategies.json';
import type trades from '../locales/es/trades.json';
import type workingOrders from '../locales/es/working-orders.json';

// Typed keys: a typo in t('...') fails the type check instead of showing the raw key. The core
// and every feature part (lib/i18n.ts) merge into the one namespace, so the type is their sum.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof core &
        typeof accountAlerts &
        typeof accounts &
        typeof admin &
        typeof adminExchanges &
        typeof adminPackages &
        typeof copyLedger &
        typeof copyTrades &
        typeof emailNotifications &
        typeof entriesPause &
        typeof home &
        typeof markets &
        typeof notifications &
        typeof profile &
        typeof receiverLogs &
        typeof review &
        typeof strategies &
        typeof trades &
        typeof workingOrders;
    };
  }
}
