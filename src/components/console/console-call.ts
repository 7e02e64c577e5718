/**
 * The staff console's frame for the views capabilities offer: the call every view makes to the staff
 * API (the session's access token as a bearer, every failure a sentence: src/lib/api.ts), what the
 * console hands a view, and how a view names its tab. A capability offers a view as a `*.staff.tsx` file
 * in its folder (default export the view, `staffView` its tab); the console lists them all.
 */
import type { ApiResult } from '~/lib/api';
import { bearerCall } from '~/lib/bearer-call';

export type ConsoleCall = <T>(path: string, method?: string, body?: unknown) => Promise<ApiResult<T>>;

export function consoleCall(token: () => Promise<string | null>): ConsoleCall {
  return bearerCall('/api/staff/', token);
}

/** What the console hands each view. */
export interface StaffViewProps {
  call: ConsoleCall;
  siteName: string;
}

/** A view's tab: its id (other views open it by id), its label and its place among the tabs. */
export interface StaffView {
  id: string;
  label: string;
  order: number;
}
