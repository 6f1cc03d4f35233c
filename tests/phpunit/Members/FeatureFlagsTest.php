<?php
/**
 * Each flag switches its routes; no page route ever 404s because of a flag.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Frontend\Url_Router;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;

/**
 * REST routes whose flag is off answer 404 `playpal_feature_off`.
 */
final class FeatureFlagsTest extends MemberTestCase {

	/**
	 * Reads of the routes `portals` switches.
	 *
	 * @return string[]
	 */
	private function portal_routes(): array {
		return array( '/pp/v1/appadoos', '/pp/v1/storage/providers', '/pp/v1/storage/appadoos', '/pp/v1/downloads' );
	}

	public function test_portals_off_switches_the_portal_routes_off_for_everyone(): void {
		$this->set_flags( array_fill_keys( Settings::FLAGS, false ) );
		foreach ( array( 0, $this->member( 'vip', true ) ) as $user ) {
			wp_set_current_user( $user );
			foreach ( $this->portal_routes() as $route ) {
				$response = $this->dispatch( 'GET', $route );
				$this->assertSame( 404, $response->get_status(), "{$route} is off (user {$user})." );
				$this->assertSame( Feature_Flags::ERROR_CODE, $response->get_data()['code'], "{$route} says the feature is off." );
			}
			$write = $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => 'ocean-adventure' ) );
			$this->assertSame( Feature_Flags::ERROR_CODE, $write->get_data()['code'], 'Writes are off too, before any other check.' );
			$this->assertSame( 404, $this->dispatch( 'POST', '/pp/v1/downloads/1-a', array( 'email' => 'a@b.test' ) )->get_status(), 'Downloads are off.' );
		}
		$this->assertSame( 0, (int) wp_count_posts( 'playpal_appadoo' )->private + (int) wp_count_posts( 'playpal_appadoo' )->publish, 'Nothing was created.' );
		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/me' )->get_status(), 'pp/v1/me always answers.' );
		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/appadoo-templates' )->get_status(), 'The public template library (the preview\'s catalogue) stays.' );
	}

	public function test_portals_on_opens_the_portal_routes(): void {
		$this->set_flags( array( 'portals' => true ) );
		wp_set_current_user( $this->member() );
		foreach ( $this->portal_routes() as $route ) {
			$this->assertSame( 200, $this->dispatch( 'GET', $route )->get_status(), "{$route} answers with portals on." );
		}
	}

	public function test_every_flag_maps_to_known_routes_and_other_routes_are_never_switched(): void {
		$flags = new Feature_Flags( new Settings() );
		$this->assertSame( 'portals', $flags->flag_for( '/pp/v1/appadoos/12' ), 'Appadoo items follow portals.' );
		$this->assertSame( 'portals', $flags->flag_for( '/pp/v1/storage/appadoos/3/backups' ), 'Storage follows portals.' );
		$this->assertSame( 'portals', $flags->flag_for( '/pp/v1/downloads/1-a' ), 'Downloads follow portals.' );
		foreach ( array( '/pp/v1/me', '/pp/v1/health', '/pp/v1/posts', '/pp/v1/appadoo-templates', '/wp/v2/appadoos', '/pp/v1/forum' ) as $route ) {
			$this->assertNull( $flags->flag_for( $route ), "{$route} is not switched by a flag." );
		}
		foreach ( array_keys( $flags->routes() ) as $flag ) {
			$this->assertContains( $flag, Settings::FLAGS, "{$flag} is a real flag." );
		}
	}

	public function test_a_filtered_route_follows_its_flag(): void {
		$add = static function ( array $routes ): array {
			$routes['sharing'][] = '#^/health$#';
			return $routes;
		};
		add_filter( 'playpal_feature_routes', $add );
		$this->set_flags( array( 'sharing' => false ) );
		$off = $this->dispatch( 'GET', '/pp/v1/health' );
		$this->set_flags( array( 'sharing' => true ) );
		$on = $this->dispatch( 'GET', '/pp/v1/health' );
		remove_filter( 'playpal_feature_routes', $add );
		$this->assertSame( 404, $off->get_status(), 'A route added for sharing is off while sharing is off.' );
		$this->assertSame( 200, $on->get_status(), 'And on when sharing is on.' );
	}

	public function test_no_portal_page_route_404s_with_every_flag_off(): void {
		$this->set_flags( array_fill_keys( Settings::FLAGS, false ) );
		$router = new Url_Router( new Settings() );
		foreach ( array( '/member-portal', '/appadoo-portal', '/appydo-portal', '/create-it-forward', '/play-it-forward' ) as $path ) {
			$this->assertSame( 200, $router->decide( $path )['status'] ?? null, "{$path} is answered with 200 with every flag off." );
		}
	}

	public function test_the_plugin_defaults_keep_every_flag_off(): void {
		$this->assertSame( array_fill_keys( Settings::FLAGS, false ), Settings::defaults()['flags'], 'Every flag is off by default.' );
	}
}
