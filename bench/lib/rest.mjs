/**
 * What the REST benchmarks share: a median, and signing in as WordPress's
 * login form does (cookie) with the REST nonce the portal would send.
 */

export const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
};

/**
 * Signs in through wp-login.php and returns the cookie header and a REST nonce.
 *
 * @param {string} base     Site URL.
 * @param {string} user     Login.
 * @param {string} password Password.
 */
export async function signIn( base, user, password ) {
	const form = new URLSearchParams( {
		log: user,
		pwd: password,
		'wp-submit': 'Log In',
		testcookie: '1',
	} );
	const response = await fetch( `${ base }/wp-login.php`, {
		method: 'POST',
		body: form,
		headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		redirect: 'manual',
	} );
	const cookies = response.headers
		.getSetCookie()
		.map( ( cookie ) => cookie.split( ';' )[ 0 ] )
		.filter( ( cookie ) => ! cookie.endsWith( '=deleted' ) );
	if (
		! cookies.some( ( cookie ) =>
			cookie.startsWith( 'wordpress_logged_in_' )
		)
	) {
		throw new Error( `sign-in failed: HTTP ${ response.status }` );
	}
	const cookie = cookies.join( '; ' );
	const nonce = await (
		await fetch( `${ base }/wp-admin/admin-ajax.php?action=rest-nonce`, {
			headers: { Cookie: cookie },
		} )
	).text();
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		throw new Error( `no REST nonce: ${ nonce.slice( 0, 80 ) }` );
	}
	return { Cookie: cookie, 'X-WP-Nonce': nonce };
}
