import { Autocomplete, Fieldset, NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { loadWeightKg } from '../../../domain/loadWeight';
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

type LoadFields = Pick<RequestFormValues, 'productId' | 'packageId' | 'quantity'>;

/** The weight the load's product, package and quantity come to, where they tell it. */
const weightOf = (options: FormOptions, load: LoadFields): number | null => {
  const unit = options.products.find((p) => String(p.id) === load.productId)?.unit;
  const packed = options.packages.find((p) => String(p.id) === load.packageId)?.unitWeightKg ?? null;
  return unit === undefined ? null : loadWeightKg(Number(load.quantity), unit, packed);
};

/** What is carried and in what: product, package, quantity, weight, vehicle type and count. */
export function LoadSection({ form, options, hideMaterial }: LoadSectionProps) {
  const { t } = useTranslation();
  const hidden = hideMaterial ? t('requests.form.load.hidden') : undefined;
  const product = form.getInputProps('productId');
  const pack = form.getInputProps('packageId');
  const quantity = form.getInputProps('quantity');
  // The weight follows the load (12 MT is 12,000 kg; 400 bags of 50 kg are 20,000 kg) until it is typed by hand.
  const followWeight = (change: Partial<LoadFields>) => {
    const values = form.getValues();
    const before = weightOf(options, values);
    const after = weightOf(options, { ...values, ...change });
    const typedByHand = values.weightKg !== '' && Number(values.weightKg) !== before;
    if (after !== null && !typedByHand) form.setFieldValue('weightKg', after);
  };
  // Picking a product picks its default package, unless the package was chosen by hand.
  const chooseProduct = (productId: string | null) => {
    const { packageId, productId: previous } = form.getValues();
    const change: Partial<LoadFields> = { productId };
    if (packageId === null || packageId === defaultPackageOf(options, previous))
      change.packageId = defaultPackageOf(options, productId);
    followWeight(change);
    if ('packageId' in change) form.setFieldValue('packageId', change.packageId ?? null);
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
          {...pack}
          onChange={(packageId) => {
            followWeight({ packageId });
            pack.onChange(packageId);
          }}
        />
        <NumberInput
          label={t('requests.form.load.quantity')}
          description={hidden}
          required
          min={0}
          decimalScale={3}
          {...quantity}
          onChange={(value) => {
            followWeight({ quantity: value });
            quantity.onChange(value);
          }}
          data-testid="request-quantity"
        />
        <NumberInput
          label={t('requests.form.load.weight')}
          description={t('requests.form.load.weightWorkedOut')}
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
