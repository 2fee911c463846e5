import { SegmentedControl } from '@mantine/core';
import {
  Activity,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useDeferredValue,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../components/usePhone';
import { clampSplit, readSplit, SPLIT_MAX, SPLIT_MIN, splitAfterKey, writeSplit } from './boardSplit';
import classes from './TrackingBoard.module.css';

type PhonePane = 'list' | 'map';

/**
 * The list beside the map with a separator between them that a pointer drags or the arrow keys move, the split
 * remembered in this browser; on a phone, one at a time behind a List / Map switch, so neither is a sliver.
 */
export function BoardPanes({ list, map }: { list: ReactNode; map: ReactNode }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [chosen, setChosen] = useState<PhonePane>('list');
  // To the map, the switch moves in the tap's own frame and the map follows in a render that yields to it (its
  // first render and commit took a phone a sixth of a second before the tap was answered). Back to the list at
  // once: a map still loading runs MapLibre's work in every frame until it is gone, and held the tap for seconds.
  const deferred = useDeferredValue(chosen);
  const pane = chosen === 'list' ? 'list' : deferred;

  if (phone)
    return (
      <div className={classes.phonePanes}>
        <SegmentedControl
          fullWidth
          data-testid="board-pane-switch"
          aria-label={t('tracking.board.panes.label')}
          value={chosen}
          onChange={(value) => setChosen(value === 'map' ? 'map' : 'list')}
          data={[
            { value: 'list', label: t('tracking.board.panes.list') },
            { value: 'map', label: t('tracking.board.panes.map') },
          ]}
        />
        {/* The list stays while the map shows, hidden, its effects stopped: drawing its rows anew on the way
            back took a phone a third of a second. The map is made each time: MapLibre holds a WebGL context. */}
        <Activity mode={pane === 'list' ? 'visible' : 'hidden'}>
          <div className={classes.phoneList}>{list}</div>
        </Activity>
        {pane === 'map' ? <div className={classes.phoneMap}>{map}</div> : null}
      </div>
    );
  return <SplitPanes list={list} map={map} />;
}

function SplitPanes({ list, map }: { list: ReactNode; map: ReactNode }) {
  const { t } = useTranslation();
  const listId = useId();
  const panes = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState(readSplit);
  const [dragging, setDragging] = useState(false);

  const shareAt = (clientX: number) => {
    const box = panes.current?.getBoundingClientRect();
    return box && box.width > 0 ? clampSplit(((clientX - box.left) / box.width) * 100) : share;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) setShare(shareAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setDragging(false);
    const next = shareAt(event.clientX);
    setShare(next);
    writeSplit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = splitAfterKey(share, event.key);
    if (next === null) return;
    event.preventDefault();
    setShare(next);
    writeSplit(next);
  };

  return (
    <div ref={panes} className={classes.panes} data-dragging={dragging || undefined}>
      <div id={listId} className={classes.listPane} style={{ flexBasis: `${share}%` }}>
        {list}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be dragged or focused; a focusable separator is the WAI-ARIA window splitter */}
      <div
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-controls={listId}
        aria-label={t('tracking.board.panes.split')}
        aria-valuenow={share}
        aria-valuemin={SPLIT_MIN}
        aria-valuemax={SPLIT_MAX}
        aria-valuetext={t('tracking.board.panes.splitValue', { share })}
        className={classes.separator}
        data-testid="board-split"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDragging(false)}
        onKeyDown={onKeyDown}
      />
      <div className={classes.mapPane}>{map}</div>
    </div>
  );
}
