import type { UseFormReturnType } from '@mantine/form';
import { useCallback, useMemo, useRef } from 'react';
import type { LatLng } from '../../../domain/geo';

/** A form's coordinates as typed: number inputs hold '' while empty. */
export interface PinValues extends Record<string, unknown> {
  latitude: number | string;
  longitude: number | string;
}

/** The point the coordinates name, once both of them are numbers. */
export const pinOf = (latitude: unknown, longitude: unknown): LatLng | null =>
  typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;

/**
 * A form's latitude and longitude as a pin on a map, and the handler that moves them when the map is clicked
 * or the pin dragged. The map keeps its handler across renders, so the handler reaches the form through a ref.
 */
export function usePinField<Values extends PinValues>(form: UseFormReturnType<Values>) {
  const { latitude, longitude } = form.getValues();
  const pin = useMemo(() => pinOf(latitude, longitude), [latitude, longitude]);
  const formRef = useRef(form);
  formRef.current = form;
  const onPick = useCallback((point: LatLng) => {
    formRef.current.setValues({ latitude: point.latitude, longitude: point.longitude } as Partial<Values>);
  }, []);
  return { pin, onPick, formRef };
}
