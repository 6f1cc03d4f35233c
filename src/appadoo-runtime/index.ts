/**
 * Entry of build/appadoo-runtime.js: starts the runtime with the settings
 * the player printed in front of it (window.playpalAppadoo).
 */

/**
 * Internal dependencies
 */
import { startRuntime, type RuntimeConfig } from './runtime';
import { installStateApi } from './state-api';
import { keepToHostPage } from './door';

declare global {
	interface Window {
		playpalAppadoo?: RuntimeConfig;
	}
}

// Not framed by its host page (a browser that sent no fetch metadata, so the
// player served the package to a tab of its own): stop here, show the way to
// the host page, start nothing (door.ts).
const closed = keepToHostPage(
	window,
	window.playpalAppadoo?.door,
	window.playpalAppadoo?.strings
);

// window.playpal at once (the runtime is at the end of <head>), so the
// package's own scripts can use it from their first line.
if ( ! closed && window.playpalAppadoo?.settings ) {
	installStateApi( window, window.playpalAppadoo.sessions?.host );
}

function boot() {
	const config = window.playpalAppadoo;
	if ( ! config || ! config.settings ) {
		return;
	}
	startRuntime( config );
}

if ( closed ) {
	// Nothing to start.
} else if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot, { once: true } );
} else {
	boot();
}
