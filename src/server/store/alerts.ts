/**
 * The alert store, written once in SQL; every statement runs as Supabase's service_role. Two concerns, one
 * file each: subscriptions (asking, confirming, managing: ./alert-subscriptions.ts) and deliveries (what
 * is due, planned, sent, and the one-run lock: ./alert-deliveries.ts); this file holds the row shapes they share.
 */
import type { AlertStore } from '../ports/alert-store';
import type { Sql } from '../db/sql';
import { createAlertDeliveries } from './alert-deliveries';
import { createAlertSubscriptions } from './alert-subscriptions';

export function createAlertStore(sql: Sql): AlertStore {
  return { ...createAlertSubscriptions(sql), ...createAlertDeliveries(sql) };
}
