<?php
/**
 * The portal's paths in the app's route table.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Portal_Routes;
use PlayPal\Frontend\Route_Table;
use PlayPal\Frontend\Url_Router;
use PlayPal\Routing\Route_Meta;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * /appadoo-portal and /appydo-portal are the same screen with the same head tags.
 */
final class PortalRoutesTest extends TestCase {

	public function test_both_spellings_of_the_portal_are_app_routes_with_its_title_and_description(): void {
		// A fresh instance: another test class removes every playpal_routes filter
		// in its tearDown (see Signups\SignupsSetupTest).
		$portal = new Portal_Routes();
		$portal->add_hooks();
		$table = new Route_Table();
		$meta  = new Route_Meta();

		foreach ( array( 'appadoo-portal', 'appydo-portal' ) as $path ) {
			$this->assertSame( $path, $table->match( "/{$path}/" )['pattern'] ?? null, "/{$path} is an app route." );
			$head = $meta->for_route( $path, array() );
			$this->assertSame( 'Appadoo Portal | PlayPal', $head['title'], "/{$path} is titled Appadoo Portal." );
			$this->assertSame( 'Create, store and back up your Appadoos — offline web activities for children.', $head['description'], "/{$path} has the portal's description." );
			$this->assertSame( '', $head['robots'], "/{$path} may be indexed like other app pages." );
		}
		$this->assertNull( $table->match( 'appadoo-portal/extra' ), 'Only the exact paths match.' );
		$this->assertNotSame( 'Appadoo Portal | PlayPal', $meta->for_route( 'about', array() )['title'], 'Other routes keep their own titles.' );

		remove_filter( 'playpal_routes', array( $portal, 'add_routes' ) );
		remove_filter( 'playpal_route_meta', array( $portal, 'meta' ), 10 );
	}

	public function test_the_plugins_own_router_answers_both_portal_paths_with_200(): void {
		// The hooks the plugin registered when it loaded, not a fresh instance.
		$router = new Url_Router( new Settings() );

		foreach ( array( '/appadoo-portal', '/appydo-portal/' ) as $path ) {
			$decision = $router->decide( $path );
			$this->assertSame( 200, $decision['status'] ?? null, "{$path} is answered by the app shell with 200." );
			$this->assertSame( trim( $path, '/' ), $decision['pattern'] ?? null, "{$path} matches its own pattern." );
		}
	}
}
