import type { TFunction } from 'i18next';
import type { TimelineEntry } from '../../../domain/schemas/tracking';
import { type NamedStop, stopPlaceLabel } from '../../../domain/schemas/tripSummary';
import { formatDuration } from '../../../i18n/formatDuration';
import { timelineText } from '../detail/timelineText';

export type ReplayMarkKind = 'stop' | 'toll' | 'alert';

export interface ReplayMark {
  /** ms since epoch. */
  at: number;
  kind: ReplayMarkKind;
  label: string;
}

/**
 * What the supervisor can jump to on the timeline: stops, toll crossings and raised alerts, in time order,
 * limited to the replayed span (the timeline has nothing to show outside it).
 */
export function replayMarks(
  t: TFunction,
  span: { start: number; end: number },
  stops: readonly NamedStop[],
  tolls: readonly { plazaName: string; at: string }[],
  events: readonly TimelineEntry[],
): ReplayMark[] {
  const marks: ReplayMark[] = [
    ...stops.map((stop) => ({
      at: Date.parse(stop.from),
      kind: 'stop' as const,
      label: t('tracking.replay.stop', {
        place: stopPlaceLabel(stop.place),
        duration: formatDuration(t, stop.minutes),
      }),
    })),
    ...tolls.map((toll) => ({
      at: Date.parse(toll.at),
      kind: 'toll' as const,
      label: t('tracking.replay.toll', { plaza: toll.plazaName }),
    })),
    ...events
      .filter((event) => event.kind === 'alert')
      // Alert marks carry no instant of their own, so no clock is needed to word them.
      .map((event) => ({
        at: Date.parse(event.at),
        kind: 'alert' as const,
        label: timelineText(t, event, String),
      })),
  ];
  return marks.filter((mark) => mark.at >= span.start && mark.at <= span.end).sort((a, b) => a.at - b.at);
}
