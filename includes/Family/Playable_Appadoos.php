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
use PlayPal\Referrals\Share_Codes;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The player's own rule (Player::may_see and Player::respond_shared): an
 * Appadoo the parent owns (or may manage), a Live one, or one the parent's
 * page holds a share for — the share token a share link's host page was
 * handed, admitted by Share_Codes exactly as the player admits the
 * package's files (the code still live and its owner's, this client
 * admitted; the token's own hour not over). The token is checked again on
 * every family request, so a share that expires, is deleted or used up
 * stops counting time and keeping state at once. Anything else — another
 * person's private Appadoo, a draft, a missing id, a forged token or one of
 * another Appadoo — reads as missing (404), so state can neither be probed
 * nor stored against an Appadoo the family cannot open.
 */
final class Playable_Appadoos {

	/** Longest share token taken (Referrals\Share_Token's shape is shorter). */
	private const SHARE_MAX_LENGTH = 80;

	public function __construct( private Appadoo_Access $access, private Appadoo_Deployment $deployment, private Appadoo_Repository $appadoos, private ?Share_Codes $shares = null ) {
	}

	/**
	 * The Appadoo, if the parent's children may play it.
	 *
	 * @param int         $appadoo_id Appadoo id.
	 * @param int         $parent_id  Parent's user id.
	 * @param string|null $share      The share token of the host page the request comes from, if any.
	 * @param int|null    $now        Current time (tests).
	 * @throws Not_Found When missing or not playable by this family.
	 */
	public function find( int $appadoo_id, int $parent_id, ?string $share = null, ?int $now = null ): WP_Post {
		$post = $this->appadoos->get( $appadoo_id );
		if ( null !== $post && $this->deployment->is_live( $post ) ) {
			return $post;
		}
		try {
			// Own (or every Appadoo, for a site manager).
			return $this->access->find( $appadoo_id, $parent_id );
		} catch ( Not_Found $missing ) {
			if ( null !== $post && $this->shared_with( $post, $parent_id, $share, $now ?? time() ) ) {
				return $post;
			}
			throw $missing;
		}
	}

	/**
	 * Whether a signed-in parent's page holds a share token that opens this Appadoo now.
	 *
	 * @param WP_Post     $post      Appadoo.
	 * @param int         $parent_id Parent's user id.
	 * @param string|null $share     Share token, as sent.
	 * @param int         $now       Current time.
	 */
	private function shared_with( WP_Post $post, int $parent_id, ?string $share, int $now ): bool {
		if ( null === $this->shares || $parent_id < 1 || null === $share || '' === $share || strlen( $share ) > self::SHARE_MAX_LENGTH ) {
			return false;
		}
		return 'ok' === $this->shares->admit( $post, $share, $now );
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
