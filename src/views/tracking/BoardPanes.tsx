import { SegmentedControl } from '@mantine/core';
import {
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
  // once: a render that waited its turn behind a map still loading, whose work runs in every frame, held the tap
  // for seconds.
  const deferred = useDeferredValue(chosen);
  const pane = chosen === 'list' ? 'list' : deferred;
  // Made on its first showing and kept while the board is open: tearing a map down (its WebGL context, its
  // heap) cost the next taps 150 to 250 ms on a phone, and a kept map shows again at once.
  const [mapMade, setMapMade] = useState(false);
  if (pane === 'map' && !mapMade) setMapMade(true);

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
        {/* The pane not chosen stays mounted and laid out, unseen (TrackingBoard.module.css). */}
        <div className={classes.phoneList} data-hidden={pane !== 'list' || undefined}>
          {list}
        </div>
        {mapMade ? (
          <div className={classes.phoneMap} data-hidden={pane !== 'map' || undefined}>
            <HeldWhile held={pane !== 'map'}>{map}</HeldWhile>
          </div>
        ) : null}
      </div>
    );
  return <SplitPanes list={list} map={map} />;
}

/**
 * Its children as they were when `held` turned true, until it is false again: a hidden map is given no newer
 * trucks, so it draws nothing unseen (its pushes and frames cost the list's taps 100 ms), and catches up in one
 * push when shown. The same element again is one React does not render anew.
 */
function HeldWhile({ held, children }: { held: boolean; children: ReactNode }) {
  const shown = useRef(children);
  if (!held) shown.current = children;
  return shown.current;
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
