<?php
/**
 * Which Appadoos a parent's children may play and keep state for.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Deployment;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Errors\Not_Found;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The player's own rule (Player::may_see): an Appadoo the parent owns (or
 * may manage), or a Live one. Anything else — another person's private
 * Appadoo, a draft, a missing id — reads as missing (404), so state can
 * neither be probed nor stored against an Appadoo the family cannot open.
 * (Shared Appadoos are opened with a share link; recording time for them
 * comes with the host page's side, which holds the link's token.)
 */
final class Playable_Appadoos {

	public function __construct( private Appadoo_Access $access, private Appadoo_Deployment $deployment, private Appadoo_Repository $appadoos ) {
	}

	/**
	 * The Appadoo, if the parent's children may play it.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @param int $parent_id  Parent's user id.
	 * @throws Not_Found When missing or not playable by this family.
	 */
	public function find( int $appadoo_id, int $parent_id ): WP_Post {
		$post = $this->appadoos->get( $appadoo_id );
		if ( null !== $post && $this->deployment->is_live( $post ) ) {
			return $post;
		}
		// Own (or every Appadoo, for a site manager), else Not_Found.
		return $this->access->find( $appadoo_id, $parent_id );
	}

	/**
	 * An Appadoo's title for the parent's view, or '' when it no longer exists.
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	public function title( int $appadoo_id ): string {
		$post = $this->appadoos->get( $appadoo_id );
		return null === $post ? '' : (string) $post->post_title;
	}
}
