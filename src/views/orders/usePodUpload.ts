import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { transferApi } from '../../api/transfer';
import { useApi } from '../../app/useApi';
import type { OrderDetail } from '../../domain/schemas/orders';
import { useOrderUpdate } from './useOrderUpdate';

export interface PodUpload {
  file: File;
  /** Given when the upload confirms the delivery. */
  delivery: { receivedBy: string } | null;
}

/**
 * Sends a POD file with its progress (0..1) and shows the order as the server answers it; leaving the screen
 * or cancelling stops the upload.
 */
export function usePodUpload(orderId: number, onDone: (order: OrderDetail, upload: PodUpload) => void) {
  const api = useApi(transferApi);
  const update = useOrderUpdate();
  const [sent, setSent] = useState(0);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: ({ file, delivery }: PodUpload) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setSent(0);
      return api.pod(orderId, file, delivery, setSent, controller.signal);
    },
    onSuccess: (order, upload) => {
      update(order);
      onDone(order, upload);
    },
  });
  const cancelled = mutation.error instanceof DOMException && mutation.error.name === 'AbortError';
  return { mutation, sent, cancelled, cancel: () => running.current?.abort() };
}
