/**
 * Entry of build/appadoo-runtime.js: starts the runtime with the settings
 * the player printed in front of it (window.playpalAppadoo).
 */

/**
 * Internal dependencies
 */
import { startRuntime, type RuntimeConfig } from './runtime';
import { installStateApi } from './state-api';

declare global {
	interface Window {
		playpalAppadoo?: RuntimeConfig;
	}
}

// window.playpal at once (the runtime is at the end of <head>), so the
// package's own scripts can use it from their first line.
if ( window.playpalAppadoo?.settings ) {
	installStateApi( window, window.playpalAppadoo.sessions?.host );
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
