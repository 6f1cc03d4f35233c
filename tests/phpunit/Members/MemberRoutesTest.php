<?php
/**
 * /member-portal in the app's route table.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Frontend\Url_Router;
use PlayPal\Members\Member_Routes;
use PlayPal\Routing\Route_Meta;
use PlayPal\Settings\Settings;

/**
 * The member portal is served 200 with its title and description.
 */
final class MemberRoutesTest extends MemberTestCase {

	public function test_the_member_portal_has_its_title_and_description(): void {
		$routes = new Member_Routes();
		$routes->add_hooks();
		$head = ( new Route_Meta() )->for_route( 'member-portal', array() );
		remove_filter( 'playpal_routes', array( $routes, 'add_routes' ) );
		remove_filter( 'playpal_route_meta', array( $routes, 'meta' ), 10 );
		$this->assertSame( 'Member Portal | PlayPal', $head['title'], 'The portal is titled Member Portal.' );
		$this->assertSame( 'Your PlayPal membership: Appadoos, downloads and subscriptions in one place.', $head['description'], 'It has a description.' );
	}

	public function test_the_plugins_router_answers_the_member_portal_with_200(): void {
		$decision = ( new Url_Router( new Settings() ) )->decide( '/member-portal/' );
		$this->assertSame( 200, $decision['status'] ?? null, '/member-portal is answered by the app shell.' );
		$this->assertSame( 'member-portal', $decision['pattern'] ?? null, 'It matches its own pattern.' );
	}
}
