import '../components/dropdownStyles.css';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { plantChoicesQuery, plantsApi } from '../../api/plants';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';

/** The header's plant selector; the choice is kept in the session as the selected plant. */
export function PlantSelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(plantsApi);
  const token = useSelector(session, (s) => s.context.token);
  const selected = useSelector(session, (s) => s.context.selectedPlant);
  const plants = useQuery(plantChoicesQuery(api, token));
  const data = (plants.data?.rows ?? []).map((plant) => ({ value: String(plant.id), label: plant.name }));

  return (
    <Select
      data-testid="plant-select"
      aria-label={t('layout.plantSelect.label')}
      placeholder={t(plants.isError ? 'layout.plantSelect.unavailable' : 'layout.plantSelect.all')}
      data={data}
      value={selected === null ? null : String(selected)}
      onChange={(value) =>
        session.send({ type: 'session.plantSelect', plantId: value ? Number(value) : null })
      }
      // Typing narrows the list; when nothing matches the list closes rather than showing an empty listbox,
      // which is invalid ARIA, and the header has no room for a hint under the field.
      searchable
      clearable
      disabled={plants.isError}
      w={fullWidth ? '100%' : 200}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
