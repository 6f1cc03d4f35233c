/**
 * What other parts of the app may use from sign-ups. The two screens are
 * loaded lazily by the router, straight from their files.
 */

export { NewsletterSubscribe } from './components/NewsletterSubscribe';
export type { NewsletterSubscribeProps } from './components/NewsletterSubscribe';
