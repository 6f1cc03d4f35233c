/**
 * "First content": the one definition bench/first-load and bench/content both
 * time, so their figures can be read side by side.
 *
 * The first content of a screen is its first card (a blog card, a product
 * card, a post's body, a product's price) as the visitor gets it: the one
 * PHP printed (templates/first-screen, `.pp-fs-*`) or the one React rendered
 * (`data-testid`), whichever is in the document first. It is watched for from
 * the document's first byte, and its time is that of the first frame after
 * it is in the document (a node inserted is shown on the next frame), in
 * milliseconds since navigation start. WordPress's side is the first post of
 * its own posts listing (the default theme's `.wp-block-post`, or a classic
 * theme's `article.post`), timed the same way.
 */

/** Each screen's first content, printed or rendered, and WordPress's. */
export const FIRST_CONTENT = {
	blog: '[data-testid="blog-card"], .pp-fs-blog-card',
	post: '[data-testid="post-content"], .pp-fs-content',
	shop: '[data-testid="product-card"], .pp-fs-product-card',
	product: '[data-testid="product-price"], .pp-fs-product-price',
	wordpress: '.wp-block-post, article.post, article.type-post',
};

/**
 * Runs in the page before its first byte is parsed (Playwright's
 * `addInitScript`): sets `window.__benchFirstContent` to the time of the
 * frame after `selector` first matches.
 *
 * @param {string} selector The screen's first content.
 */
function watchFirstContent( selector ) {
	/* global requestAnimationFrame, MutationObserver */
	window.__benchFirstContent = null;
	const seen = () => {
		if ( ! document.querySelector( selector ) ) {
			return;
		}
		observer.disconnect();
		requestAnimationFrame( () => {
			window.__benchFirstContent = performance.now();
		} );
	};
	const observer = new MutationObserver( seen );
	observer.observe( document, { childList: true, subtree: true } );
}

/**
 * Starts watching for a screen's first content in `page`: call before `goto`.
 *
 * @param {import('@playwright/test').Page} page     A fresh page.
 * @param {string}                          selector The screen's first content.
 */
export async function watchForFirstContent( page, selector ) {
	await page.addInitScript( watchFirstContent, selector );
}

/**
 * When the watched page showed its first content (waits until it has).
 *
 * @param {import('@playwright/test').Page} page A page being watched.
 * @return {Promise<number>} Milliseconds since navigation start.
 */
export async function firstContentAt( page ) {
	const handle = await page.waitForFunction(
		() => window.__benchFirstContent,
		null,
		{ timeout: 60_000 }
	);
	return handle.jsonValue();
}
