/** User-facing texts the specification fixes word for word (seed-spec §4, §5, §8). */
export const MESSAGES = {
  keepOneDropOff: 'Keep at least one drop-off Address.',
  confirmTitle: 'Are you sure?',
  confirmUnrecoverable: 'You will not be able to recover the data!',
  confirmBlockTransporter: 'You want to block this transporter!',
  confirmStatusChange: 'Status will be changed!',
  confirmDeviceSendBack: 'This Device will send back to admin!',
  confirmDeviceReceived: 'This Device received by admin',
  tableEmpty: 'No Available Data',
  preloadCssFailed: 'Unable to preload CSS for',
} as const;
