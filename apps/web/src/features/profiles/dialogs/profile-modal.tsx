import { Modal, type ModalProps } from '@mantine/core';
import { usePhone } from '../view/use-phone';

/** The dialogs of the profile screens: centred on wide screens, the whole screen on phones. */
export function ProfileModal(props: ModalProps) {
  const phone = usePhone();
  return <Modal centered size="lg" fullScreen={phone} radius={phone ? 0 : undefined} {...props} />;
}
