/**
 * jsdom (the Jest environment of @wordpress/scripts) has no TextEncoder or
 * TextDecoder, which React Router 7 needs as soon as it is imported. Import
 * this file before `react-router-dom` in a test file (the render helpers in
 * this folder do). Idempotent.
 */

/**
 * External dependencies
 */
import { TextDecoder, TextEncoder } from 'util';

if ( typeof globalThis.TextEncoder === 'undefined' ) {
	globalThis.TextEncoder = TextEncoder as typeof globalThis.TextEncoder;
}
if ( typeof globalThis.TextDecoder === 'undefined' ) {
	globalThis.TextDecoder = TextDecoder as typeof globalThis.TextDecoder;
}
