/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import {
	avatarPicture,
	FAMILY_AVATAR_PICTURES,
	UNKNOWN_AVATAR_PICTURE,
} from './family-avatars';

/**
 * The ids `Family\Avatars::IDS` allows, read from the PHP source.
 */
function serverIds(): string[] {
	const php = readFileSync(
		join( __dirname, '../../includes/Family/Avatars.php' ),
		'utf8'
	);
	const list = /const IDS = array\(([^)]*)\)/.exec( php )?.[ 1 ] ?? '';
	return [ ...list.matchAll( /'([^']+)'/g ) ].map( ( match ) =>
		String( match[ 1 ] )
	);
}

describe( 'the family avatars’ pictures', () => {
	it( 'has one distinct picture for every avatar id the server allows, and no more', () => {
		const ids = serverIds();
		expect( ids.length ).toBeGreaterThan( 0 );
		expect( Object.keys( FAMILY_AVATAR_PICTURES ).sort() ).toEqual(
			[ ...ids ].sort()
		);
		const pictures = ids.map( avatarPicture );
		expect( new Set( pictures ).size ).toBe( ids.length );
		expect( pictures ).not.toContain( UNKNOWN_AVATAR_PICTURE );
	} );

	it( 'shows a star for an id this build does not know, even an inherited property name', () => {
		expect( avatarPicture( 'unicorn' ) ).toBe( UNKNOWN_AVATAR_PICTURE );
		expect( avatarPicture( 'toString' ) ).toBe( UNKNOWN_AVATAR_PICTURE );
		expect( avatarPicture( 'fox' ) ).toBe( '🦊' );
	} );
} );
