<?php
/**
 * Editors publish or reject creations in wp-admin; the creator sees the status.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Admin\Creations_Page;
use PlayPal\Creators\Creation_Post_Type;
use RuntimeException;

/**
 * The Creations screen (wp-admin → PlayPal → Creations): moderators
 * (`playpal_moderate`: editors and above) publish and reject; the action
 * needs its nonce and the capability; the creator's list follows.
 */
final class CreationReviewTest extends CreationTestCase {

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		add_filter( 'wp_redirect', array( $this, 'stop_redirect' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		remove_filter( 'wp_redirect', array( $this, 'stop_redirect' ) );
		$_POST    = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	public function die_handler(): callable {
		return static function ( $message ): void {
			throw new RuntimeException( 'wp_die: ' . ( is_string( $message ) ? $message : 'refused' ) );
		};
	}

	/**
	 * @param string $location Where WordPress would redirect.
	 * @throws RuntimeException Always: the handler's work is done when it redirects.
	 */
	public function stop_redirect( string $location ): string {
		throw new RuntimeException( 'redirect: ' . $location );
	}

	/**
	 * A creator's pending creation.
	 *
	 * @return array{0: int, 1: int} Creator and creation.
	 */
	private function pending_creation(): array {
		$creator  = $this->sign_in_creator();
		$response = $this->send_creation( self::creation_form(), array( self::file( 'cover.png', self::png_bytes() ) ) );
		$this->assertSame( 201, $response->get_status(), 'The creation is stored.' );
		return array( $creator, (int) $response->get_data()['id'] );
	}

	/**
	 * Posts the screen's form to admin-post.php's handler.
	 *
	 * @param int    $id    Creation.
	 * @param string $do    publish or reject.
	 * @param bool   $nonce Whether to send the right nonce.
	 * @return string What ended the handler (redirect or wp_die).
	 */
	private function post_review( int $id, string $do, bool $nonce = true ): string {
		$_POST             = array(
			'action'   => Creations_Page::ACTION,
			'creation' => (string) $id,
			'do'       => $do,
		);
		$_POST['_wpnonce'] = $nonce ? wp_create_nonce( Creations_Page::nonce_action( $id, $do ) ) : 'nope'; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- The test sends the form.
		$_REQUEST          = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- The test sends the form.
		try {
			( new Creations_Page() )->handle();
		} catch ( RuntimeException $end ) {
			return $end->getMessage();
		}
		return '';
	}

	private function creator_status( int $creator ): string {
		wp_set_current_user( $creator );
		$list = $this->dispatch( 'GET', '/pp/v1/creations' )->get_data();
		return (string) ( $list['creations'][0]['status'] ?? '' );
	}

	public function test_an_editor_publishes_and_the_creator_sees_published_while_the_files_stay_private(): void {
		list( $creator, $id ) = $this->pending_creation();
		$this->assertSame( 'pending', $this->creator_status( $creator ), 'The creator first sees Pending Review.' );

		$this->log_in_as( 'editor' );
		$end = $this->post_review( $id, 'publish' );
		$this->assertStringStartsWith( 'redirect:', $end, 'The handler publishes and returns to the screen.' );
		$this->assertStringContainsString( 'done=publish', $end, 'It reports what it did.' );
		$this->assertSame( 'publish', get_post_status( $id ), 'The creation is published.' );
		// Its files; its picture's preview (Creation_Preview) is public by design.
		foreach ( array_map( 'get_post', ( new \PlayPal\Creators\Creation_Repository() )->file_ids( $id ) ) as $file ) {
			// Issue 23: a published creation is sold; only its product's copies are handed out (WooCommerce's download).
			$this->assertSame( 'private', $file->post_status, 'Its files stay private.' );
			wp_set_current_user( 0 );
			$this->assertFalse( ( new \WP_Query( array( 'attachment_id' => $file->ID ) ) )->have_posts(), 'A guest finds no file by its id (an attachment page would redirect to the file).' );
		}
		$this->assertSame( 'published', $this->creator_status( $creator ), 'The creator sees Published.' );
	}

	public function test_an_editor_rejects_and_the_creator_sees_rejected(): void {
		list( $creator, $id ) = $this->pending_creation();
		$this->log_in_as( 'editor' );
		$this->post_review( $id, 'reject' );
		$this->assertSame( Creation_Post_Type::REJECTED, get_post_status( $id ), 'The creation is rejected.' );
		$this->assertSame( 'rejected', $this->creator_status( $creator ), 'The creator sees Rejected.' );
	}

	public function test_review_needs_the_capability_and_the_nonce(): void {
		list( $creator, $id ) = $this->pending_creation();

		// The creator (a subscriber) — even with a valid nonce of their own.
		$this->assertStringStartsWith( 'wp_die:', $this->post_review( $id, 'publish' ), 'A subscriber is refused.' );
		$this->assertFalse( ( new Creations_Page() )->review( $id, 'publish' ), 'And cannot publish through the screen class either.' );
		$this->log_in_as( 'author' );
		$this->assertStringStartsWith( 'wp_die:', $this->post_review( $id, 'publish' ), 'An author (no playpal_moderate) is refused.' );

		$this->log_in_as( 'editor' );
		$this->assertStringStartsWith( 'wp_die:', $this->post_review( $id, 'publish', false ), 'An editor without the nonce is refused.' );
		$this->assertStringContainsString( 'done=none', $this->post_review( $id, 'delete' ), 'An action the screen does not offer changes nothing, even with its own nonce.' );
		$this->assertSame( 'pending', get_post_status( $id ), 'Nothing changed.' );
		$this->assertSame( 'pending', $this->creator_status( $creator ), 'The creator still sees Pending Review.' );
	}

	public function test_the_screen_lists_pending_creations_with_escaped_fields_and_nonced_forms(): void {
		$creator = $this->sign_in_creator();
		$this->send_creation( self::creation_form( array( 'title' => 'Cards & "friends"' ) ), array( self::file( 'cover.png', self::png_bytes() ) ) );
		unset( $creator );
		$this->log_in_as( 'editor' );
		ob_start();
		( new Creations_Page() )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Cards &amp; &quot;friends&quot;', $html, 'The pending creation is listed, its title escaped.' );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[0-9a-f]{10}"/', $html, 'Each form carries a nonce.' );
		$this->assertStringContainsString( 'value="' . Creations_Page::ACTION . '"', $html, 'The forms post to the review handler.' );
	}
}
