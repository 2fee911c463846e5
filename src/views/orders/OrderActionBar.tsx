import { Button, Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ordersApi } from '../../api/orders';
import { useApi } from '../../app/useApi';
import type { OrderAction, OrderDetail } from '../../domain/schemas/orders';
import { linkTo } from '../../routes/links';
import { AfterFirstPaint } from '../components/AfterFirstPaint';
import { errorText } from '../components/errorText';
import { ReasonConfirmModal } from '../components/ReasonConfirmModal';
import { AssignVehicleForm } from './AssignVehicleForm';
import { isStepEvent, orderActionLabel } from './orderActionLabels';
import { PodUploadForm } from './PodUploadForm';
import { useOrderUpdate } from './useOrderUpdate';
import { useOrderPodUpload } from './usePodUpload';

type Action = z.infer<typeof OrderAction>;
type Dialog = 'assign' | 'pod' | 'reject' | 'cancel' | null;

/**
 * One button per event the order machine allows now (the server's `actions[]`). Plain steps go at once; the
 * vehicle, POD, reject and cancel open their form or confirmation; gate passes are recorded on the gate screen.
 */
export function OrderActionBar({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const api = useApi(ordersApi);
  const update = useOrderUpdate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const step = useMutation({
    mutationFn: (event: Parameters<typeof api.step>[1]['event']) => api.step(order.id, { event }),
    onSuccess: update,
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('orders.actions.notDone'),
        message: errorText(i18n, error),
      }),
  });
  const close = () => setDialog(null);

  const button = (action: Action) => {
    const label = orderActionLabel(t, action);
    const testId = `order-action-${action}`;
    if (isStepEvent(action))
      return (
        <Button
          key={action}
          onClick={() => step.mutate(action)}
          loading={step.isPending && step.variables === action}
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
          href={linkTo('gate', { direction: order.direction })}
          variant="light"
          data-testid={testId}
        >
          {label}
        </Button>
      );
    const opens: Record<typeof action, Dialog> = {
      'vehicle.assign': 'assign',
      'delivery.confirm': 'pod',
      'order.reject': 'reject',
      'order.cancel': 'cancel',
    };
    const destructive = action === 'order.reject' || action === 'order.cancel';
    return (
      <Button
        key={action}
        onClick={() => setDialog(opens[action])}
        color={destructive ? 'red' : undefined}
        variant={destructive ? 'light' : 'filled'}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  };

  return (
    <Group gap="sm">
      {order.actions.map(button)}
      <Modal opened={dialog === 'assign'} onClose={close} title={t('orders.actions.assignVehicle')} size="lg">
        <AfterFirstPaint>
          <AssignVehicleForm
            save={async (values) => update(await api.assignVehicle(order.id, values))}
            onDone={close}
          />
        </AfterFirstPaint>
      </Modal>
      <Modal opened={dialog === 'pod'} onClose={close} title={t('orders.actions.proofOfDelivery')}>
        <AfterFirstPaint>
          <OrderPodForm orderId={order.id} onDone={close} />
        </AfterFirstPaint>
      </Modal>
      <ReasonConfirmModal
        opened={dialog === 'reject'}
        onClose={close}
        confirmLabel={t('orders.actions.rejectOrder')}
        onConfirm={async (reason) => update(await api.reject(order.id, reason))}
      />
      <ReasonConfirmModal
        opened={dialog === 'cancel'}
        onClose={close}
        confirmLabel={t('orders.actions.cancelOrder')}
        onConfirm={async (reason) => update(await api.cancel(order.id, reason))}
      />
    </Group>
  );
}

/** The shipper's POD form, its upload living as long as the dialog (closing the dialog stops it). */
function OrderPodForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  return <PodUploadForm uploader={useOrderPodUpload(orderId, onDone)} />;
}
