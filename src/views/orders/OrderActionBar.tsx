import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ordersApi } from '../../api/orders';
import { useApi } from '../../app/useApi';
import type { ORDER_STEP_EVENTS, OrderAction, OrderDetail } from '../../domain/schemas/orders';
import type { Direction } from '../../domain/statuses';
import { linkTo } from '../../routes/links';
import { Dialog } from '../components/Dialog';
import { errorText } from '../components/errorText';
import { ReasonConfirmModal } from '../components/ReasonConfirmModal';
import { AssignVehicleForm, type VehicleAssignment } from './AssignVehicleForm';
import { isStepEvent, orderActionLabel } from './orderActionLabels';
import { PodUploadForm } from './PodUploadForm';
import { useOrderUpdate } from './useOrderUpdate';
import { useOrderPodUpload } from './usePodUpload';

type Action = z.infer<typeof OrderAction>;
type StepEvent = (typeof ORDER_STEP_EVENTS)[number];
type OpenDialog = 'assign' | 'pod' | 'reject' | 'cancel' | null;

const OPENS: Record<Exclude<Action, StepEvent | 'gate.in' | 'gate.out'>, OpenDialog> = {
  'vehicle.assign': 'assign',
  'delivery.confirm': 'pod',
  'order.reject': 'reject',
  'order.cancel': 'cancel',
};

/**
 * One button per event the order machine allows now (the server's `actions[]`). Plain steps go at once; the
 * vehicle, POD, reject and cancel open their form or confirmation; gate passes are recorded on the gate screen.
 * A tap that opens a dialog renders the dialog that opens, not the buttons and the other dialogs.
 */
export function OrderActionBar({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const api = useApi(ordersApi);
  const update = useOrderUpdate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const step = useMutation({
    mutationFn: (event: StepEvent) => api.step(order.id, { event }),
    onSuccess: update,
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('orders.actions.notDone'),
        message: errorText(i18n, error),
      }),
  });
  const close = useCallback(() => setDialog(null), []);
  const orderId = order.id;
  const assign = useCallback(
    async (values: VehicleAssignment) => update(await api.assignVehicle(orderId, values)),
    [api, orderId, update],
  );
  const reject = useCallback(
    async (reason: string) => update(await api.reject(orderId, reason)),
    [api, orderId, update],
  );
  const cancel = useCallback(
    async (reason: string) => update(await api.cancel(orderId, reason)),
    [api, orderId, update],
  );

  return (
    <Group gap="sm">
      <ActionButtons
        actions={order.actions}
        direction={order.direction}
        stepping={step.isPending ? (step.variables ?? null) : null}
        onStep={step.mutate}
        onOpen={setDialog}
      />
      <AssignVehicleDialog opened={dialog === 'assign'} onClose={close} save={assign} />
      <PodDialog opened={dialog === 'pod'} orderId={orderId} onClose={close} />
      <ReasonConfirmModal
        opened={dialog === 'reject'}
        onClose={close}
        confirmLabel={t('orders.actions.rejectOrder')}
        onConfirm={reject}
      />
      <ReasonConfirmModal
        opened={dialog === 'cancel'}
        onClose={close}
        confirmLabel={t('orders.actions.cancelOrder')}
        onConfirm={cancel}
      />
    </Group>
  );
}

const ActionButtons = memo(function ActionButtons({
  actions,
  direction,
  stepping,
  onStep,
  onOpen,
}: {
  actions: readonly Action[];
  direction: Direction;
  /** The plain step being sent, if one is. */
  stepping: StepEvent | null;
  onStep: (event: StepEvent) => void;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation();
  return actions.map((action) => {
    const label = orderActionLabel(t, action);
    const testId = `order-action-${action}`;
    if (isStepEvent(action))
      return (
        <Button
          key={action}
          onClick={() => onStep(action)}
          loading={stepping === action}
          data-testid={testId}
        >
          {label}
        </Button>
      );
    if (action === 'gate.in' || action === 'gate.out')
      return (
        <Button
          key={action}
          component={Link}
          href={linkTo('gate', { direction })}
          variant="light"
          data-testid={testId}
        >
          {label}
        </Button>
      );
    const destructive = action === 'order.reject' || action === 'order.cancel';
    return (
      <Button
        key={action}
        onClick={() => onOpen(OPENS[action])}
        color={destructive ? 'red' : undefined}
        variant={destructive ? 'light' : 'filled'}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  });
});

const AssignVehicleDialog = memo(function AssignVehicleDialog({
  opened,
  onClose,
  save,
}: {
  opened: boolean;
  onClose: () => void;
  save: (values: VehicleAssignment) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('orders.actions.assignVehicle')} size="lg">
      <AssignVehicleForm save={save} onDone={onClose} />
    </Dialog>
  );
});

const PodDialog = memo(function PodDialog({
  opened,
  orderId,
  onClose,
}: {
  opened: boolean;
  orderId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('orders.actions.proofOfDelivery')}>
      <OrderPodForm orderId={orderId} onDone={onClose} />
    </Dialog>
  );
});

/** The shipper's POD form, its upload living as long as the dialog (closing the dialog stops it). */
function OrderPodForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  return <PodUploadForm uploader={useOrderPodUpload(orderId, onDone)} />;
}
