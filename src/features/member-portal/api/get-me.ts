/**
 * GET pp/v1/me: who is looking. The one reader lives in lib (the creator
 * screens read it too); the portal keeps importing it from here.
 */
export { getMe, useMe } from '../../../lib/me';
