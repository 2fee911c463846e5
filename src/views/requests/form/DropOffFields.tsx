import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PlaceOption } from '../../../domain/schemas/formOptions';
import { CitySelect } from '../../components/CitySelect';
import { dropOffRow, type RequestFormValues } from './requestFormValues';

interface DropOffFieldsProps {
  form: UseFormReturnType<RequestFormValues>;
  /** Places to add in one click: the party's saved addresses, or the plant's gate. */
  saved: readonly (PlaceOption & { label: string })[];
}

const MAX_DROP_OFFS = 10;

/** The drop-off addresses in delivery order; the last one cannot be removed (seed-spec §4). */
export function DropOffFields({ form, saved }: DropOffFieldsProps) {
  const { t } = useTranslation();
  const rows = form.getValues().dropOffs;
  const remove = (index: number) => {
    if (rows.length === 1) {
      form.setFieldError('dropOffs', t('common.spec.keepOneDropOff'));
      return;
    }
    form.removeListItem('dropOffs', index);
  };
  const add = (place?: PlaceOption) => {
    form.clearFieldError('dropOffs');
    form.insertListItem('dropOffs', dropOffRow(place ? { ...place } : undefined));
  };
  const full = rows.length >= MAX_DROP_OFFS;

  return (
    <Stack gap="xs" mt="md" data-testid="drop-offs">
      <Text size="sm" fw={500}>
        {t('requests.form.dropOffs.title')}
      </Text>
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap" data-testid="drop-off-row">
          <Text size="sm" c="dimmed" w={20} pt={8}>
            {index + 1}.
          </Text>
          <TextInput
            aria-label={t('requests.form.dropOffs.address', { n: index + 1 })}
            placeholder={t('requests.form.dropOffs.addressPlaceholder')}
            style={{ flex: 2 }}
            {...form.getInputProps(`dropOffs.${index}.address`)}
          />
          <CitySelect
            aria-label={t('requests.form.dropOffs.city', { n: index + 1 })}
            placeholder={t('requests.form.dropOffs.cityPlaceholder')}
            style={{ flex: 1 }}
            {...form.getInputProps(`dropOffs.${index}.cityId`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={2}
            aria-label={t('requests.form.dropOffs.remove', { n: index + 1 })}
            onClick={() => remove(index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {form.errors.dropOffs ? (
        <Text size="sm" c="red" role="alert" data-testid="drop-offs-error">
          {form.errors.dropOffs}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => add()} disabled={full}>
          {t('requests.form.dropOffs.add')}
        </Button>
        {saved.length > 0 ? (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="xs" disabled={full}>
                {t('requests.form.dropOffs.addSaved')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {saved.map((place) => (
                <Menu.Item key={`${place.label}-${place.address}`} onClick={() => add(place)}>
                  {place.label} · {place.city}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Stack>
  );
}
