<?php
/**
 * What the player's host page needs to ask "Who's playing?" and count a child's time.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use DateTimeImmutable;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Player\Host_Page;
use PlayPal\Errors\Not_Found;
use PlayPal\Frontend\Url_Router;
use PlayPal\Members\Member_Downloads;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Answers Host_Page::FAMILY_FILTER (the player asks it; the player itself
 * knows nothing of families): for a signed-in parent with at least one child
 * and an Appadoo the family may play, the little the host page's script
 * needs (src/appadoo-runtime/family/) — and nothing more:
 *
 * - each child's public id, nickname, avatar id and today's figures (the
 *   same as GET /family/children), never the parent's budget settings;
 * - a device key derived from the parent (wp_hash, so no user id is
 *   printed) that keeps one parent's choice and ledger apart from another's
 *   on a shared computer;
 * - the family routes' base and a REST nonce (the page is `private,
 *   no-store`; the nonce is the same every page of the site prints);
 * - one printable from the parent's downloads (its name and the member
 *   portal's Downloads tab), suggested on the break screen.
 *
 * Anyone else (a guest, a parent without children, an Appadoo the family
 * may not play) gets null: today's host page exactly.
 */
final class Host_Page_Family {

	public function __construct(
		private Family_Services $family,
		private Member_Downloads $downloads,
		private Url_Router $router
	) {
	}

	public function add_hooks(): void {
		add_filter( Host_Page::FAMILY_FILTER, array( $this, 'for_host' ), 10, 3 );
	}

	/**
	 * The host page's family configuration, or null for today's page.
	 *
	 * @param mixed   $family  What an earlier filter answered (null).
	 * @param WP_Post $post    The Appadoo opened.
	 * @param int     $user_id Signed-in person (0: a guest).
	 * @return array<string, mixed>|null
	 */
	public function for_host( mixed $family, WP_Post $post, int $user_id ): ?array {
		if ( is_array( $family ) ) {
			return $family;
		}
		if ( $user_id < 1 ) {
			return null;
		}
		$children = $this->family->children->for_parent( $user_id );
		if ( array() === $children ) {
			return null;
		}
		try {
			$this->family->appadoos->find( (int) $post->ID, $user_id );
		} catch ( Not_Found ) {
			return null;
		}
		$now = time();
		return array(
			'device'    => substr( wp_hash( 'playpal-family-device|' . $user_id ), 0, 16 ),
			'appadooId' => (int) $post->ID,
			// The Appadoo's own limit: the host stops the child's clock when either ends.
			'timeLimit' => (string) Appadoo_Repository::settings_of( get_post_meta( $post->ID, Appadoo_Meta::SETTINGS, true ) )['timeLimit'],
			'children'  => array_map(
				fn( Child $child ): array => array(
					'id'       => $child->public_id,
					'nickname' => $child->nickname,
					'avatar'   => $child->avatar,
					'today'    => $this->family->budget->today( $child, $now ),
				),
				$children
			),
			'rest'      => rest_url( 'pp/v1/family/children/' ),
			'nonce'     => wp_create_nonce( 'wp_rest' ),
			'printable' => $this->printable( $user_id, $now ),
		);
	}

	/**
	 * One of the parent's downloadable kits still available, for "print instead of screen".
	 *
	 * @param int $user_id Parent.
	 * @param int $now     Current time.
	 * @return array{name: string, url: string}|null
	 */
	private function printable( int $user_id, int $now ): ?array {
		foreach ( $this->downloads->for_user( $user_id, new DateTimeImmutable( '@' . $now ) ) as $file ) {
			if ( 'active' === $file['status'] ) {
				// A path from the site's root, as the app's own links (Checkout\Portal_Link).
				return array(
					'name' => $file['name'],
					'url'  => $this->router->basename() . '/member-portal#downloads',
				);
			}
		}
		return null;
	}
}
