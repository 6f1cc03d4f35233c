/**
 * The member portal's Family tab, parent's side, against the real
 * pp/v1/family routes (docs/FAMILY.md): adding two children, editing one's
 * budget, setting and changing the parent PIN, the weekly summary choice,
 * and the parent's view showing minutes a child played (seeded through
 * POST /family/children/{id}/play, as the player reports them). axe checks
 * the tab with its list, an open edit form and the parent's view.
 *
 * Each test uses a new parent account, so the six-children limit, the PIN
 * and the PIN tries are its own.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { violations } from './axe';
import { newFamilyAccount, restNonce, signedInPage } from './checkout-helpers';
import { ADMIN_ACCOUNT, logIn } from './log-in';

// A new account, a sign-in and several portal loads on a shared 2-core machine: a ceiling, never a wait.
test.describe.configure( { timeout: 240_000 } );

interface ChildAnswer {
	id: string;
	nickname: string;
	weekdayMinutes: number | null;
	weekendMinutes: number | null;
}

/**
 * A new parent, signed in on a page of their own, with their REST nonce.
 *
 * @param browser The test's browser.
 */
async function newParent( browser: import( '@playwright/test' ).Browser ) {
	const admin = await browser.newPage();
	await logIn( admin, ADMIN_ACCOUNT );
	const account = await newFamilyAccount( admin, 'kidsparent', 'Pat Parent' );
	await admin.close();
	const { context, page } = await signedInPage( browser, account );
	return { context, page, nonce: await restNonce( page.request ) };
}

async function openFamilyTab( page: Page ) {
	await page.goto( '/member-portal' );
	await page.getByRole( 'tab', { name: 'Family' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Family', level: 2 } )
	).toBeVisible();
}

async function children(
	request: APIRequestContext,
	nonce: string
): Promise< ChildAnswer[] > {
	const response = await request.get( '/wp-json/pp/v1/family/children', {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ).children as ChildAnswer[];
}

async function addChild( page: Page, nickname: string, weekday: string ) {
	const form = page.getByRole( 'form', { name: 'Add a child' } );
	await form.getByLabel( 'Nickname' ).fill( nickname );
	await form
		.getByLabel( 'Minutes a day, Monday to Friday (empty: unlimited)' )
		.fill( weekday );
	await form.getByRole( 'button', { name: 'Add child' } ).click();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: `${ nickname } is added.` } )
	).toBeVisible();
}

