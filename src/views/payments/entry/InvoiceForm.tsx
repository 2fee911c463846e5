import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Menu,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { invoicesApi } from '../../../api/invoices';
import { transporterPortalApi } from '../../../api/transporterPortal';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import { FREIGHT_LINE_KINDS, lineAmount } from '../../../domain/freightInvoice';
import { GST_CHARGE_MODES, rateOf } from '../../../domain/gtaGst';
import { rupeesToPaise } from '../../../domain/money';
import { InvoiceBody, type InvoiceDetail, type InvoiceDraft } from '../../../domain/schemas/payments';
import { useFormat } from '../../../i18n/useFormat';
import { linkTo } from '../../../routes/links';
import { errorText } from '../../components/errorText';
import { SectionCard } from '../../components/SectionCard';
import { serverFieldErrors } from '../../components/serverFieldErrors';
import { InvoiceFigures } from './InvoiceFigures';
import { INVOICE_AUTHORS, type InvoiceAuthor } from './invoiceAuthor';
import { blankLine, type InvoiceFormValues, invoiceBodyOf } from './invoiceFormValues';

type Body = z.input<typeof InvoiceBody>;

interface InvoiceFormProps {
  draft: InvoiceDraft;
  initialValues: InvoiceFormValues;
  /** The disputed invoice being corrected; absent for a new one. */
  invoice?: Pick<InvoiceDetail, 'id'>;
  /** Who fills it in (`invoiceAuthor.ts`): how the form speaks, where it sends the invoice and goes after. */
  author?: InvoiceAuthor;
}

const check = schemaResolver(InvoiceBody, { sync: true });

/**
 * A transporter's invoice as the shipper types it from the paper or PDF, or as the transporter raises it in its
 * portal: its number, date, GST charge mode, e-invoice IRN and lines, checked by the API's own schema as typed,
 * with the figures the server will compute beside it. A disputed invoice is corrected in the same form and
 * submitted again.
 */
