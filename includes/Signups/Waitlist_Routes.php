<?php
/**
 * The two waitlist pages, as the server sees them.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\Routing\App_Pages;
use PlayPal\Routing\Route_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Adds /create-it-forward and /play-it-forward to the app's route table and
 * gives them their title, description and `noindex, follow` robots (SPEC §2
 * Interest pages): waitlist pages should not be search results, but their
 * links should be followed.
 */
final class Waitlist_Routes {

	use App_Pages;

	public const CREATE_IT_FORWARD = 'create-it-forward';
	public const PLAY_IT_FORWARD   = 'play-it-forward';

	/**
	 * Title, description and robots tag of each page; the screens set the same texts.
	 *
	 * @return array<string, array{title: string, description: string, robots?: string}>
	 */
	public static function pages(): array {
		return array(
			self::CREATE_IT_FORWARD => array(
				'title'       => Route_Meta::page_title( __( 'Create It Forward — Early Access Waitlist', 'playpal' ) ),
				'description' => __( 'Join the Create It Forward waitlist: sell your printable activities to families and educators, keep 70% of every sale, and get your first month free.', 'playpal' ),
				'robots'      => 'noindex, follow',
			),
			self::PLAY_IT_FORWARD   => array(
				'title'       => Route_Meta::page_title( __( 'Play It Forward — Beta Waitlist', 'playpal' ) ),
				'description' => __( 'Join the Play It Forward beta: share PlayPal with friends and earn $5 for every new sign-up and $25 for every VIP subscription.', 'playpal' ),
				'robots'      => 'noindex, follow',
			),
		);
	}
}
