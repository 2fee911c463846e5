import { describe, expect, it } from 'vitest';
import { freeCorner, toastAreas } from '../../src/views/notifications/freeCorner';

const desktop = toastAreas({ width: 1366, height: 850 }, 64);
const phone = toastAreas({ width: 390, height: 844 }, 64);

/** Controls drawn as rectangles, as a page's buttons are. */
const controlsAt =
  (...boxes: { left: number; top: number; right: number; bottom: number }[]) =>
  (x: number, y: number) =>
    boxes.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);

describe('where a news toast goes', () => {
  it('lies below the header at the top, and a phone has one column', () => {
    expect(desktop.map((a) => a.position)).toEqual(['bottom-right', 'top-right', 'bottom-left', 'top-left']);
    expect(desktop.find((a) => a.position === 'top-right')).toMatchObject({ top: 80, left: 910, width: 440 });
    expect(phone).toEqual([
      { position: 'bottom-right', left: 16, top: 718, width: 358, height: 110 },
      { position: 'top-right', left: 16, top: 80, width: 358, height: 110 },
    ]);
  });

  it('goes to the foot of the screen when nothing is there', () => {
    expect(freeCorner(desktop, controlsAt())).toBe('bottom-right');
  });

  it("moves away from a form's Save button at the foot of a phone's screen", () => {
    const save = { left: 16, top: 780, right: 120, bottom: 816 };
    expect(freeCorner(phone, controlsAt(save))).toBe('top-right');
  });

  it('takes the place covering fewest controls when none is free', () => {
    const footer = { left: 0, top: 760, right: 390, bottom: 800 };
    const button = { left: 300, top: 100, right: 340, bottom: 120 };
    expect(freeCorner(phone, controlsAt(footer, button))).toBe('top-right');
    const wide = { left: 0, top: 90, right: 390, bottom: 180 };
    expect(freeCorner(phone, controlsAt(footer, wide))).toBe('bottom-right');
  });
});
