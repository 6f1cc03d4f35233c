/**
 * The starter activity of an Appadoo made from a template: collect ten stars.
 * It shows an author how a package keeps a child's place with the runtime's
 * state API (docs/APPADOOS.md, "Templates use the state API"): it loads the
 * saved state on start, saves it and reports progress after every star. The
 * API is optional: opened alone, offline without it, or in an older player,
 * `window.playpal` or one of its functions is missing, a call may throw or
 * its promise may fail, and the activity simply starts from zero and keeps
 * working. The page puts its words in #pp-starter-words (JSON).
 */
( function () {
	'use strict';
	const GOAL = 10;
	const button = document.getElementById( 'pp-starter-star' );
	const count = document.getElementById( 'pp-starter-count' );
	const words = JSON.parse(
		document.getElementById( 'pp-starter-words' ).textContent
	);
	let stars = 0;

	/**
	 * Calls the state API when it is there; always answers a promise that
	 * never fails (null when the API is missing or refused).
	 *
	 * @param {string} name     Function of window.playpal.
	 * @param {*}      argument What to pass.
	 * @return {Promise<*>} Its answer, or null.
	 */
	function call( name, argument ) {
		const api = window.playpal;
		if ( ! api || typeof api[ name ] !== 'function' ) {
			return Promise.resolve( null );
		}
		try {
			return Promise.resolve( api[ name ]( argument ) ).catch(
				function () {
					return null;
				}
			);
		} catch {
			return Promise.resolve( null );
		}
	}

	function show() {
		count.textContent =
			stars >= GOAL
				? words.done
				: words.count
						.replace( '%1$d', String( stars ) )
						.replace( '%2$d', String( GOAL ) );
		button.disabled = stars >= GOAL;
	}

	button.addEventListener( 'click', function () {
		if ( stars >= GOAL ) {
			return;
		}
		stars += 1;
		show();
		call( 'saveState', { stars } );
		call( 'reportProgress', { score: stars, completed: stars >= GOAL } );
	} );

	// Resume where the child left off: only a sane saved number is taken.
	call( 'loadState' ).then( function ( state ) {
		const saved = state && typeof state === 'object' ? state.stars : null;
		if ( typeof saved === 'number' && saved > stars ) {
			stars = Math.min( GOAL, Math.floor( saved ) );
		}
		show();
	} );
	show();
} )();
