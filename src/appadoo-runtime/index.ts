/**
 * Entry of build/appadoo-runtime.js: starts the runtime with the settings
 * the player printed in front of it (window.playpalAppadoo).
 */

/**
 * Internal dependencies
 */
import { startRuntime, type RuntimeConfig } from './runtime';

declare global {
	interface Window {
		playpalAppadoo?: RuntimeConfig;
	}
}

function boot() {
	const config = window.playpalAppadoo;
	if ( ! config || ! config.settings ) {
		return;
	}
	startRuntime( config );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot, { once: true } );
} else {
	boot();
}
