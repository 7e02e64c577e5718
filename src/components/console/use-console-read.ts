import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '~/lib/api';
import { announce } from './console-state';

/**
 * What a console view lists: read when the view opens, again when `read` changes (another filter) and
 * after an action (the reload returned); a failure is announced and the last answer stays. Null until read.
 */
export function useConsoleRead<T>(read: () => Promise<ApiResult<T>>): [T | null, () => Promise<void>] {
  const [answer, setAnswer] = useState<T | null>(null);
  const reload = useCallback(async () => {
    const r = await read();
    if (r.ok) setAnswer(r.body);
    else announce(r.message, true);
  }, [read]);
  useEffect(() => void reload(), [reload]);
  return [answer, reload];
}
