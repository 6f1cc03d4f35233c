<?php
/**
 * GET pp/v1/appadoo-templates and GET pp/v1/me.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Samples\Sample_Loader;

/**
 * The template library is public and cacheable, has the spec's fields and
 * follows its filter; /me says who is asking and is never cached.
 */
final class AppadooTemplatesAndMeTest extends AppadooTestCase {

	public function test_templates_are_public_cacheable_and_have_the_spec_fields(): void {
		$response = $this->dispatch( 'GET', '/pp/v1/appadoo-templates' );

		$this->assertSame( 200, $response->get_status(), 'Guests may read the templates.' );
		$data = $response->get_data();
		$this->assertTrue( $data['success'], 'The answer says success.' );
		$this->assertGreaterThanOrEqual( 6, count( $data['templates'] ), 'There are at least six templates.' );
		$this->assertLessThanOrEqual( 8, count( $data['templates'] ), 'There are at most eight templates.' );
		$this->assertSame( 'public, max-age=300', $response->get_headers()['Cache-Control'] ?? null, 'Shared caches may keep the templates.' );
		$this->assertArrayHasKey( 'ETag', $response->get_headers(), 'The answer carries an ETag.' );

		$ids = array();
		foreach ( $data['templates'] as $template ) {
			$id = $template['id'];
			$this->assertSame( array( 'id', 'name', 'description', 'category', 'difficulty', 'ageGroup', 'tags', 'downloads', 'rating', 'size', 'lastUpdated', 'sample' ), array_keys( $template ), "{$id} has the fields of SPEC §3 Template, and sample." );
			$this->assertMatchesRegularExpression( '/^[a-z0-9-]+$/', $id, "{$id} is a slug." );
			$this->assertNotSame( '', $template['name'], "{$id} has a name." );
			$this->assertNotSame( '', $template['description'], "{$id} has a description." );
			$this->assertContains( $template['category'], array( 'educational', 'stem', 'arts-crafts', 'science', 'math', 'reading' ), "{$id} has a category of SPEC §9." );
			$this->assertContains( $template['difficulty'], array( 'beginner', 'intermediate', 'advanced' ), "{$id} has a template difficulty of SPEC §9." );
			$this->assertContains( $template['ageGroup'], array( '2-4', '3-6', '5-8', '6-10', '8-12' ), "{$id} has an age range of SPEC §9." );
			$this->assertNotEmpty( $template['tags'], "{$id} has tags." );
			$this->assertContainsOnly( 'string', $template['tags'], "{$id}'s tags are strings." );
			$this->assertIsInt( $template['downloads'], "{$id}'s downloads is a number." );
			$this->assertIsFloat( $template['rating'], "{$id}'s rating is a number." );
			$this->assertMatchesRegularExpression( '/^\d+(\.\d+)? MB$/', $template['size'], "{$id}'s size reads like 2.4 MB." );
			$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d$/', $template['lastUpdated'], "{$id}'s lastUpdated is a date." );
			$this->assertTrue( $template['sample'], "{$id} is marked as sample data." );
			$ids[] = $id;
		}
		$this->assertSame( array_unique( $ids ), $ids, 'Template ids are unique.' );
		$this->assertContains( 'beginner', array_column( $data['templates'], 'difficulty' ), 'Some templates are for beginners.' );
		$this->assertContains( 'advanced', array_column( $data['templates'], 'difficulty' ), 'Some templates are advanced.' );
	}

	public function test_a_client_with_the_current_copy_gets_304(): void {
		$etag = $this->dispatch( 'GET', '/pp/v1/appadoo-templates' )->get_headers()['ETag'];

		$again = $this->dispatch( 'GET', '/pp/v1/appadoo-templates', array(), array( 'If-None-Match' => $etag ) );

		$this->assertSame( 304, $again->get_status(), 'A current copy is answered 304.' );
	}

