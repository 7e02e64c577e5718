/**
 * The alert store, written once in SQL; every statement runs as Supabase's service_role. Two concerns, one
 * file each: subscriptions (asking, confirming, managing: ./alert-subscriptions.store.ts) and deliveries (what
 * is due, planned, sent, and the one-run lock: ./alert-deliveries.store.ts); ./alert-rows.store.ts holds the row shapes they share.
 */
import type { AlertStore } from '~/features/alerts/alerts.port';
import type { Sql } from '~/server/db/sql';
import { createAlertDeliveries } from './alert-deliveries.store';
import { createAlertSubscriptions } from './alert-subscriptions.store';

export function createAlertStore(sql: Sql): AlertStore {
  return { ...createAlertSubscriptions(sql), ...createAlertDeliveries(sql) };
}