export function InvoiceForm({ draft, initialValues, invoice, author = 'shipper' }: InvoiceFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const api = useApi(invoicesApi);
  const portal = useApi(transporterPortalApi);
  const flash = useFlash();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<InvoiceFormValues>({ initialValues, validate: check, validateInputOnBlur: true });
  const side = INVOICE_AUTHORS[author];
  const wording = side.wording;

  const save = useMutation({
    mutationFn: (body: Body) =>
      author === 'transporter'
        ? invoice
          ? portal.reviseInvoice(invoice.id, body)
          : portal.raiseInvoice({ ...body, orderId: draft.order.id })
        : invoice
          ? api.revise(invoice.id, body)
          : api.enter({ ...body, orderId: draft.order.id }),
    onSuccess: (saved) => {
      for (const queryKey of side.changes) void queries.invalidateQueries({ queryKey });
      flash(
        invoice
          ? t('payments.entry.revised', { number: saved.number })
          : t(wording.entered, { number: saved.number }),
      );
      navigate(linkTo(side.saved));
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  // The schema has accepted the values by the time onSubmit runs.
  const submit = form.onSubmit((values) => save.mutate(invoiceBodyOf(values) as Body));
  const otherFailure =
    save.isError && Object.keys(serverFieldErrors(save.error)).length === 0
      ? errorText(i18n, save.error)
      : null;

  const lines = form.getValues().lines;
  return (
    <form onSubmit={submit} noValidate aria-label={t(wording.form)} data-testid="invoice-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <SectionCard title={t('payments.entry.invoiceSection')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('payments.entry.number')}
                  description={t(wording.numberNote)}
                  required
                  maxLength={16}
                  data-testid="invoice-number"
                  {...form.getInputProps('number')}
                />
                <TextInput
                  type="date"
                  label={t('payments.entry.issuedOn')}
                  required
                  data-testid="invoice-issued-on"
                  {...form.getInputProps('issuedOn')}
                />
              </SimpleGrid>
              <Radio.Group
                mt="md"
                label={t('payments.entry.chargeMode')}
                required
                {...form.getInputProps('chargeMode')}
              >
                <Stack gap="xs" mt={6}>
                  {GST_CHARGE_MODES.map((mode) => (
                    <Radio
                      key={mode}
                      value={mode}
                      data-testid={`charge-${mode}`}
                      label={t(`payments.entry.chargeModes.${mode}.label`, {
                        rate: rateOf(mode, draft.rates),
                      })}
                      description={t(wording.chargeModes[mode])}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <TextInput
                mt="md"
                label={t('payments.entry.irn')}
                description={t('payments.entry.irnNote')}
                maxLength={64}
                spellCheck={false}
                styles={{ input: { fontFamily: 'monospace' } }}
                data-testid="invoice-irn"
                {...form.getInputProps('irn')}
              />
            </SectionCard>
            <SectionCard
              title={t('payments.entry.linesSection')}
              description={t('payments.entry.linesNote', { award: format.inr(draft.order.freightPaise) })}
              actions={
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button variant="light" size="xs" disabled={lines.length >= 20} data-testid="add-line">
                      {t('payments.entry.addLine')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {FREIGHT_LINE_KINDS.map((kind) => (
                      <Menu.Item
                        key={kind}
                        data-testid={`add-line-${kind}`}
                        onClick={() => form.insertListItem('lines', blankLine(kind))}
                      >
                        {t(`payments.kinds.${kind}`)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              }
            >
              <Stack gap="md">
                {lines.map((line, index) => {
                  const amount =
                    typeof line.quantity === 'number' && typeof line.rateInr === 'number'
                      ? format.inr(
                          lineAmount({ quantity: line.quantity, ratePaise: rupeesToPaise(line.rateInr) }),
                        )
                      : '—';
                  return (
                    <Group
                      key={line.key}
                      align="flex-start"
                      gap="sm"
                      wrap="nowrap"
                      data-testid={`line-${index}`}
                    >
                      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: 1 }}>
                        <NativeSelect
                          label={t('payments.detail.kind')}
                          data={FREIGHT_LINE_KINDS.map((kind) => ({
                            value: kind,
                            label: t(`payments.kinds.${kind}`),
                          }))}
                          data-testid={`line-${index}-kind`}
                          {...form.getInputProps(`lines.${index}.kind`)}
                        />
                        <NumberInput
                          label={t('payments.detail.quantity')}
                          description={t(`payments.entry.quantityOf.${line.kind}`)}
                          min={1}
                          max={10_000}
                          allowDecimal={false}
                          allowNegative={false}
                          clampBehavior="none"
                          required
                          data-testid={`line-${index}-quantity`}
                          {...form.getInputProps(`lines.${index}.quantity`)}
                        />
                        <NumberInput
                          label={t('payments.entry.rate')}
                          min={0}
                          decimalScale={2}
                          allowNegative={false}
                          thousandSeparator=","
                          thousandsGroupStyle="lakh"
                          hideControls
                          clampBehavior="none"
                          required
                          data-testid={`line-${index}-rate`}
                          {...form.getInputProps(`lines.${index}.rateInr`)}
                        />
                        <Stack gap={2}>
                          <Text size="sm" fw={500}>
                            {t('payments.detail.amount')}
                          </Text>
                          <Text size="sm" pt={6} data-testid={`line-${index}-amount`}>
                            {amount}
                          </Text>
                        </Stack>
                      </SimpleGrid>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={28}
                        disabled={lines.length === 1}
                        aria-label={t('payments.entry.removeLine', {
                          line: index + 1,
                          kind: t(`payments.kinds.${line.kind}`),
                        })}
                        onClick={() => form.removeListItem('lines', index)}
                        data-testid={`line-${index}-remove`}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  );
                })}
                {typeof form.errors.lines === 'string' ? (
                  <Text size="sm" c="red" role="alert">
                    {form.errors.lines}
                  </Text>
                ) : null}
              </Stack>
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <SectionCard title={t('payments.entry.figuresSection')} description={t(wording.figuresNote)}>
            <InvoiceFigures values={form.getValues()} draft={draft} author={author} />
          </SectionCard>
        </Grid.Col>
      </Grid>
      {otherFailure ? (
        <Alert color="red" variant="light" mt="md" role="alert" data-testid="invoice-failure">
          {otherFailure}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="xl">
        {/* A correction goes back to the list the invoice is followed in. */}
        <Button component={Link} href={linkTo(invoice ? side.saved : side.cancel)} variant="default">
          {t('common.actions.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="invoice-save">
          {invoice ? t('payments.entry.submitRevision') : t(wording.submit)}
        </Button>
      </Group>
    </form>
  );
}
