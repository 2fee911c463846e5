import { VisuallyHidden } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardRow } from './BoardRow';
import { BOARD_COLUMNS, COMPACT_BELOW_PX, COMPACT_ROW_HEIGHT, ROW_HEIGHT } from './boardColumns';
import classes from './TrackingBoard.module.css';

interface TrackingBoardProps {
  /** Order ids in board order; rows read their own vehicles. */
  ids: readonly number[];
  selectedId: number | null;
  onSelect: (orderId: number) => void;
  /** A click, a tap or Enter on a row: the selection beside a map, the trip's detail where there is none. */
  onActivate: (orderId: number) => void;
  now: number;
}

const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };

/**
 * The virtualized board: only the rows in view exist, so thousands of trucks cost what thirty do. Arrow keys
 * move the selection (and the map follows); Enter or a click activates the row.
 */
export const TrackingBoard = memo(function TrackingBoard({
  ids,
  selectedId,
  onSelect,
  onActivate,
  now,
}: TrackingBoardProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { ref: measured, width: observedWidth } = useElementSize();
  const boardRef = useMergedRef(scroller, measured);
  // The first width is read before the first paint: the observer's comes after it, and a phone's board drawn as
  // a table and then as cards moved everything below it (a layout shift of 0.14 as the board loaded).
  const [firstWidth, setFirstWidth] = useState(0);
  useLayoutEffect(() => setFirstWidth(scroller.current?.offsetWidth ?? 0), []);
  const width = observedWidth || firstWidth;
  // Before any measure (a board not laid out) it is taken as wide: the table is what most screens show.
  const compact = width > 0 && width < COMPACT_BELOW_PX;
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  // A new layout is a new row height: the list measures again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowHeight is the reason to measure, not an input
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const idsRef = useRef(ids);
  idsRef.current = ids;

  const selectedIndex = selectedId === null ? -1 : ids.indexOf(selectedId);
  const focusId = selectedIndex >= 0 ? selectedId : (ids[0] ?? null);

  // Bring the selection into view, whether it came from the keyboard, the map or the address.
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  // Keyboard focus travels with the selection once the row exists.
  useEffect(() => {
    const board = scroller.current;
    if (selectedId === null || !board?.contains(document.activeElement)) return;
    board.querySelector<HTMLElement>(`[data-order-id="${selectedId}"]`)?.focus({ preventScroll: true });
  });

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, orderId: number) => {
      const current = idsRef.current;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onActivate(orderId);
        return;
      }
      const step =
        STEP[event.key] ??
        (event.key === 'Home' ? -current.length : event.key === 'End' ? current.length : 0);
      if (step === 0) return;
      event.preventDefault();
      const index = Math.min(current.length - 1, Math.max(0, current.indexOf(orderId) + step));
      const next = current[index];
      if (next !== undefined) onSelect(next);
    },
    [onSelect, onActivate],
  );

  return (
    <div
      ref={boardRef}
      className={compact ? `${classes.board} ${classes.compact}` : classes.board}
      data-testid="tracking-board"
      data-layout={compact ? 'cards' : 'table'}
    >
      <table className={classes.table} aria-rowcount={ids.length}>
        <thead className={classes.header}>
          <tr>
            {BOARD_COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={'from' in column ? classes[`from-${column.from}`] : undefined}
              >
                {column.key === 'open' ? (
                  // The column of trip menus needs a name, not the room to show it.
                  <VisuallyHidden>{t('tracking.board.columns.open')}</VisuallyHidden>
                ) : (
                  t(`tracking.board.columns.${column.key}`)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const orderId = ids[item.index];
            return orderId === undefined ? null : (
              <BoardRow
                key={orderId}
                orderId={orderId}
                top={item.start}
                height={rowHeight}
                selected={orderId === selectedId}
                focusable={orderId === focusId}
                now={now}
                onActivate={onActivate}
                onKeyDown={onKeyDown}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
