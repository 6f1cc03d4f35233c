<?php
/**
 * The Appadoo portal page, as the server sees it.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Routing\App_Pages;
use PlayPal\Routing\Route_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Adds /appadoo-portal and its other spelling /appydo-portal (SPEC §2: the
 * same screen) to the app's route table, with the portal's title and
 * description.
 *
 * Each path's canonical link is itself: the shell prints the request path,
 * and Route_Meta has no way to name another one.
 */
final class Portal_Routes {

	use App_Pages;

	public const PORTAL       = 'appadoo-portal';
	public const PORTAL_ALIAS = 'appydo-portal';

	/**
	 * The portal's title and description, under both spellings.
	 *
	 * @return array<string, array{title: string, description: string, robots?: string}>
	 */
	public static function pages(): array {
		$page = array(
			'title'       => Route_Meta::page_title( __( 'Appadoo Portal', 'playpal' ) ),
			'description' => __( 'Create, store and back up your Appadoos — offline web activities for children.', 'playpal' ),
		);
		return array(
			self::PORTAL       => $page,
			self::PORTAL_ALIAS => $page,
		);
	}
}
