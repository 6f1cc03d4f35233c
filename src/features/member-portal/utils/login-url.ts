/**
 * WordPress's own sign-in and registration pages; the one copy lives in lib
 * (the creator screens use it too).
 */
export { joinUrl, signInUrl } from '../../../lib/login-url';