	public function test_the_templates_filter_adds_replaces_and_its_junk_is_dropped(): void {
		$filter = static function ( array $templates ): array {
			$templates[0]['name'] = 'Renamed by the owner';
			$templates[]          = array(
				'id'         => 'owner-made',
				'name'       => 'Owner Made',
				'difficulty' => 'expert',
				'tags'       => array( 'a', array( 'nested' ), 3 ),
				'rating'     => 9,
			);
			$templates[]          = array(
				'id'   => 'Bad Id!',
				'name' => 'Dropped',
			);
			$templates[]          = array( 'id' => 'no-name' );
			$templates[]          = 'not an array';
			$templates[]          = array(
				'id'   => $templates[1]['id'],
				'name' => 'A duplicate id is dropped',
			);
			return $templates;
		};
		add_filter( 'playpal_appadoo_templates', $filter );
		$templates = $this->dispatch( 'GET', '/pp/v1/appadoo-templates' )->get_data()['templates'];
		remove_filter( 'playpal_appadoo_templates', $filter );

		$by_id = array_column( $templates, null, 'id' );
		$this->assertSame( 'Renamed by the owner', $templates[0]['name'], 'The filter can change a template.' );
		$this->assertCount( count( Sample_Loader::defaults( 'templates' ) ) + 1, $templates, 'One template was added; the junk was dropped.' );
		$this->assertArrayHasKey( 'owner-made', $by_id, 'The added template is listed.' );
		$this->assertSame( 'beginner', $by_id['owner-made']['difficulty'], 'An unknown difficulty reads as beginner.' );
		$this->assertSame( array( 'a', '3' ), $by_id['owner-made']['tags'], 'Tags are strings only.' );
		$this->assertSame( 5.0, $by_id['owner-made']['rating'], 'Ratings stay within 0 to 5.' );
		$this->assertFalse( $by_id['owner-made']['sample'], 'A template the owner adds is not sample data unless it says so.' );
		$this->assertNotContains( 'A duplicate id is dropped', array_column( $templates, 'name' ), 'The first template with an id wins.' );
	}

	public function test_a_filter_that_returns_junk_leaves_an_empty_library(): void {
		add_filter( 'playpal_appadoo_templates', '__return_false' );
		$response = $this->dispatch( 'GET', '/pp/v1/appadoo-templates' );
		remove_filter( 'playpal_appadoo_templates', '__return_false' );

		$this->assertSame( 200, $response->get_status(), 'The route still answers.' );
		$this->assertSame( array(), $response->get_data()['templates'], 'No templates.' );
	}

	public function test_me_says_guest_for_guests_and_is_never_cached(): void {
		$response = $this->dispatch( 'GET', '/pp/v1/me' );

		$this->assertSame( 200, $response->get_status(), 'Guests may ask who they are.' );
		$this->assertSame( array( 'loggedIn' => false ), $response->get_data(), 'A guest is {loggedIn: false} and nothing else.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? null, 'The answer depends on the cookie: never cached.' );
	}

	public function test_me_describes_a_signed_in_person_and_whether_they_manage_all_appadoos(): void {
		foreach ( array(
			'subscriber'    => false,
			'editor'        => false,
			'administrator' => true,
		) as $role => $manages ) {
			$id = $this->user( $role, "The {$role}" );
			wp_set_current_user( $id );

			$response = $this->dispatch( 'GET', '/pp/v1/me' );

			$this->assertSame(
				array(
					'loggedIn'             => true,
					'id'                   => $id,
					'name'                 => "The {$role}",
					'tier'                 => 'free',
					'vipUntil'             => null,
					'member'               => false,
					'memberUntil'          => null,
					'memberPlan'           => null,
					'canManageAllAppadoos' => $manages,
					'offlineKey'           => \PlayPal\Offline\Offline_User_Key::for_user( $id ),
				),
				$response->get_data(),
				"A signed-in {$role} is described."
			);
			$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? null, "The {$role}'s answer is never cached." );
		}
	}
}
