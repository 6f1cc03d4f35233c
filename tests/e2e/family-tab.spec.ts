/**
 * The member portal's Family tab, parent's side, against the real
 * pp/v1/family routes (docs/FAMILY.md): the first PIN opens parent mode,
 * the consent is asked with an unticked "I agree", children are added and
 * edited in parent mode, "Lock" makes the tab read-only and "Unlock with
 * PIN" opens it again through the PIN dialog; a write after parent mode
 * ended keeps what was typed; "Withdraw consent" empties the tab; the
 * parent's view shows the minutes a child played (seeded through
 * POST /family/children/{id}/play, as the player reports them) with each
 * child's day bar. axe checks the tab locked, unlocked (with an open edit
 * form), with the PIN dialog and the parent's view; a screenshot of each is
 * kept with the test's output (the closing note of issue 38 shows them).
 *
 * Each test uses a new parent account, so the six-children limit, the PIN
 * and the PIN tries are its own. `page.request` shares the page's cookies,
 * so it speaks for the same signed-in session (and its parent mode).
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
	type TestInfo,
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

/**
 * A full-page screenshot kept with the test's output and attached to its report.
 *
 * @param page     The page.
 * @param testInfo The running test.
 * @param name     File name without extension.
 */
async function screenshot( page: Page, testInfo: TestInfo, name: string ) {
	const path = testInfo.outputPath( `${ name }.png` );
	await page.screenshot( { path, fullPage: true } );
	await testInfo.attach( name, { path, contentType: 'image/png' } );
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

/**
 * Sets the first PIN in the tab: parent mode opens at once.
 *
 * @param page The page, on the Family tab.
 * @param pin  The PIN.
 */
async function setFirstPin( page: Page, pin: string ) {
	const form = page.getByRole( 'form', { name: 'Set a parent PIN' } );
	await form.getByLabel( 'New PIN (4 to 8 digits)' ).fill( pin );
	await form.getByRole( 'button', { name: 'Save PIN' } ).click();
	await expect( page.getByRole( 'button', { name: 'Lock' } ) ).toBeVisible();
}

/**
 * Adds a child in parent mode, ticking "I agree" when the consent is asked.
 *
 * @param page     The page, unlocked.
 * @param nickname Nickname.
 * @param minutes  Budget for every day, weekdays and weekends alike (''
 *                 for unlimited), so the day the test runs on does not matter.
 */
async function addChild( page: Page, nickname: string, minutes: string ) {
	const form = page.getByRole( 'form', { name: 'Add a child' } );
	await form.getByLabel( 'Nickname' ).fill( nickname );
	await form
		.getByLabel( 'Minutes a day, Monday to Friday (empty: unlimited)' )
		.fill( minutes );
	await form
		.getByLabel( 'Minutes a day, Saturday and Sunday (empty: unlimited)' )
		.fill( minutes );
	const agree = form.getByRole( 'checkbox', { name: 'I agree' } );
	if ( ( await agree.count() ) > 0 ) {
		await agree.check();
	}
	await form.getByRole( 'button', { name: 'Add child' } ).click();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: `${ nickname } is added.` } )
	).toBeVisible();
}

/**
 * Unlocks the tab with the PIN dialog.
 *
 * @param page The page, locked.
 * @param pin  The PIN typed.
 */
async function unlock( page: Page, pin: string ) {
	await page.getByRole( 'button', { name: 'Unlock with PIN' } ).click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Unlock the Family tab',
	} );
	await expect( dialog.getByLabel( 'Parent PIN' ) ).toBeFocused();
	await dialog.getByLabel( 'Parent PIN' ).fill( pin );
	await dialog.getByRole( 'button', { name: 'Unlock' } ).click();
	return dialog;
}

