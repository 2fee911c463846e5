import type { NotificationData } from '@mantine/notifications';

type NotificationPosition = NonNullable<NotificationData['position']>;

/** Where a toast would lie if shown at `position`, in viewport pixels. */
export interface ToastArea {
  position: NotificationPosition;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Mantine's toast column: at most 440 px wide, a spacing (16 px) from the edges; a toast of news is ~110 px tall. */
const TOAST = { maxWidth: 440, margin: 16, height: 110 };
/** The order a free place is looked for in: the foot first (each page's actions sit at its top). */
const PREFERENCE: NotificationPosition[] = ['bottom-right', 'top-right', 'bottom-left', 'top-left'];

/** The places a toast can go on a viewport whose header is `headerHeight` tall (top ones sit below it). */
export function toastAreas(viewport: { width: number; height: number }, headerHeight: number): ToastArea[] {
  const width = Math.min(TOAST.maxWidth, viewport.width - 2 * TOAST.margin);
  const areas = PREFERENCE.map((position) => ({
    position,
    left: position.endsWith('right') ? viewport.width - TOAST.margin - width : TOAST.margin,
    top: position.startsWith('top')
      ? headerHeight + TOAST.margin
      : viewport.height - TOAST.margin - TOAST.height,
    width,
    height: TOAST.height,
  }));
  // On a phone left and right are one column: the same place need not be looked at twice.
  return areas.filter(
    (area, at) => areas.findIndex((other) => other.left === area.left && other.top === area.top) === at,
  );
}

/**
 * The first place where a toast covers no control, else the one covering the fewest: `isControlAt` tells
 * whether a point of the screen lies on something the user can press or type into, tried every `step` px.
 */
export function freeCorner(
  areas: readonly ToastArea[],
  isControlAt: (x: number, y: number) => boolean,
  step = 16,
): NotificationPosition {
  let best = areas[0]!;
  let fewest = Number.POSITIVE_INFINITY;
  for (const area of areas) {
    let covered = 0;
    for (let y = area.top; y <= area.top + area.height; y += step)
      for (let x = area.left; x <= area.left + area.width; x += step) if (isControlAt(x, y)) covered += 1;
    if (covered === 0) return area.position;
    if (covered < fewest) [best, fewest] = [area, covered];
  }
  return best.position;
}

const CONTROL =
  'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], [role="slider"]';

/** A control of the page (not of a toast already shown, which moves as toasts stack) lies at the point. */
export function isPageControlAt(x: number, y: number): boolean {
  const top = document.elementFromPoint(x, y);
  return Boolean(top?.closest(CONTROL) && !top.closest('.mantine-Notifications-root'));
}

/** Where a toast shown now covers the fewest of the page's controls. */
export function freeCornerNow(): NotificationPosition {
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  return freeCorner(
    toastAreas({ width: window.innerWidth, height: window.innerHeight }, header),
    isPageControlAt,
  );
}
