/**
 * "Who's playing?" shows each child's avatar, the same picture the member
 * portal's Family tab shows (one mapping, src/lib/family-avatars.ts).
 */

/**
 * Internal dependencies
 */
import { avatarPicture } from '../../lib/family-avatars';
import { showChooser, showPlayingBar } from './chooser';
import type { FamilyChild } from './family-config';
import { DEFAULT_FAMILY_STRINGS } from './family-ui';
import { dayFigures } from './test-utils/children';

const TODAY = dayFigures( '2026-11-27', 0, 600 );

const CHILDREN: FamilyChild[] = [
	{ id: 'a'.repeat( 32 ), nickname: 'Ana', avatar: 'owl', today: TODAY },
	{ id: 'b'.repeat( 32 ), nickname: 'Ben', avatar: 'whale', today: TODAY },
];

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the chooser’s avatars', () => {
	it( 'shows each child’s avatar beside the nickname, hidden from screen readers', () => {
		const chosen: string[] = [];
		showChooser( document, CHILDREN, DEFAULT_FAMILY_STRINGS, ( child ) =>
			chosen.push( child.nickname )
		);

		const buttons = [
			...document.querySelectorAll< HTMLButtonElement >(
				'#playpal-family-chooser button'
			),
		];
		expect( buttons.map( ( button ) => button.textContent ) ).toEqual( [
			`${ avatarPicture( 'owl' ) }Ana`,
			`${ avatarPicture( 'whale' ) }Ben`,
		] );
		expect( avatarPicture( 'owl' ) ).toBe( '🦉' );
		for ( const button of buttons ) {
			expect(
				button
					.querySelector( '.pp-family-avatar' )
					?.getAttribute( 'aria-hidden' )
			).toBe( 'true' );
		}
		expect( buttons[ 0 ]?.ownerDocument.activeElement ).toBe(
			buttons[ 0 ]
		);
		buttons[ 1 ]?.click();
		expect( chosen ).toEqual( [ 'Ben' ] );
	} );

	it( 'shows the playing child’s avatar in the bar', () => {
		const bar = showPlayingBar(
			document,
			CHILDREN[ 0 ] as FamilyChild,
			DEFAULT_FAMILY_STRINGS,
			() => undefined
		);
		expect( bar.textContent ).toContain( '🦉' );
		expect( bar.textContent ).toContain( 'Playing: Ana' );
	} );
} );
