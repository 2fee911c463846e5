import { Badge, Group, Slider, Text, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import type { ReplayMark, ReplayMarkKind } from './replayMarks';
import type { ReplayPlayer } from './useReplayPlayer';

export const MARK_COLORS: Record<ReplayMarkKind, string> = { stop: 'orange', toll: 'grape', alert: 'red' };
/** Beyond this many, the chips below the slider would bury the page; the slider still marks them all. */
const MAX_CHIPS = 40;
/** The slider's arrow keys cross the trip in this many steps (half a percent each), whatever its length. */
const SLIDER_STEPS = 200;

/** The scrubbable timeline: stops, tolls and alerts as marks, and the same as chips that jump to them. */
export function ReplayTimeline({ player, marks }: { player: ReplayPlayer; marks: readonly ReplayMark[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const clockOf = (ms: number) => format.clock(new Date(ms).toISOString());
  const { start, end, at } = useSelector(player, (s) => s.context);
  const seekable = useSelector(player, (s) => s.hasTag('seekable'));
  const seek = (value: number) => player.send({ type: 'replay.seek', at: value });

  return (
    <div>
      <Slider
        aria-label={t('tracking.replay.time')}
        thumbLabel={t('tracking.replay.time')}
        min={start}
        max={Math.max(end, start + 1)}
        step={Math.max(1000, Math.round((end - start) / SLIDER_STEPS))}
        value={at}
        onChange={seek}
        disabled={!seekable}
        label={clockOf}
        thumbValueText={clockOf}
        marks={marks.map((mark) => ({ value: mark.at }))}
        data-testid="replay-timeline"
      />
      {/* The ends as text rather than mark labels, which would hang past the slider's edges. */}
      <Group justify="space-between" mt={4} mb="sm">
        <Text size="xs" c="dimmed">
          {clockOf(start)}
        </Text>
        <Text size="xs" c="dimmed">
          {clockOf(end)}
        </Text>
      </Group>
      {marks.length > 0 ? (
        <Group gap={6} wrap="wrap" aria-label={t('tracking.replay.jumpGroup')} role="group">
          {marks.slice(0, MAX_CHIPS).map((mark) => (
            <UnstyledButton
              key={`${mark.kind}-${mark.at}`}
              onClick={() => seek(mark.at)}
              aria-label={t('tracking.replay.jumpTo', { mark: mark.label, time: clockOf(mark.at) })}
            >
              <Badge variant="light" color={MARK_COLORS[mark.kind]} size="sm" style={{ cursor: 'pointer' }}>
                {mark.label} · {clockOf(mark.at)}
              </Badge>
            </UnstyledButton>
          ))}
          {marks.length > MAX_CHIPS ? (
            <Text size="xs" c="dimmed">
              {t('tracking.replay.more', { count: marks.length - MAX_CHIPS })}
            </Text>
          ) : null}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('tracking.replay.noMarks')}
        </Text>
      )}
    </div>
  );
}
