/**
 * How every screen shows money, sizes, counts and dates: one formatter for
 * each, so a price or a file size reads the same wherever it appears.
 * Import them from here. Each kind lives in its own small module so that a
 * screen's chunk carries only the kinds it shows (this file has no code of
 * its own, and webpack skips a side-effect-free re-export).
 */

export { formatMoney, formatDollars, US_DOLLARS } from './format-money';
export type { CurrencyFields } from './format-money';
export { formatBytes, quotaToBytes } from './format-bytes';
export { formatCount, formatPercent } from './format-numbers';
export { formatDate, formatDateTime, formatLongDate } from './format-dates';
