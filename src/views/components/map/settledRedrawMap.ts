import * as maplibre from 'maplibre-gl';
import type { MapLib } from 'react-map-gl/maplibre';

/** The longest a redraw waits for tiles on their way, so that a tile which never comes cannot freeze the map. */
const LONGEST_WAIT_MS = 250;

/**
 * A MapLibre map that redraws once a source's change has reached every tile in view, not as each tile arrives.
 *
 * Every update of the clustered fleet makes MapLibre's worker re-cut each tile in view, and the map redraws
 * as each one comes back: three or four redraws tens of milliseconds apart for one update, the first showing
 * old tiles only and the next ones a mix of old and new. On a software-rendered browser the page waits for
 * every redraw while its frame is drawn and read back. So while the camera is still, a redraw asked for with
 * tiles on their way waits until they are all in: the same final frame, without the ones before it. A moving
 * camera redraws at once, as ever.
 */
export class SettledRedrawMap extends maplibre.Map {
  // Declared, not initialised: MapLibre's constructor may already ask for a redraw before fields would be set.
  declare private deciding: boolean | undefined;
  declare private waiting: ReturnType<typeof setTimeout> | undefined;

  override triggerRepaint(): void {
    if (!this.style || this.isMoving()) {
      super.triggerRepaint();
      return;
    }
    if (this.deciding) return;
    this.deciding = true;
    // A source fires its events one after another in one task (its metadata, then its content, which starts
    // the tiles' reload), and each asks for a redraw: decide once they have all run.
    queueMicrotask(() => {
      this.deciding = false;
      if (this.areTilesLoaded()) this.redrawNow();
      else this.waiting ??= setTimeout(() => this.redrawNow(), LONGEST_WAIT_MS);
    });
  }

  override remove(): void {
    clearTimeout(this.waiting);
    super.remove();
  }

  private redrawNow(): void {
    clearTimeout(this.waiting);
    this.waiting = undefined;
    super.triggerRepaint();
  }
}

/** MapLibre with the settled map in place of its own, for react-map-gl's `mapLib`. */
export const settledMapLib: MapLib = { ...maplibre, Map: SettledRedrawMap };
