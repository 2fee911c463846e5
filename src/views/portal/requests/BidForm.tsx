import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { transporterPortalApi } from '../../../api/transporterPortal';
import { useApi } from '../../../app/useApi';
import { BidReviseInput, type OfferedRequest, type TransporterBidReply } from '../../../domain/schemas/bids';
import { useFormat } from '../../../i18n/useFormat';
import { errorText } from '../../components/errorText';
import { FailureAlert } from '../../components/FailureAlert';
import { serverFieldErrors } from '../../components/serverFieldErrors';
import { applyBidReply, OPEN_REQUESTS_KEY, standingBid } from './openRequestsQuery';

type BidValues = { amountInr: number | '' };
type BidStep = { kind: 'place' | 'revise'; amountInr: number } | { kind: 'withdraw' };

/**
 * Place a bid, lower it, or withdraw it. The shared schema checks the amount as typed; the bidding rules
 * (window, ceiling, each revision lower than the last) are the server's, and its refusal is shown as it words
 * it, in the reader's language.
 */
export function BidForm({ offer, open }: { offer: OfferedRequest; open: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const portal = useApi(transporterPortalApi);
  const queryClient = useQueryClient();
  const standing = standingBid(offer);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<BidValues>({
    initialValues: { amountInr: '' },
    validate: schemaResolver(BidReviseInput, { sync: true }),
  });

  const mutation = useMutation<TransporterBidReply, Error, BidStep>({
    mutationFn: (step) => {
      if (step.kind === 'place') return portal.placeBid(offer.id, step.amountInr);
      if (!standing) throw new Error('No standing bid');
      return step.kind === 'revise'
        ? portal.reviseBid(offer.id, standing.id, step.amountInr)
        : portal.withdrawBid(offer.id, standing.id);
    },
    onMutate: () => setDone(null),
    onSuccess: (reply, step) => {
      const values = { number: offer.number, amount: format.inr(reply.amountPaise) };
      setDone(
        step.kind === 'place'
          ? t('portal.bid.placed', values)
          : step.kind === 'revise'
            ? t('portal.bid.revised', values)
            : t('portal.bid.withdrawn', values),
      );
      form.reset();
      applyBidReply(queryClient, reply);
      void queryClient.invalidateQueries({ queryKey: OPEN_REQUESTS_KEY });
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const failure =
    mutation.error && !(isApiError(mutation.error) && Object.keys(mutation.error.fields).length > 0)
      ? errorText(i18n, mutation.error)
      : null;

  const submit = form.onSubmit(({ amountInr }) =>
    mutation.mutate({ kind: standing ? 'revise' : 'place', amountInr: Number(amountInr) }),
  );
  const confirmWithdraw = () =>
    modals.openConfirmModal({
      title: t('portal.bid.confirmWithdrawTitle'),
      centered: true,
      children: <Text size="sm">{t('portal.bid.confirmWithdraw', { number: offer.number })}</Text>,
      labels: { confirm: t('portal.bid.withdraw'), cancel: t('portal.bid.keep') },
      confirmProps: { color: 'red.9', 'data-testid': 'bid-withdraw-confirm' },
      onConfirm: () => mutation.mutate({ kind: 'withdraw' }),
    });

  if (!open)
    return (
      <Text size="sm" c="dimmed">
        {t('portal.bid.closed')}
      </Text>
    );
  return (
    <form onSubmit={submit} noValidate aria-label={t('portal.bid.form', { number: offer.number })}>
      <Stack gap="sm">
        {failure ? (
          <div data-testid="bid-refusal">
            <FailureAlert>{failure}</FailureAlert>
          </div>
        ) : null}
        {done ? (
          <Text size="sm" c="teal.9" fw={600} role="status" data-testid="bid-saved">
            {done}
          </Text>
        ) : null}
        <NumberInput
          label={t('portal.bid.amount')}
          description={
            standing
              ? t('portal.bid.reviseHint', { amount: format.inr(standing.amountPaise) })
              : t('portal.bid.amountHint', { ceiling: format.inr(offer.ceilingPaise) })
          }
          inputMode="decimal"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          hideControls
          size="md"
          required
          data-testid="bid-amount"
          {...form.getInputProps('amountInr')}
        />
        <Group grow gap="sm" wrap="wrap">
          <Button type="submit" size="md" loading={mutation.isPending} data-testid="bid-submit">
            {standing ? t('portal.bid.revise') : t('portal.bid.place')}
          </Button>
          {standing ? (
            <Button
              variant="default"
              size="md"
              c="red.9"
              onClick={confirmWithdraw}
              disabled={mutation.isPending}
              data-testid="bid-withdraw"
            >
              {t('portal.bid.withdraw')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
