import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pinCodesApi } from '../../api/pinCodes';
import { useApi } from '../../app/useApi';
import type { PinLocality } from '../../domain/schemas/pinLocalities';

type PinLocalitySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  /** The address's PIN code as typed: its localities are asked once it is six digits. */
  pincode: string;
  /** The locality chosen, by name. */
  value: string | null;
  onPick: (locality: PinLocality) => void;
};

const SIX_DIGITS = /^[1-9]\d{5}$/;

/**
 * The localities of a PIN code (GeoNames' Indian postal codes, shipped with the product): choosing one places
 * the address's pin on it, kilometres nearer than the city's centre.
 */
export function PinLocalitySelect({ pincode, value, onPick, ...props }: PinLocalitySelectProps) {
  const { t } = useTranslation();
  const api = useApi(pinCodesApi);
  const code = pincode.trim();
  const ready = SIX_DIGITS.test(code);
  const localities = useQuery({
    queryKey: ['pin-code', code],
    queryFn: ({ signal }) => api.localities(code, signal),
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const list = ready ? (localities.data?.localities ?? []) : [];
  const data = list.map((l) => ({ value: l.name, label: `${l.name}, ${l.district}` }));
  const hint = !ready
    ? undefined
    : localities.isFetching
      ? t('common.state.loading')
      : list.length === 0
        ? t('components.pinLocality.unknown')
        : t('components.pinLocality.choose');
  return (
    <Select
      {...props}
      searchable
      data={data}
      value={value && data.some((d) => d.value === value) ? value : null}
      onChange={(next) => {
        const picked = list.find((l) => l.name === next);
        if (picked) onPick(picked);
      }}
      disabled={data.length === 0}
      description={hint}
    />
  );
}