test( 'a parent adds two children, edits a budget, and sets then changes the PIN', async ( {
	browser,
} ) => {
	const { context, page, nonce } = await newParent( browser );
	await openFamilyTab( page );

	// The consent text shows before the first child, and not after.
	const consent = page.locator( '#pp-family-consent' );
	await expect( consent ).toBeVisible();
	await addChild( page, 'Ada', '30' );
	await expect( consent ).toHaveCount( 0 );
	await addChild( page, 'Ben', '' );
	const list = page.getByRole( 'list', { name: 'Your children' } );
	await expect( list.getByRole( 'listitem' ) ).toHaveCount( 2 );

	// Edit Ada's weekend budget with the keyboard-reachable form; focus comes back to "Edit Ada".
	await page.getByRole( 'button', { name: 'Edit Ada' } ).click();
	const edit = page.getByRole( 'form', { name: 'Edit Ada' } );
	await expect(
		edit.getByRole( 'heading', { name: 'Edit Ada' } )
	).toBeFocused();
	expect(
		await violations( page ),
		'axe: the tab with the edit form open'
	).toEqual( [] );
	await edit
		.getByLabel( 'Minutes a day, Saturday and Sunday (empty: unlimited)' )
		.fill( '75' );
	await edit.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'Ada’s profile is saved.' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Edit Ada' } )
	).toBeFocused();
	const saved = await children( page.request, nonce );
	expect(
		saved.map( ( kid ) => [
			kid.nickname,
			kid.weekdayMinutes,
			kid.weekendMinutes,
		] )
	).toEqual( [
		[ 'Ada', 30, 75 ],
		[ 'Ben', null, null ],
	] );

	// Set a PIN, then change it: the current one is asked for.
	await page.getByLabel( 'New PIN (4 to 8 digits)' ).fill( '2468' );
	await page.getByRole( 'button', { name: 'Save PIN' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Change the parent PIN' } )
	).toBeVisible();
	await page.getByLabel( 'Current PIN' ).fill( '1111' );
	await page.getByLabel( 'New PIN (4 to 8 digits)' ).fill( '1357' );
	await page.getByRole( 'button', { name: 'Save PIN' } ).click();
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'That PIN is not right.'
	);
	await page.getByLabel( 'Current PIN' ).fill( '2468' );
	await page.getByLabel( 'New PIN (4 to 8 digits)' ).fill( '1357' );
	await page.getByRole( 'button', { name: 'Save PIN' } ).click();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'The parent PIN is saved.' } )
	).toBeVisible();
	// The new PIN is the one that grants extra time.
	const ada = saved[ 0 ] as ChildAnswer;
	const granted = await page.request.post(
		`/wp-json/pp/v1/family/children/${ ada.id }/extra-time`,
		{
			headers: { 'X-WP-Nonce': nonce },
			data: { pin: '1357' },
		}
	);
	expect( granted.status(), 'The changed PIN works' ).toBe( 200 );

	// The weekly summary e-mail: off until turned on, and remembered.
	const weekly = page.getByRole( 'checkbox', {
		name: 'E-mail me a weekly summary of my children’s play',
	} );
	await expect( weekly ).not.toBeChecked();
	// The box follows the stored choice: it changes once the server has saved it.
	await weekly.click();
	await expect( weekly ).toBeChecked();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'The weekly summary e-mail is on.' } )
	).toBeVisible();
	await openFamilyTab( page );
	await expect( weekly ).toBeChecked();
	await context.close();
} );

test( 'the parent’s view shows the minutes a child played, and the tab has no axe violations', async ( {
	browser,
} ) => {
	const { context, page, nonce } = await newParent( browser );
	await openFamilyTab( page );
	await expect(
		page.getByText( 'Add a child to see their play time here.' )
	).toBeVisible();
	await addChild( page, 'Cleo', '' );
	await addChild( page, 'Dev', '20' );
	const [ cleo ] = await children( page.request, nonce );

	const created = await page.request.post( '/wp-json/pp/v1/appadoos', {
		headers: { 'X-WP-Nonce': nonce },
		data: { name: 'Cleo’s Reef', template: 'ocean-adventure' },
	} );
	expect( created.status(), 'The parent has an Appadoo to play' ).toBe( 201 );
	const appadooId = ( await created.json() ).appadoo.id as number;
	const played = await page.request.post(
		`/wp-json/pp/v1/family/children/${ cleo?.id }/play`,
		{
			headers: { 'X-WP-Nonce': nonce },
			data: {
				appadooId,
				session: 'ab'.repeat( 16 ),
				seconds: 21 * 60 + 30,
			},
		}
	);
	expect( played.status(), 'The play report counts' ).toBe( 200 );

	await openFamilyTab( page );
	const view = page.getByRole( 'region', { name: 'Play time for Cleo' } );
	await expect( view.getByText( 'Today' ) ).toBeVisible();
	// Today and this week both hold the 21 minutes.
	await expect( view.getByText( '21 min', { exact: true } ) ).toHaveCount(
		3
	);
	const row = view.getByRole( 'row', { name: /Cleo’s Reef/ } );
	await expect( row ).toContainText( '21 min' );
	await expect( row ).toContainText( 'Not completed yet' );
	await expect(
		page
			.getByRole( 'region', { name: 'Play time for Dev' } )
			.getByText( 'No Appadoos played yet.' )
	).toBeVisible();

	expect(
		await violations( page ),
		'axe: the Family tab with its list and the parent’s view'
	).toEqual( [] );
	await context.close();
} );
