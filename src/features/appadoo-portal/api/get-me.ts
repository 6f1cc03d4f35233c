/**
 * GET pp/v1/me: who is looking. The one reader lives in lib (the member
 * portal and the creator screens read it too, under the same SWR key).
 */
export { getMe, useMe } from '../../../lib/me';
