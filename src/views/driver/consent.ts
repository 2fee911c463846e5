/** The driver agreed to share location for this link: remembered on the phone, so a reload keeps sharing. */
const key = (token: string) => `freightdesk.driver.consent.${token}`;

export const hasConsented = (token: string): boolean => {
  try {
    return globalThis.localStorage?.getItem(key(token)) === 'yes';
  } catch {
    return false;
  }
};

export const rememberConsent = (token: string): void => {
  try {
    globalThis.localStorage?.setItem(key(token), 'yes');
  } catch {
    // Storage forbidden: the page asks again after a reload.
  }
};
