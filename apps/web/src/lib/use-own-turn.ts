import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { ownTask } from './yield-to-main';

/**
 * False until this component's turn in a queue that resumes one component per task (ownTask), then
 * true. For components that each start costly work as they mount — the hall's game cards each start a
 * countdown query, and a dozen starting in one commit's effects made one long task: behind this, each
 * starts in a task of its own (its render, commit and effects flushed together there). Where the
 * browser cannot yield, every component's turn comes with the next render, as one batch.
 */
export function useOwnTurn(wanted = true): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    const waiting = ownTask();
    if (!waiting) {
      setTurn(true);
      return;
    }
    let live = true;
    void waiting.then(() => {
      if (live) flushSync(() => setTurn(true));
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return turn;
}
