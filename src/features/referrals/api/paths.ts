/**
 * REST paths Play It Forward reads and writes.
 */
export const PARTNER_STATS_PATH = '/pp/v1/referrals/me';
export const SHARE_CODES_PATH = '/pp/v1/share-codes';
