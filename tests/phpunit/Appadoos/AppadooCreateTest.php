<?php
/**
 * Creating an Appadoo from a template: POST pp/v1/appadoos.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Appadoos\Appadoo_Repository;

/**
 * A create writes the post, its meta and a starter page, answers 201 with
 * the contract's shape, and leaves nothing behind when any part fails.
 */
final class AppadooCreateTest extends AppadooTestCase {

	/**
	 * Breaks the uploads folder for one test.
	 *
	 * @var callable|null
	 */
	private $broken_uploads = null;

	protected function tearDown(): void {
		if ( $this->broken_uploads ) {
			remove_filter( 'upload_dir', $this->broken_uploads );
		}
		parent::tearDown();
	}

	public function test_a_create_writes_a_private_post_its_meta_and_a_starter_page_and_answers_201(): void {
		$me = $this->log_in_as( 'subscriber' );

		$response = $this->dispatch(
			'POST',
			'/pp/v1/appadoos',
			array(
				'name'     => '  Rosie\'s Reef  ',
				'template' => 'ocean-adventure',
			)
		);

		$this->assertSame( 201, $response->get_status(), 'A create answers 201 Created.' );
		$data = $response->get_data();
		$this->assertTrue( $data['success'], 'The answer says success.' );
		$id   = $data['appadoo']['id'];
		$post = get_post( $id );
		$this->assertSame( rest_url( "pp/v1/appadoos/{$id}" ), $response->get_headers()['Location'] ?? null, 'Location names the new Appadoo.' );
		$this->assertSame( Appadoo_Post_Type::POST_TYPE, $post->post_type, 'The Appadoo is a playpal_appadoo post.' );
		$this->assertSame( 'private', $post->post_status, 'The post is private.' );
		$this->assertSame( $me, (int) $post->post_author, 'The author is the owner.' );
		$this->assertSame( 'Rosie\'s Reef', $post->post_title, 'The title is the trimmed name.' );
		$this->assertSame( 'ocean-adventure', get_post_meta( $id, Appadoo_Meta::TEMPLATE, true ), 'The template is stored.' );
		$this->assertSame( 'active', get_post_meta( $id, Appadoo_Meta::STATUS, true ), 'A new Appadoo is active.' );
		$this->assertSame( Appadoo_Meta::default_usage(), get_post_meta( $id, Appadoo_Meta::USAGE, true ), 'Usage starts at zero.' );
		$this->assertSame( Appadoo_Meta::default_settings(), get_post_meta( $id, Appadoo_Meta::SETTINGS, true ), 'Settings start at the defaults.' );
		$this->assertSame( Appadoo_Meta::default_storage(), get_post_meta( $id, Appadoo_Meta::STORAGE, true ), 'Storage starts at the defaults.' );
		$this->assertSame( array(), get_post_meta( $id, Appadoo_Meta::BACKUPS, true ), 'There are no backups yet.' );

		$page = (string) file_get_contents( $this->stored_file( $id, 'index.html' ) );
		$this->assertStringContainsString( '<title>Rosie&#039;s Reef</title>', $page, 'The starter page is titled with the escaped name.' );
		$this->assertStringContainsString( 'Ocean Adventure Discovery', $page, 'The starter page names its template.' );
		$this->assertStringContainsString( 'not here yet', $page, 'The starter page says it is a placeholder.' );
		$this->assertSame(
			array(
				'storageUsed' => strlen( $page ),
				'fileCount'   => 1,
			),
			( new Appadoo_Repository() )->storage_usage( $id ),
			'Storage use counts the starter page.'
		);
	}

