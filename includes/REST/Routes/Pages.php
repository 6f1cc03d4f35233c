<?php
/**
 * GET pp/v1/pages
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

defined( 'ABSPATH' ) || exit;

/**
 * Published pages editors write in the block editor (About and others),
 * usually asked for by `slug`; a child page by its path, "parent/child".
 */
final class Pages extends Abstract_Content_Route {

	public const IDENTIFIER = 'pages';

	protected const POST_TYPE = 'page';

	/**
	 * Keeps the slashes of a page path, normalising each segment.
	 *
	 * @param mixed $slug Raw slug or path.
	 */
	public function sanitize_slug( mixed $slug ): string {
		return implode( '/', array_filter( array_map( 'sanitize_title', explode( '/', (string) $slug ) ) ) );
	}
}
