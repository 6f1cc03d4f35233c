/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { canonicalUrl, useDocumentHead } from './document-head';
import type { DocumentHead } from './document-head';
import { globals } from '../test-utils/api-fetch';

function Head( props: DocumentHead ) {
	useDocumentHead( props );
	return null;
}

function all( selector: string ) {
	return document.head.querySelectorAll( selector );
}

/**
 * The attribute of the one element in the head that matches `selector`;
 * expects there is exactly one.
 *
 * @param selector  CSS selector.
 * @param attribute The attribute to read.
 */
function onlyAttribute( selector: string, attribute: string ) {
	const found = all( selector );
	expect( found ).toHaveLength( 1 );
	return found[ 0 ]?.getAttribute( attribute );
}

/** What the app shell prints server-side for the first page. */
function printShellTags() {
	document.head.innerHTML = `
		<title>Server title</title>
		<meta name="description" content="Server description">
		<link rel="canonical" href="http://localhost/">
		<meta name="robots" content="noindex">
	`;
}

beforeEach( () => {
	document.head.innerHTML = '';
	document.title = '';
} );

describe( 'useDocumentHead', () => {
	it( 'sets the title, description and an absolute canonical link', () => {
		render(
			<Head
				title="PlayPal — Print. Play. Done."
				description="Printable play kits for little ones."
				canonicalPath="/"
			/>
		);

		expect( document.title ).toBe( 'PlayPal — Print. Play. Done.' );
		expect(
			document.head
				.querySelector( 'meta[name="description"]' )
				?.getAttribute( 'content' )
		).toBe( 'Printable play kits for little ones.' );
		expect(
			document.head
				.querySelector( 'link[rel="canonical"]' )
				?.getAttribute( 'href' )
		).toBe( 'http://localhost/' );
	} );

	it( 'updates the tags the server printed instead of adding duplicates', () => {
		printShellTags();

		render(
			<Head
				title="About PlayPal"
				description="Our story."
				canonicalPath="/about"
			/>
		);

		expect( onlyAttribute( 'meta[name="description"]', 'content' ) ).toBe(
			'Our story.'
		);
		expect( onlyAttribute( 'link[rel="canonical"]', 'href' ) ).toBe(
			'http://localhost/about'
		);
	} );

	it( 'removes meta robots when not given, and sets it when given', () => {
		printShellTags();
		const { rerender } = render( <Head title="Home" canonicalPath="/" /> );
		expect( all( 'meta[name="robots"]' ) ).toHaveLength( 0 );

		rerender( <Head title="Oops" robots="noindex" /> );
		expect( onlyAttribute( 'meta[name="robots"]', 'content' ) ).toBe(
			'noindex'
		);
	} );

	it( 'follows navigation: new values replace the old ones', () => {
		const { rerender } = render(
			<Head title="Blog" description="Posts" canonicalPath="/blog" />
		);
		rerender(
			<Head title="Shop" description="Kits" canonicalPath="/shop" />
		);

		expect( document.title ).toBe( 'Shop' );
		expect( onlyAttribute( 'link[rel="canonical"]', 'href' ) ).toBe(
			'http://localhost/shop'
		);
	} );

	it( 'drops duplicate tags left by other plugins', () => {
		document.head.innerHTML = `
			<meta name="description" content="one">
			<meta name="description" content="two">
		`;

		render( <Head title="Home" description="Only me" /> );

		expect( onlyAttribute( 'meta[name="description"]', 'content' ) ).toBe(
			'Only me'
		);
	} );
} );

describe( 'canonicalUrl', () => {
	it( 'includes the base path', () => {
		globals.playpalConfig = { basePath: '/play' };

		expect( canonicalUrl( '/blog' ) ).toBe( 'http://localhost/play/blog' );
		expect( canonicalUrl( '/' ) ).toBe( 'http://localhost/play/' );
	} );
} );

describe( 'share tags and structured data the server printed', () => {
	function printShareTags() {
		document.head.innerHTML = `
			<link rel="canonical" href="http://localhost/blog/caf%C3%A9">
			<meta property="og:url" content="http://localhost/blog/caf%C3%A9">
			<meta property="og:type" content="article">
			<meta property="article:published_time" content="2026-03-04T10:00:00+00:00">
			<meta name="twitter:card" content="summary">
			<script type="application/ld+json">{}</script>
		`;
	}

	it( 'stay while the page shown is the page the server served', () => {
		printShareTags();

		render( <Head title="Café | PlayPal" canonicalPath="/blog/café" /> );

		expect( all( 'meta[property^="og:"]' ) ).toHaveLength( 2 );
		expect( all( 'meta[name="twitter:card"]' ) ).toHaveLength( 1 );
		expect( all( 'script[type="application/ld+json"]' ) ).toHaveLength( 1 );
	} );

	it( 'go once the person is on another page', () => {
		printShareTags();

		render( <Head title="Blog | PlayPal" canonicalPath="/blog" /> );

		expect(
			all(
				'meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], script[type="application/ld+json"]'
			)
		).toHaveLength( 0 );
		expect( all( 'link[rel="canonical"]' ) ).toHaveLength( 1 );
	} );
} );