test( 'a parent sets the first PIN, agrees to the consent, adds and edits children, locks and unlocks', async ( {
	browser,
}, testInfo ) => {
	const { context, page, nonce } = await newParent( browser );
	await openFamilyTab( page );

	// No PIN yet: the PIN first, nothing else to edit.
	await expect(
		page.getByRole( 'form', { name: 'Add a child' } )
	).toHaveCount( 0 );
	await setFirstPin( page, '2468' );

	// The consent shows with an unticked box; the form is not sent without it.
	const add = page.getByRole( 'form', { name: 'Add a child' } );
	const agree = add.getByRole( 'checkbox', { name: 'I agree' } );
	await expect( agree ).not.toBeChecked();
	await add.getByLabel( 'Nickname' ).fill( 'Ada' );
	await add.getByRole( 'button', { name: 'Add child' } ).click();
	await expect( add.getByRole( 'alert' ) ).toContainText(
		'Please read the consent text and tick “I agree” first.'
	);
	await expect( agree ).toBeFocused();
	expect( await children( page.request, nonce ) ).toEqual( [] );
	await addChild( page, 'Ada', '30' );
	await expect( agree ).toHaveCount( 0 );
	await addChild( page, 'Ben', '' );
	const list = page.getByRole( 'list', { name: 'Your children' } );
	await expect( list.getByRole( 'listitem' ) ).toHaveCount( 2 );
	await expect(
		list.getByRole( 'meter', { name: 'Ada’s play time today' } )
	).toHaveAttribute( 'aria-valuetext', '0 of 30 minutes today' );
	await expect( list.getByText( '0 minutes today, no limit' ) ).toBeVisible();

	// Edit Ada's weekend budget with the keyboard-reachable form; focus comes back to "Edit Ada".
	await page.getByRole( 'button', { name: 'Edit Ada' } ).click();
	const edit = page.getByRole( 'form', { name: 'Edit Ada' } );
	await expect(
		edit.getByRole( 'heading', { name: 'Edit Ada' } )
	).toBeFocused();
	expect(
		await violations( page ),
		'axe: the tab unlocked, with the edit form open'
	).toEqual( [] );
	await screenshot( page, testInfo, 'family-tab-unlocked' );
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

	// Change the PIN: the current one is asked for.
	const pinForm = page.getByRole( 'form', { name: 'Change the parent PIN' } );
	await pinForm.getByLabel( 'Current PIN' ).fill( '1111' );
	await pinForm.getByLabel( 'New PIN (4 to 8 digits)' ).fill( '1357' );
	await pinForm.getByRole( 'button', { name: 'Save PIN' } ).click();
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'That PIN is not right.'
	);
	await pinForm.getByLabel( 'Current PIN' ).fill( '2468' );
	await pinForm.getByRole( 'button', { name: 'Save PIN' } ).click();
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

	// Lock: read-only, and the server refuses a change without the PIN.
	await page.getByRole( 'button', { name: 'Lock' } ).click();
	// The pointer leaves: "Unlock with PIN" takes the place of "Lock" under it, and axe below
	// reads the tab as a reader sees it, not its hover state.
	await page.mouse.move( 0, 0 );
	const unlockButton = page.getByRole( 'button', {
		name: 'Unlock with PIN',
	} );
	await expect( unlockButton ).toBeFocused();
	await expect(
		page.getByRole( 'button', { name: 'Edit Ada' } )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'form', { name: 'Add a child' } )
	).toHaveCount( 0 );
	await expect( weekly ).toHaveCount( 0 );
	const refused = await page.request.patch(
		`/wp-json/pp/v1/family/children/${ ada.id }`,
		{
			headers: { 'X-WP-Nonce': nonce },
			data: { weekdayMinutes: null },
		}
	);
	expect( refused.status(), 'Locked: no change without the PIN' ).toBe( 403 );
	expect( ( await refused.json() ).code ).toBe(
		'playpal_family_parent_mode_required'
	);
	await expect(
		list.getByRole( 'meter', { name: 'Ada’s play time today' } )
	).toBeVisible();
	expect(
		await violations( page ),
		'axe: the tab locked (children read-only)'
	).toEqual( [] );
	await screenshot( page, testInfo, 'family-tab-locked' );

	// The PIN dialog: a wrong PIN is said in words; Escape closes it and gives the focus back.
	const dialog = await unlock( page, '2468' );
	await expect( dialog.getByRole( 'alert' ) ).toContainText(
		'That PIN is not right.'
	);
	expect(
		await violations( page ),
		'axe: the PIN dialog with its error'
	).toEqual( [] );
	await screenshot( page, testInfo, 'family-pin-dialog' );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( unlockButton ).toBeFocused();

	await unlock( page, '1357' );
	await expect( page.getByRole( 'button', { name: 'Lock' } ) ).toBeFocused();
	await expect(
		page.getByRole( 'button', { name: 'Edit Ada' } )
	).toBeVisible();
	// Parent mode is this session's: a reload keeps it open.
	await openFamilyTab( page );
	await expect( page.getByRole( 'button', { name: 'Lock' } ) ).toBeVisible();
	await expect( weekly ).toBeChecked();
	await context.close();
} );

