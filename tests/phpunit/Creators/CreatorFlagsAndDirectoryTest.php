<?php
/**
 * The creator flags, and the directory's search and categories.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Frontend\Url_Router;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;

/**
 * `creator_dashboard` switches the creator routes (404 `playpal_feature_off`,
 * before anything else); the page /create-it-forward answers 200 whatever
 * the flags. The directory (SPEC §5 Directory search) matches any case in
 * title, description, creator name and tags, by category.
 */
final class CreatorFlagsAndDirectoryTest extends CreationTestCase {

	public function test_creator_dashboard_off_switches_the_creator_routes_off_before_any_other_check(): void {
		$this->set_flags( array( 'creator_dashboard' => false ) );
		$this->sign_in_creator();
		foreach ( array( array( 'GET', '/pp/v1/creations' ), array( 'GET', '/pp/v1/creations/12' ), array( 'PUT', '/pp/v1/creations/12' ), array( 'GET', '/pp/v1/creator-directory' ) ) as list( $method, $route ) ) {
			$response = $this->dispatch( $method, $route );
			$this->assertSame( 404, $response->get_status(), "{$method} {$route} is off." );
			$this->assertSame( Feature_Flags::ERROR_CODE, $response->get_data()['code'], "{$method} {$route} says the feature is off." );
		}
		$post = $this->send_creation( self::creation_form(), array( self::file( 'a.pdf', self::pdf_bytes() ) ) );
		$this->assertSame( Feature_Flags::ERROR_CODE, $post->get_data()['code'], 'Submitting is off.' );
		$this->assertSame( 0, self::count_creations(), 'Nothing was stored.' );

		$this->set_flags( array( 'creator_dashboard' => true ) );
		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/creations' )->get_status(), 'On: the member lists creations.' );
		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/creator-directory' )->get_status(), 'On: the directory answers.' );
	}

	public function test_the_creator_routes_follow_creator_dashboard_only(): void {
		$flags = new Feature_Flags( new Settings() );
		foreach ( array( '/pp/v1/creations', '/pp/v1/creations/3', '/pp/v1/creator-directory' ) as $route ) {
			$this->assertSame( 'creator_dashboard', $flags->flag_for( $route ), "{$route} follows creator_dashboard." );
		}
		$this->assertNull( $flags->flag_for( '/pp/v1/creationsx' ), 'A longer name is not a creator route.' );
	}

	public function test_with_every_flag_off_the_creator_page_still_answers_200(): void {
		$this->set_flags( array_fill_keys( Settings::FLAGS, false ) );
		$this->assertSame( 200, ( new Url_Router( new Settings() ) )->decide( '/create-it-forward' )['status'] ?? null, 'The page shows the waitlist, never a 404.' );
		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/me' )->get_status(), 'pp/v1/me, which decides gate or dashboard, always answers.' );
	}

	public function test_the_page_title_follows_the_screen_the_flag_chooses(): void {
		$meta = static fn(): array => ( new \PlayPal\Routing\Route_Meta() )->for_route( 'create-it-forward', array() );
		$on   = $meta();
		$this->set_flags( array( 'creator_dashboard' => false ) );
		$off = $meta();
		$this->assertStringContainsString( 'Creator Programme', $on['title'], 'On: the creator programme\'s title.' );
		$this->assertStringContainsString( 'Early Access Waitlist', $off['title'], 'Off: the waitlist\'s title.' );
		$this->assertSame( 'noindex, follow', $on['robots'], 'The robots tag stays.' );
	}

	/**
	 * @param array<string, mixed> $query Query.
	 * @return string[] Titles found.
	 */
	private function directory( array $query = array() ): array {
		$response = $this->dispatch( 'GET', '/pp/v1/creator-directory', $query );
		$this->assertSame( 200, $response->get_status(), 'The directory answers: ' . wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data()['listings'], 'title' );
	}

	public function test_the_directory_searches_title_description_creator_and_tags_in_any_case(): void {
		wp_set_current_user( 0 );
		$all = $this->dispatch( 'GET', '/pp/v1/creator-directory' )->get_data();
		$this->assertCount( 6, $all['listings'], 'Every sample listing is listed.' );
		$this->assertSame( array( true ), array_values( array_unique( array_column( $all['listings'], 'sample' ) ) ), 'Each is marked sample.' );
		$this->assertSame( array( 'Mathematics', 'Language Arts', 'Science', 'Art', 'Social Studies' ), $all['categories'], 'SPEC §9 categories.' );

		$this->assertSame( array( 'Fraction Pizza Party' ), $this->directory( array( 'search' => 'PIZZA' ) ), 'Title, any case.' );
		$this->assertSame( array( 'Kitchen Chemistry Lab' ), $this->directory( array( 'search' => 'cupboard' ) ), 'Description.' );
		$this->assertSame( array( 'Fraction Pizza Party', 'Measure the Ocean' ), $this->directory( array( 'search' => 'ms. rivera' ) ), 'Creator name.' );
		$this->assertSame( array( 'Sight Word Safari' ), $this->directory( array( 'search' => 'Sight Words' ) ), 'Tags.' );
		$this->assertSame( array(), $this->directory( array( 'search' => 'no such thing' ) ), 'Nothing matches: an empty list.' );
		$this->assertSame( array( 'Fraction Pizza Party', 'Measure the Ocean' ), $this->directory( array( 'category' => 'Mathematics' ) ), 'A category.' );
		$this->assertSame(
			array( 'Measure the Ocean' ),
			$this->directory(
				array(
					'category' => 'Mathematics',
					'search'   => 'ocean',
				)
			),
			'Category and search together.'
		);
		$this->assertSame( array( 'Fraction Pizza Party', 'Sight Word Safari', 'Kitchen Chemistry Lab' ), $this->directory( array( 'featured' => 'true' ) ), 'Featured only.' );
		$this->assertSame( 400, $this->dispatch( 'GET', '/pp/v1/creator-directory', array( 'category' => 'Cooking' ) )->get_status(), 'An unknown category is a 400.' );
	}

	public function test_a_site_owner_replaces_the_listings_through_the_filter(): void {
		$replace  = static fn(): array => array(
			array(
				'id'       => 'real-1',
				'title'    => 'Our Own Pack',
				'category' => 'Art',
				'tags'     => array( 'paint' ),
				'url'      => 'javascript:alert(1)',
			),
		);
		add_filter( 'playpal_sample_listings', $replace );
		$listings = $this->dispatch( 'GET', '/pp/v1/creator-directory', array( 'search' => 'PAINT' ) )->get_data()['listings'];
		remove_filter( 'playpal_sample_listings', $replace );
		$this->assertSame( array( 'Our Own Pack' ), array_column( $listings, 'title' ), 'The filtered listing is searched.' );
		$this->assertFalse( $listings[0]['sample'], 'It is not marked sample.' );
		$this->assertSame( '', $listings[0]['url'], 'A script address never reaches the page.' );
	}
}
