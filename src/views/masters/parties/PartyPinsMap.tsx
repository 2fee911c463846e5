import { Box } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import type { LatLng } from '../../../domain/geo';
import { FitToPoints } from '../../components/map/FitToPoints';
import { MapView } from '../../components/map/MapView';
import { useMapInstance } from '../../components/map/mapLayers';
import { PinPicker } from '../../components/map/PinPicker';
import classes from './PartyPinsMap.module.css';

export interface Pin extends LatLng {
  /** What the pin says: the address's label. */
  label: string;
}

interface PartyPinsMapProps {
  /** One per address; an address without a pin yet is null and not drawn. */
  pins: readonly (Pin | null)[];
  /** The address whose pin moves: dragged, or put where the map is clicked. Without it the map only shows. */
  active?: number;
  onPlace?: (index: number, at: LatLng) => void;
  /** A pin clicked: its address becomes the active one. */
  onPick?: (index: number) => void;
  /** Where to look now (a city just chosen); a new object each time it should move. */
  focus?: LatLng | null;
  height?: number | string;
}

/** Moves the camera to each new focus, close enough to place a pin within the town. Renders nothing. */
function LookAt({ focus }: { focus: LatLng | null | undefined }) {
  const map = useMapInstance();
  useEffect(() => {
    if (focus) map.jumpTo({ center: [focus.longitude, focus.latitude], zoom: Math.max(map.getZoom(), 11) });
  }, [map, focus]);
  return null;
}

/** Mounted by MapView once the style is in: the pins are on the map from then on. */
function Ready({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}

/**
 * A client's or vendor's addresses as labelled pins. On the form, the active address's pin is the shared
 * PinPicker's (dragged, or put down where the map is clicked), and clicking another pin makes its address the
 * active one. Its own chunk (MapLibre).
 */
export function PartyPinsMap({ pins, active, onPlace, onPick, focus, height = 360 }: PartyPinsMapProps) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const placed = pins.flatMap((pin, index) => (pin ? [{ ...pin, index }] : []));
  const editing = onPlace !== undefined && active !== undefined;
  const placeActive = useCallback(
    (at: LatLng) => {
      if (active !== undefined) onPlace?.(active, at);
    },
    [active, onPlace],
  );
  return (
    <Box
      h={height}
      role="region"
      aria-label={t('parties.map.label')}
      aria-busy={!ready}
      data-testid="party-map"
      data-pins={placed.length}
      className={classes.frame}
    >
      <MapView>
        {placed.map((pin) =>
          editing && pin.index === active ? null : (
            <Marker
              key={pin.index}
              latitude={pin.latitude}
              longitude={pin.longitude}
              anchor="bottom"
              onClick={(event) => {
                event.originalEvent.stopPropagation();
                onPick?.(pin.index);
              }}
            >
              <div
                className={classes.pin}
                data-testid={`pin-${pin.index}`}
                role="img"
                aria-label={t('parties.map.pin', { label: pin.label })}
              >
                <svg width="26" height="34" viewBox="0 0 26 34" aria-hidden="true">
                  <path
                    d="M13 1C6.4 1 1 6.3 1 12.9 1 22 13 33 13 33s12-11 12-20.1C25 6.3 19.6 1 13 1z"
                    className={classes.pinShape}
                  />
                  <circle cx="13" cy="13" r="4.5" fill="#fff" />
                </svg>
                <span className={classes.pinLabel}>{pin.label}</span>
              </div>
            </Marker>
          ),
        )}
        {editing ? <PinPicker position={pins[active] ?? null} onPick={placeActive} /> : null}
        <FitToPoints points={placed} maxZoom={12} />
        <LookAt focus={focus} />
        <Ready onReady={setReady} />
      </MapView>
    </Box>
  );
}