	public function test_the_answer_has_exactly_the_contract_shape(): void {
		$me = $this->log_in_as( 'subscriber' );
		wp_update_user(
			array(
				'ID'           => $me,
				'display_name' => 'Ada L.',
			)
		);

		$appadoo = $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => 'space-station-alpha' ) )->get_data()['appadoo'];

		$this->assertSame( array( 'id', 'name', 'template', 'templateName', 'status', 'publicUrl', 'usage', 'settings', 'owner', 'createdAt', 'modifiedAt' ), array_keys( $appadoo ), 'An Appadoo has the fields of docs/APPADOOS.md, in order.' );
		$this->assertIsInt( $appadoo['id'], 'id is a number.' );
		$this->assertSame( 'Space Station Alpha', $appadoo['name'], 'Without a name, the Appadoo is called after its template.' );
		$this->assertSame( 'space-station-alpha', $appadoo['template'], 'template is the template id.' );
		$this->assertSame( 'Space Station Alpha', $appadoo['templateName'], 'templateName is the template\'s name.' );
		$this->assertSame( 'active', $appadoo['status'], 'status starts active.' );
		$this->assertNull( $appadoo['publicUrl'], 'A new Appadoo is not deployed: no public address.' );
		$this->assertSame(
			array(
				'sessions'   => 0,
				'totalTime'  => 0,
				'lastPlayed' => null,
			),
			$appadoo['usage'],
			'usage starts at zero with lastPlayed null.'
		);
		$this->assertSame(
			array(
				'timeLimit'    => '30',
				'hdgFilter'    => true,
				'printEnabled' => true,
			),
			$appadoo['settings'],
			'settings start at the defaults, timeLimit as a string.'
		);
		$this->assertSame(
			array(
				'id'   => $me,
				'name' => 'Ada L.',
			),
			$appadoo['owner'],
			'owner carries id and display name.'
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $appadoo['createdAt'], 'createdAt is ISO 8601 in UTC.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $appadoo['modifiedAt'], 'modifiedAt is ISO 8601 in UTC.' );
		$this->assertLessThanOrEqual( 5, abs( strtotime( $appadoo['createdAt'] ) - time() ), 'createdAt is now.' );
		$this->assertSame( $appadoo, $this->dispatch( 'GET', "/pp/v1/appadoos/{$appadoo['id']}" )->get_data()['appadoo'], 'Reading it back gives the same record.' );
	}

	public function test_an_unknown_template_is_400_and_writes_nothing(): void {
		$this->log_in_as( 'subscriber' );
		$before = $this->count_appadoos();

		foreach ( array( 'no-such-template', 'OCEAN-ADVENTURE', 'ocean-adventure ' ) as $template ) {
			$response = $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => $template ) );
			$this->assert_error( $response, 400, 'playpal_unknown_template', "Template \"{$template}\"" );
		}

		$this->assertSame( $before, $this->count_appadoos(), 'No Appadoo was written.' );
	}

	public function test_a_name_is_stored_as_plain_text_exactly_for_people_without_unfiltered_html(): void {
		$this->log_in_as( 'subscriber' );
		$name = 'Tom & Jerry <3 "quotes" \\ back\\slash';

		$appadoo = $this->dispatch(
			'POST',
			'/pp/v1/appadoos',
			array(
				'name'     => $name,
				'template' => self::TEMPLATE,
			)
		)->get_data()['appadoo'];

		$this->assertSame( $name, $appadoo['name'], 'The name comes back exactly as sent: no entities, no stripped slashes.' );
		$this->assertSame( $name, get_post( $appadoo['id'] )->post_title, 'The title is stored exactly.' );
		$page = (string) file_get_contents( $this->stored_file( $appadoo['id'], 'index.html' ) );
		$this->assertStringContainsString( '<h1>Tom &amp; Jerry &lt;3 &quot;quotes&quot;', $page, 'The starter page escapes the name.' );
	}

	public function test_a_script_in_a_name_never_reaches_the_starter_page_as_markup(): void {
		$this->log_in_as( 'administrator' );

		$appadoo = $this->dispatch(
			'POST',
			'/pp/v1/appadoos',
			array(
				'name'     => '<script>alert(1)</script>',
				'template' => self::TEMPLATE,
			)
		)->get_data()['appadoo'];

		$page = (string) file_get_contents( $this->stored_file( $appadoo['id'], 'index.html' ) );
		$this->assertStringNotContainsString( '<script>', $page, 'No script tag is written into the page.' );
		$this->assertStringContainsString( '&lt;script&gt;', $page, 'The name is shown as text.' );
	}

	public function test_when_the_starter_page_cannot_be_written_nothing_is_kept(): void {
		$me                   = $this->log_in_as( 'subscriber' );
		$before               = $this->count_appadoos();
		$this->broken_uploads = static function ( array $uploads ): array {
			$uploads['error'] = 'Uploads are switched off for this test.';
			return $uploads;
		};
		add_filter( 'upload_dir', $this->broken_uploads );

		$response = $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) );

		$this->assert_error( $response, 500, 'playpal_appadoo_not_saved', 'A create whose file cannot be written' );
		$this->assertSame( $before, $this->count_appadoos(), 'The half-written post was deleted.' );
		global $wpdb;
		$orphans = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} pm LEFT JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE p.ID IS NULL AND pm.meta_key LIKE '\\_playpal\\_%'" );
		$this->assertSame( 0, $orphans, 'No meta of the deleted post is left.' );
		$this->assertSame( array(), ( new Appadoo_Repository() )->list( $me ), 'The owner has no Appadoo.' );
	}

	public function test_templates_added_through_the_filter_can_be_used_and_removed_ones_cannot(): void {
		$this->log_in_as( 'subscriber' );
		$filter = static function ( array $templates ): array {
			$templates   = array_values( array_filter( $templates, static fn( array $t ): bool => 'ocean-adventure' !== $t['id'] ) );
			$templates[] = array(
				'id'          => 'school-garden',
				'name'        => 'School Garden',
				'description' => 'Grow beans.',
			);
			return $templates;
		};
		add_filter( 'playpal_appadoo_templates', $filter );

		$made    = $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => 'school-garden' ) );
		$removed = $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => 'ocean-adventure' ) );
		remove_filter( 'playpal_appadoo_templates', $filter );

		$this->assertSame( 201, $made->get_status(), 'A template added through the filter can be used.' );
		$this->assertSame( 'School Garden', $made->get_data()['appadoo']['templateName'], 'Its name is the filtered one.' );
		$this->assert_error( $removed, 400, 'playpal_unknown_template', 'A template removed through the filter' );
		$this->assertSame( 'school-garden', $this->dispatch( 'GET', '/pp/v1/appadoos/' . $made->get_data()['appadoo']['id'] )->get_data()['appadoo']['templateName'], 'A template that is gone keeps its id as its name.' );
	}
}
