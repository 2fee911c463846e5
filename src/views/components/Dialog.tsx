import { Modal, type ModalProps } from '@mantine/core';
import { AfterFirstPaint } from './AfterFirstPaint';
import { useOpenedAfterPaint } from './useOpenedAfterPaint';

/**
 * The app's dialog: Mantine's modal, opened once the frame of the tap that asked for it has painted
 * (`useOpenedAfterPaint`), its body drawn a frame after the dialog's own first frame (`AfterFirstPaint`). Every
 * dialog opens this way, so a tap that opens one is answered in its own frame on a phone, however heavy the body.
 */
export function Dialog({ opened, children, ...modal }: ModalProps) {
  return (
    <Modal opened={useOpenedAfterPaint(opened)} {...modal}>
      <AfterFirstPaint>{children}</AfterFirstPaint>
    </Modal>
  );
}
