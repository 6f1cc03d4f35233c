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
 * - the site's time zone, so the host starts a new session when the site
 *   day changes (a session's play counts on the day it was played);
 * - the family routes' base and a REST nonce (the page is `private,
 *   no-store`; the nonce is the same every page of the site prints; the
 *   copy the offline library saves drops it: Host_Page::saved_family());
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
		add_filter( Host_Page::FAMILY_FILTER, array( $this, 'for_host' ), 10, 4 );
	}

	/**
	 * The host page's family configuration, or null for today's page.
	 *
	 * @param mixed       $family  What an earlier filter answered (null).
	 * @param WP_Post     $post    The Appadoo opened.
	 * @param int         $user_id Signed-in person (0: a guest).
	 * @param string|null $share   A share link's token (Player::open_shared()): the host page sends it back
	 *                             with each family request (`share`), where it is admitted again.
	 * @return array<string, mixed>|null
	 */
	public function for_host( mixed $family, WP_Post $post, int $user_id, ?string $share = null ): ?array {
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
			$this->family->appadoos->find( (int) $post->ID, $user_id, $share );
		} catch ( Not_Found ) {
			return null;
		}
		$now    = time();
		$config = array(
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
			// A new site day starts a new session on the host (each session counts on its played day).
			'timeZone'  => wp_timezone_string(),
			'rest'      => rest_url( 'pp/v1/family/children/' ),
			'nonce'     => wp_create_nonce( 'wp_rest' ),
			'printable' => $this->printable( $user_id, $now ),
			'strings'   => self::strings(),
			'signOut'   => self::sign_out_strings(),
		);
		// Only a share link's page carries one; every other page's configuration is as before.
		return null === $share ? $config : $config + array( 'share' => $share );
	}

	/**
	 * The chooser's and the break screen's texts (the host page carries no translation library).
	 *
	 * @return array<string, string>
	 */
	public static function strings(): array {
		return array(
			'whoTitle'      => __( "Who's playing?", 'playpal' ),
			'whoHelp'       => __( 'Choose who is playing, so their play time is counted.', 'playpal' ),
			/* translators: %s: a child's nickname. */
			'playing'       => __( 'Playing: %s', 'playpal' ),
			'change'        => __( 'Change', 'playpal' ),
			'breakTitle'    => __( 'Time for a break!', 'playpal' ),
			/* translators: %s: a child's nickname. */
			'breakMessage'  => __( "%s has used today's play time.", 'playpal' ),
			'printTitle'    => __( 'Print instead of screen', 'playpal' ),
			/* translators: %s: name of a downloadable kit. */
			'printLink'     => __( 'Print “%s” from your downloads', 'playpal' ),
			'printGeneric'  => __( "Draw a picture of your favourite part of today's game, or colour in a page from one of your kits.", 'playpal' ),
			'askGrownUp'    => __( 'Ask a grown-up', 'playpal' ),
			'pinLabel'      => __( "Grown-up's PIN", 'playpal' ),
			'addTime'       => __( 'Add 10 minutes', 'playpal' ),
			'pinWrong'      => __( 'That PIN is not right. Please try again.', 'playpal' ),
			/* translators: %d: minutes to wait. */
			'pinLimited'    => /* translators: %s: a time of day, such as 18:45 (with the weekday when it is not today). */ __( 'Too many tries. Please try again at %s.', 'playpal' ),
			'pinNotSet'     => __( 'No PIN is set yet. A grown-up can set one in the Family tab of the member portal.', 'playpal' ),
			'pinFailed'     => __( 'The time could not be added. Please try again.', 'playpal' ),
			'offline'       => __( 'You are offline: extra time needs a connection.', 'playpal' ),
			'someoneElse'   => __( 'Someone else is playing', 'playpal' ),
			'switchTitle'   => __( "A grown-up's PIN to switch", 'playpal' ),
			/* translators: %s: a child's nickname. */
			'switchHelp'    => __( "%s has used today's play time. A grown-up's PIN lets someone else play.", 'playpal' ),
			'switchButton'  => __( 'Switch', 'playpal' ),
			'cancel'        => __( 'Cancel', 'playpal' ),
			'switchOffline' => __( 'Switching needs a connection.', 'playpal' ),
			'switchFailed'  => __( 'The PIN could not be checked. Please try again.', 'playpal' ),
		);
	}

	/**
	 * The texts of the dialog a sign-out link shows while children's play is not sent yet
	 * (src/family-sign-out). The host page has no translation library, so the count's plural
	 * comes as its distinct texts and, for each number from 0 to 199, which one it takes: every
	 * plural rule gettext knows gives a number from 200 on the form of 100 + its last two digits.
	 *
	 * @return array{unsentForms: list<string>, unsentIndex: string, progressOnly: string, help: string, sendNow: string, signOutAnyway: string, sending: string, failed: string}
	 */
	public static function sign_out_strings(): array {
		$forms = array();
		$index = '';
		for ( $n = 0; $n < 200; $n++ ) {
			/* translators: %d: minutes of play. */
			$text = _n( '%d minute of play not yet sent', '%d minutes of play not yet sent', $n, 'playpal' );
			$at   = array_search( $text, $forms, true );
			if ( false === $at ) {
				$forms[] = $text;
				$at      = count( $forms ) - 1;
			}
			$index .= (string) min( 9, (int) $at );
		}
		return array(
			'unsentForms'   => $forms,
			'unsentIndex'   => $index,
			'progressOnly'  => __( 'Saved game progress not yet sent', 'playpal' ),
			'help'          => __( 'Signing out removes it from this browser. Send it first, or sign out anyway.', 'playpal' ),
			'sendNow'       => __( 'Send now', 'playpal' ),
			'signOutAnyway' => __( 'Sign out anyway', 'playpal' ),
			'sending'       => __( 'Sending…', 'playpal' ),
			'failed'        => __( 'It could not be sent. Check the connection and try again.', 'playpal' ),
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
