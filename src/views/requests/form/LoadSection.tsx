import { Autocomplete, Fieldset, NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { FormOptions } from '../../../domain/schemas/formOptions';
import type { RequestFormValues } from './requestFormValues';

interface LoadSectionProps {
  form: UseFormReturnType<RequestFormValues>;
  options: FormOptions;
  /** The industry hides material from transporters: say so where it is entered. */
  hideMaterial: boolean;
}

/** A product's default package, as the package select holds it, when that package is on offer (active). */
const defaultPackageOf = (options: FormOptions, productId: string | null): string | null => {
  const packageId = options.products.find((p) => String(p.id) === productId)?.defaultPackageId;
  return options.packages.some((p) => p.id === packageId) ? String(packageId) : null;
};

/** What is carried and in what: product, package, quantity, weight, vehicle type and count. */
export function LoadSection({ form, options, hideMaterial }: LoadSectionProps) {
  const { t } = useTranslation();
  const hidden = hideMaterial ? t('requests.form.load.hidden') : undefined;
  const product = form.getInputProps('productId');
  // Picking a product picks its default package, unless the package was chosen by hand.
  const chooseProduct = (productId: string | null) => {
    const { packageId, productId: previous } = form.getValues();
    if (packageId === null || packageId === defaultPackageOf(options, previous)) {
      form.setFieldValue('packageId', defaultPackageOf(options, productId));
    }
    product.onChange(productId);
  };
  return (
    <Fieldset legend={t('requests.form.load.legend')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Select
          label={t('requests.form.load.product')}
          placeholder={t('requests.form.load.chooseProduct')}
          description={hidden}
          required
          searchable
          data={options.products.map((p) => ({ value: String(p.id), label: `${p.name} (${p.unit})` }))}
          {...product}
          onChange={chooseProduct}
          data-testid="request-product"
        />
        <Select
          label={t('requests.form.load.package')}
          placeholder={t('requests.form.load.loose')}
          description={hidden}
          clearable
          data={options.packages.map((p) => ({ value: String(p.id), label: p.name }))}
          {...form.getInputProps('packageId')}
        />
        <NumberInput
          label={t('requests.form.load.quantity')}
          description={hidden}
          required
          min={0}
          decimalScale={3}
          {...form.getInputProps('quantity')}
          data-testid="request-quantity"
        />
        <NumberInput
          label={t('requests.form.load.weight')}
          required
          min={0}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('weightKg')}
          data-testid="request-weight"
        />
        <Autocomplete
          label={t('requests.form.load.vehicleType')}
          placeholder={t('requests.form.load.vehicleTypeExample')}
          required
          data={options.vehicleTypes}
          {...form.getInputProps('vehicleType')}
          data-testid="request-vehicle-type"
        />
        <NumberInput
          label={t('requests.form.load.vehicles')}
          required
          min={1}
          max={100}
          allowDecimal={false}
          {...form.getInputProps('vehicleCount')}
          data-testid="request-vehicle-count"
        />
      </SimpleGrid>
    </Fieldset>
  );
}
