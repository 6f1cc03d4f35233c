import './polyfills';

export { mockMatchMedia, removeMatchMedia } from './match-media';
export type { MatchMediaController } from './match-media';
export { computedStyle, normaliseCss, rulesFor } from './css';
export { renderEach } from './render-each';
