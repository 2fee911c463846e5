import { ActionIcon, Group, SegmentedControl, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat';
import { REPLAY_SPEEDS, type ReplaySpeed } from '../../../machines/replayMachine';
import type { ReplayPlayer } from './useReplayPlayer';

/** "10 min per s", "1 h per s": the trip time one second of replay covers. */
function speedLabel(t: TFunction, speed: ReplaySpeed): string {
  const minutes = speed / 60;
  return minutes < 60
    ? t('tracking.replay.speedMinutes', { count: minutes })
    : t('tracking.replay.speedHours', { count: minutes / 60 });
}
const isSpeed = (value: number): value is ReplaySpeed => REPLAY_SPEEDS.some((speed) => speed === value);

/** Play / pause, the replay's clock and speed at that instant, and the speed picker. */
export function ReplayControls({ player, speedKmh }: { player: ReplayPlayer; speedKmh: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const playing = useSelector(player, (s) => s.hasTag('playing'));
  const ended = useSelector(player, (s) => s.hasTag('ended'));
  const canPlay = useSelector(player, (s) => s.can({ type: 'replay.play' }) || s.hasTag('playing'));
  const at = useSelector(player, (s) => s.context.at);
  const speed = useSelector(player, (s) => s.context.speed);
  const speedChoices = useMemo(
    () => REPLAY_SPEEDS.map((choice) => ({ value: String(choice), label: speedLabel(t, choice) })),
    [t],
  );

  const toggleLabel = t(
    playing ? 'tracking.replay.pause' : ended ? 'tracking.replay.restart' : 'tracking.replay.play',
  );
  return (
    <Group gap="md" wrap="wrap">
      <ActionIcon
        size="xl"
        radius="xl"
        aria-label={toggleLabel}
        title={t('tracking.replay.withKey', { action: toggleLabel })}
        disabled={!canPlay}
        onClick={() => player.send({ type: playing ? 'replay.pause' : 'replay.play' })}
        data-testid="replay-toggle"
      >
        <Text fw={700} aria-hidden>
          {playing ? '❚❚' : ended ? '↺' : '▶'}
        </Text>
      </ActionIcon>
      <div>
        <Text size="lg" fw={600} data-testid="replay-clock">
          {format.clock(new Date(at).toISOString())}
        </Text>
        <Text size="xs" c="dimmed">
          {speedKmh === null
            ? t('tracking.replay.speedUnknown')
            : t('common.units.speed', { speed: Math.round(speedKmh) })}
        </Text>
      </div>
      <SegmentedControl
        aria-label={t('tracking.replay.replaySpeed')}
        size="xs"
        data={speedChoices}
        value={String(speed)}
        onChange={(value) => {
          const next = Number(value);
          if (isSpeed(next)) player.send({ type: 'replay.speed', speed: next });
        }}
      />
    </Group>
  );
}
