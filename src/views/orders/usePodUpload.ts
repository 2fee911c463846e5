import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { transferApi } from '../../api/transfer';
import { useApi } from '../../app/useApi';
import type { PodFileKind } from '../../domain/podFiles';
import type { OrderDetail } from '../../domain/schemas/orders';
import { useOrderUpdate } from './useOrderUpdate';

export interface PodUpload {
  file: File;
  /** Given when the upload confirms the delivery. */
  delivery: { receivedBy: string } | null;
  /** The paper added on its own (no delivery): a further POD page unless said otherwise. */
  kind?: PodFileKind;
}

/** Sends one paper to the side's own route (the shipper's or the transporter's) and answers its order. */
export type PodSender<T> = (
  upload: PodUpload,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
) => Promise<T>;

/**
 * Sends a POD file with its progress (0..1) and hands the order the server answers to `onDone`; leaving the
 * screen or cancelling stops the upload. Whoever sends it (shipper or transporter) gives its own route.
 */
export function usePodUpload<T>(send: PodSender<T>, onDone: (order: T, upload: PodUpload) => void) {
  const [sent, setSent] = useState(0);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: (upload: PodUpload) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setSent(0);
      return send(upload, setSent, controller.signal);
    },
    onSuccess: onDone,
  });
  const cancelled = mutation.error instanceof DOMException && mutation.error.name === 'AbortError';
  return { mutation, sent, cancelled, cancel: () => running.current?.abort() };
}

export type PodUploader = ReturnType<typeof usePodUpload<unknown>>;

/** The shipper's upload on its order page: the order as the server answers it is shown, the lists refetch. */
export function useOrderPodUpload(orderId: number, onDone: (order: OrderDetail, upload: PodUpload) => void) {
  const api = useApi(transferApi);
  const update = useOrderUpdate();
  return usePodUpload(
    ({ file, delivery }, onProgress, signal) => api.pod(orderId, file, delivery, onProgress, signal),
    (order, upload) => {
      update(order);
      onDone(order, upload);
    },
  );
}
