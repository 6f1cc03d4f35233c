<?php
/**
 * GET pp/v1/posts
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Published blog posts, newest first: the Blog's cards (with `_embed`) and a
 * Blog post by `slug`.
 */
final class Posts extends Abstract_Content_Route {

	public const IDENTIFIER = 'posts';

	protected const POST_TYPE = 'post';

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return parent::handler_args( $methods ) + array(
			'category' => array(
				'description'       => __( 'Only posts in the category with this slug (and its child categories).', 'playpal' ),
				'type'              => 'string',
				'maxLength'         => 200,
				'sanitize_callback' => array( $this, 'sanitize_slug' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function normalized_args( WP_REST_Request $request ): array {
		return parent::normalized_args( $request ) + array( 'category' => (string) $request->get_param( 'category' ) );
	}
}
