import { appI18n } from '../../i18n/appI18n';

/** A chosen file's bytes as base64 (without the data-URL prefix), as the POD endpoint takes them. */
export const fileAsBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error(appI18n.t('orders.pod.unreadable')));
    reader.readAsDataURL(file);
  });
