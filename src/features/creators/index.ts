/**
 * What other parts of the app may use from Create It Forward: the member
 * portal's "Creations" count, which the router hands to the portal (features
 * do not import each other).
 */

export { useCreationsCount } from './api/creations';