test( 'a change after parent mode ended keeps what was typed, and withdrawing consent empties the tab', async ( {
	browser,
} ) => {
	const { context, page, nonce } = await newParent( browser );
	await openFamilyTab( page );
	await setFirstPin( page, '8642' );
	await addChild( page, 'Eve', '40' );

	await page.getByRole( 'button', { name: 'Edit Eve' } ).click();
	const edit = page.getByRole( 'form', { name: 'Edit Eve' } );
	const weekday = edit.getByLabel(
		'Minutes a day, Monday to Friday (empty: unlimited)'
	);
	await weekday.fill( '25' );
	// Parent mode ends as if ten idle minutes had passed (the same session closes it).
	const closed = await page.request.delete(
		'/wp-json/pp/v1/family/parent-mode',
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( closed.status() ).toBe( 200 );
	await edit.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'Parent mode ended. Unlock with your PIN to make changes.'
	);
	await expect(
		page.getByRole( 'button', { name: 'Unlock with PIN' } )
	).toBeFocused();
	await expect( weekday ).toHaveValue( '25' );
	await expect(
		edit.getByRole( 'button', { name: 'Save changes' } )
	).toBeDisabled();

	await unlock( page, '8642' );
	await expect( page.getByRole( 'button', { name: 'Lock' } ) ).toBeVisible();
	await expect( weekday ).toHaveValue( '25' );
	await edit.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'Eve’s profile is saved.' } )
	).toBeVisible();
	expect(
		( await children( page.request, nonce ) ).map(
			( kid ) => kid.weekdayMinutes
		)
	).toEqual( [ 25 ] );

	// Withdraw consent: the focus starts on "Keep"; withdrawing deletes everything.
	await page.getByRole( 'button', { name: 'Withdraw consent' } ).click();
	const confirm = page.getByRole( 'alertdialog', {
		name: 'Withdraw your consent?',
	} );
	await expect(
		confirm.getByRole( 'button', { name: 'Keep' } )
	).toBeFocused();
	await confirm
		.getByRole( 'button', { name: 'Withdraw and delete' } )
		.click();
	await expect( page.getByText( 'No children yet.' ) ).toBeVisible();
	await expect(
		page.getByRole( 'form', { name: 'Set a parent PIN' } )
	).toBeVisible();
	const family = await page.request.get( '/wp-json/pp/v1/family/children', {
		headers: { 'X-WP-Nonce': nonce },
	} );
	const after = await family.json();
	expect( after.children ).toEqual( [] );
	expect( after.consent ).toBeNull();
	expect( after.pinSet ).toBe( false );
	await context.close();
} );

test( 'the parent’s view shows the minutes a child played with the day bar, and has no axe violations', async ( {
	browser,
}, testInfo ) => {
	const { context, page, nonce } = await newParent( browser );
	await openFamilyTab( page );
	await expect( page.getByText( 'No children yet.' ) ).toBeVisible();
	await setFirstPin( page, '1357' );
	await addChild( page, 'Cleo', '' );
	await addChild( page, 'Dev', '20' );
	const [ cleo, dev ] = await children( page.request, nonce );

	const created = await page.request.post( '/wp-json/pp/v1/appadoos', {
		headers: { 'X-WP-Nonce': nonce },
		data: { name: 'Cleo’s Reef', template: 'ocean-adventure' },
	} );
	expect( created.status(), 'The parent has an Appadoo to play' ).toBe( 201 );
	const appadooId = ( await created.json() ).appadoo.id as number;
	for ( const [ kid, seconds, session ] of [
		[ cleo, 21 * 60 + 30, 'ab' ],
		[ dev, 12 * 60, 'cd' ],
	] as const ) {
		const played = await page.request.post(
			`/wp-json/pp/v1/family/children/${ kid?.id }/play`,
			{
				headers: { 'X-WP-Nonce': nonce },
				data: {
					appadooId,
					session: session.repeat( 16 ),
					seconds,
				},
			}
		);
		expect( played.status(), 'The play report counts' ).toBe( 200 );
	}

	await openFamilyTab( page );
	// The children's cards: each day as a bar against the budget, the figures as text.
	const list = page.getByRole( 'list', { name: 'Your children' } );
	await expect(
		list.getByText( '21 minutes today, no limit' )
	).toBeVisible();
	const devBar = list.getByRole( 'meter', {
		name: 'Dev’s play time today',
	} );
	await expect( devBar ).toHaveAttribute( 'aria-valuenow', '12' );
	await expect( devBar ).toHaveAttribute( 'aria-valuemax', '20' );
	await expect( list.getByText( '12 of 20 minutes today' ) ).toBeVisible();

	const view = page.getByRole( 'region', { name: 'Play time for Cleo' } );
	await expect( view.getByText( 'Today', { exact: true } ) ).toBeVisible();
	// Today, this week and the Appadoo's row each hold the 21 minutes.
	await expect( view.getByText( '21 min', { exact: true } ) ).toHaveCount(
		3
	);
	const row = view.getByRole( 'row', { name: /Cleo’s Reef/ } );
	await expect( row ).toContainText( '21 min' );
	await expect( row ).toContainText( 'Not completed yet' );
	await expect(
		page
			.getByRole( 'region', { name: 'Play time for Dev' } )
			.getByRole( 'meter', { name: 'Dev’s play time today' } )
	).toHaveAttribute( 'aria-valuetext', '12 of 20 minutes today' );

	expect(
		await violations( page ),
		'axe: the Family tab with its list and the parent’s view'
	).toEqual( [] );
	await view.scrollIntoViewIfNeeded();
	await screenshot( page, testInfo, 'family-parent-view' );
	await context.close();
} );
