/** Business constants of the specification (seed-spec §9). Binding values: change them only with the spec. */

export const FLASH_MESSAGE_LIFETIME_MS = 6_000;
export const DEFAULT_USER_NAME = 'Admin';
export const DEFAULT_CAN_ADD_REQUEST = 'true';
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

export const TABLE_PAGE_SIZES = [25, 50, 100] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
export const TABLE_DEFAULT_PAGE_SIZE: TablePageSize = 25;

/**
 * How far a list counts its rows exactly. Past it the page says "10,000+": counting a million matching rows
 * costs more than reading the page itself, and nobody pages through ten thousand rows to the last one. The
 * invoice list's totals are summed within it only (server/invoices/invoiceQueries.ts).
 */
export const LIST_COUNT_CAP = 10_000;
export const TABLE_MIN_HEIGHT_PX = 180;
export const TABLE_INDEX_COLUMN_WIDTH = 60;
export const TABLE_EXPAND_COLUMN_WIDTH = 36;
export const TABLE_MAX_PAGE_BUTTONS = 7;

export const CURRENCY = 'INR';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_HOUR = 12;
export const MINUTE_STEP = 5;
export const CHANGE_DEBOUNCE_MS = 300;
export const LOADING_IMAGE_SIZE_PX = 64;
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';
