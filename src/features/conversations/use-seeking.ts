import { useEffect, useEffectEvent, useState } from 'react';

export interface Seeking {
  seeking: boolean;
  keepLoading: () => void;
  stop: () => void;
}

/**
 * The search for an open conversation not yet loaded: it lasts while that conversation stays open, is
 * still missing and more pages remain; `onStop` runs once when it ends, whatever ended it.
 */
export function useSeeking({
  openId,
  found,
  morePagesRemain,
  onKeepLoading,
  onStop,
}: {
  openId: string | null;
  found: boolean;
  morePagesRemain: boolean;
  onKeepLoading: () => void;
  onStop?: (() => void) | undefined;
}): Seeking {
  const [seekingId, setSeekingId] = useState<string | null>(null);
  const seeking = seekingId !== null && seekingId === openId && !found && morePagesRemain;
  const stopLoading = useEffectEvent(() => onStop?.());
  useEffect(() => {
    if (!seeking) return;
    return () => stopLoading(); // the search ended, whatever ended it
  }, [seeking]);

  const keepLoading = () => {
    setSeekingId(openId);
    onKeepLoading();
  };
  return { seeking, keepLoading, stop: () => setSeekingId(null) };
}
