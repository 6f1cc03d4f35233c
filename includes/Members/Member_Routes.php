<?php
/**
 * The member portal page, as the server sees it.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use PlayPal\Routing\App_Pages;
use PlayPal\Routing\Route_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Adds /member-portal to the app's route table with its title and
 * description. It answers 200 whatever the feature flags say: with
 * `portals` off the screen shows its labelled preview.
 */
final class Member_Routes {

	use App_Pages;

	public const PORTAL = 'member-portal';

	/**
	 * The portal's title and description.
	 *
	 * @return array<string, array{title: string, description: string, robots?: string}>
	 */
	public static function pages(): array {
		return array(
			self::PORTAL => array(
				'title'       => Route_Meta::page_title( __( 'Member Portal', 'playpal' ) ),
				'description' => __( 'Your PlayPal membership: Appadoos, downloads and subscriptions in one place.', 'playpal' ),
			),
		);
	}
}
