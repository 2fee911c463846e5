import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { replayMachine } from '../../../machines/replayMachine';
import { replayTicks$ } from '../../../streams/replayClock';

/**
 * The replay machine for a track spanning [start, end] (null until the track is in), driven by the frame
 * clock only while it plays: a paused replay costs nothing.
 */
export function useReplayPlayer(span: { start: number; end: number } | null) {
  const player = useActorRef(replayMachine);
  const playing = useSelector(player, (s) => s.hasTag('playing'));
  const start = span?.start;
  const end = span?.end;

  useEffect(() => {
    if (start !== undefined && end !== undefined) player.send({ type: 'replay.load', start, end });
  }, [player, start, end]);

  useEffect(() => {
    if (!playing) return;
    const ticks = replayTicks$().subscribe((deltaMs) => player.send({ type: 'replay.tick', deltaMs }));
    return () => ticks.unsubscribe();
  }, [player, playing]);

  return player;
}

export type ReplayPlayer = ReturnType<typeof useReplayPlayer>;
