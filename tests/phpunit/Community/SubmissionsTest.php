<?php
/**
 * POST and GET pp/v1/submissions.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Community;

use PlayPal\Community\Submission_Consent;
use PlayPal\Community\Submission_Repository;
use PlayPal\Database\Signups_Repository;

/**
 * Every rule with its code, files judged by their bytes, the 10 MB and
 * 5-file limits, the honeypot, the rate limit, nothing half-written on
 * failure, and a public list that shows only approved stories and no email.
 */
final class SubmissionsTest extends SubmissionTestCase {

	public function test_a_story_with_two_pictures_and_a_video_is_stored_pending_with_private_files(): void {
		$response = $this->submit(
			self::form(),
			array(
				self::file( 'castle.png', self::png_bytes() ),
				self::file( 'crown.JPG', self::jpeg_bytes() ),
				self::file( 'clip.mp4', self::mp4_bytes() ),
			)
		);

		$this->assertSame( 201, $response->get_status(), 'A valid story is received: ' . wp_json_encode( $response->get_data() ) );
		$this->assertTrue( $response->get_data()['success'], 'The answer says success.' );
		$story = ( new Submission_Repository() )->get( self::latest_id() );
		$this->assertSame( 'pending', $story['status'], 'A new story waits for review.' );
		$this->assertSame( 'pending', get_post_status( $story['id'] ), 'Its post is pending too.' );
		$this->assertSame( 'ada@example.test', $story['submitter_email'], 'The email is kept for the editors.' );
		$this->assertSame( Submission_Consent::licence_text(), $story['consent_text'], 'The licence shown is stored.' );
		$this->assertNotSame( '', $story['consented_at'], 'The time of consent is stored.' );
		$this->assertCount( 3, $story['media'], 'All three files are attached.' );
		$mimes = array();
		foreach ( $story['media'] as $id ) {
			$this->assertSame( $story['id'], wp_get_post_parent_id( $id ), 'Each file is attached to the story.' );
			$this->assertSame( 'private', get_post_status( $id ), 'Files are private until the story is approved.' );
			$this->assertFileExists( get_attached_file( $id ), 'The file is in the uploads folder.' );
			$this->assertStringNotContainsString( 'castle', (string) get_attached_file( $id ), 'The sender\'s file name is not published.' );
			$mimes[] = get_post_mime_type( $id );
		}
		$this->assertSame( array( 'image/png', 'image/jpeg', 'video/mp4' ), $mimes, 'Types come from the bytes.' );
	}

	public function test_a_json_story_without_files_is_received(): void {
		$response = $this->dispatch(
			'POST',
			'/pp/v1/submissions',
			self::form(
				array(
					'type'               => 'blog_post',
					'permission_granted' => true,
					'marketing_consent'  => true,
					'newsletter_signup'  => false,
				)
			)
		);
		$this->assertSame( 201, $response->get_status(), 'A story without files is fine: ' . wp_json_encode( $response->get_data() ) );
		$this->assertSame( 1, self::count_submissions(), 'It is stored.' );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function broken_rules(): array {
		return array(
			'type missing'          => array( array( 'type' => null ), 'playpal_submission_type_required' ),
			'type unknown'          => array( array( 'type' => 'podcast' ), 'playpal_submission_type_invalid' ),
			'title missing'         => array( array( 'title' => null ), 'playpal_submission_title_required' ),
			'title blank'           => array( array( 'title' => "  \t " ), 'playpal_submission_title_required' ),
			'title too long'        => array( array( 'title' => str_repeat( 't', 151 ) ), 'playpal_submission_title_too_long' ),
			'title not text'        => array( array( 'title' => array( 'a' ) ), 'playpal_submission_title_invalid' ),
			'product missing'       => array( array( 'product_used' => null ), 'playpal_submission_product_required' ),
			'product not in list'   => array( array( 'product_used' => 'Moon Base' ), 'playpal_submission_product_invalid' ),
			'description missing'   => array( array( 'description' => '' ), 'playpal_submission_description_required' ),
			'description too long'  => array( array( 'description' => str_repeat( 'd', 5001 ) ), 'playpal_submission_description_too_long' ),
			'age too long'          => array( array( 'age_of_child' => str_repeat( '5', 51 ) ), 'playpal_submission_age_too_long' ),
			'name missing'          => array( array( 'submitter_name' => null ), 'playpal_submission_name_required' ),
			'name too long'         => array( array( 'submitter_name' => str_repeat( 'n', 101 ) ), 'playpal_submission_name_too_long' ),
			'email missing'         => array( array( 'submitter_email' => ' ' ), 'playpal_submission_email_required' ),
			'email malformed'       => array( array( 'submitter_email' => 'ada@' ), 'playpal_submission_email_invalid' ),
			'newsletter not a flag' => array( array( 'newsletter_signup' => 'maybe' ), 'playpal_submission_newsletter_invalid' ),
			'permission missing'    => array( array( 'permission_granted' => null ), 'playpal_submission_consent_required' ),
			'marketing not given'   => array( array( 'marketing_consent' => 'false' ), 'playpal_submission_consent_required' ),
			'honeypot not text'     => array( array( 'hp' => array( 'x' ) ), 'playpal_submission_invalid_body' ),
		);
	}

	/**
	 * @dataProvider broken_rules
	 *
	 * @param array<string, mixed> $changes The broken field.
	 * @param string               $code    Expected code.
	 */
	public function test_each_rule_answers_its_own_code_and_stores_nothing( array $changes, string $code ): void {
		$response = $this->submit( self::form( $changes ), array( self::file( 'a.png', self::png_bytes() ) ) );

		$this->assertSame( 400, $response->get_status(), "{$code}: a broken rule is a 400." );
		$this->assertSame( $code, $response->as_error()->get_error_code(), 'The rule answers its own code.' );
		$this->assertSame( 0, self::count_submissions(), 'Nothing is stored.' );
		$this->assertSame( array(), $this->new_uploads(), 'No file is written.' );
	}

	public function test_missing_consent_answers_the_spec_sentence(): void {
		$response = $this->submit( self::form( array( 'permission_granted' => 'false' ) ) );
		$this->assertSame( 'Please agree to the terms and permissions before submitting.', $response->as_error()->get_error_message(), 'SPEC §8 Consent missing.' );
	}

	public function test_a_php_script_named_jpg_is_refused(): void {
		$response = $this->submit( self::form(), array( self::file( 'photo.jpg', "<?php echo 'owned'; ?>\n" ) ) );

		$this->assertSame( 415, $response->get_status(), 'A script is not a picture, whatever its name.' );
		$this->assertSame( 'playpal_upload_type', $response->as_error()->get_error_code(), 'It has the type code.' );
		$this->assertSame( 0, self::count_submissions(), 'No story is stored.' );
		$this->assertSame( 0, self::count_attachments(), 'No attachment is made.' );
		$this->assertSame( array(), $this->new_uploads(), 'No file is written.' );
	}

	public function test_a_picture_with_a_name_of_another_kind_is_refused(): void {
		$response = $this->submit( self::form(), array( self::file( 'notes.txt', self::png_bytes() ) ) );
		$this->assertSame( 'playpal_upload_type', $response->as_error()->get_error_code(), 'The name must agree with the bytes.' );
	}

	public function test_an_11_mb_file_is_refused(): void {
		$response = $this->submit( self::form(), array( self::file( 'big.jpg', self::jpeg_bytes() . str_repeat( "\0", 11 * 1048576 ) ) ) );

		$this->assertSame( 413, $response->get_status(), 'Over 10 MB is refused.' );
		$this->assertSame( 'playpal_upload_too_large', $response->as_error()->get_error_code(), 'It has the size code.' );
		$this->assertStringContainsString( '10 MB', $response->as_error()->get_error_message(), 'The message says the limit.' );
		$this->assertSame( 0, self::count_submissions(), 'Nothing is stored.' );
	}

	public function test_a_sixth_file_is_refused(): void {
		$files = array();
		for ( $i = 1; $i <= 6; $i++ ) {
			$files[] = self::file( "p{$i}.png", self::png_bytes() );
		}
		$response = $this->submit( self::form(), $files );

		$this->assertSame( 400, $response->get_status(), 'Six files are refused.' );
		$this->assertSame( 'playpal_upload_too_many_files', $response->as_error()->get_error_code(), 'It has the count code.' );
		$this->assertSame( 0, self::count_attachments(), 'No attachment is made.' );
		$this->assertSame( 201, $this->submit( self::form(), array_slice( $files, 0, 5 ) )->get_status(), 'Five are fine.' );
	}

	public function test_malformed_file_fields_are_refused(): void {
		$request = new \WP_REST_Request( 'POST', '/pp/v1/submissions' );
		$request->set_body_params( self::form() );
		$request->set_file_params(
			array(
				'files' => array(
					'name'     => array( array( 'x' ) ),
					'tmp_name' => array( '' ),
					'error'    => array( 0 ),
				),
			)
		);
		$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
		$this->assertSame( 'playpal_upload_malformed', $response->as_error()->get_error_code(), 'Nested file fields are refused.' );
	}

	public function test_a_filled_honeypot_is_answered_like_success_and_stores_nothing(): void {
		$response = $this->submit( self::form( array( 'hp' => 'http://spam.example' ) ), array( self::file( 'a.png', self::png_bytes() ) ) );

		$this->assertSame( 201, $response->get_status(), 'The bot sees a success.' );
		$this->assertTrue( $response->get_data()['success'], 'The body says success.' );
		$this->assertSame( 0, self::count_submissions(), 'No story is stored.' );
		$this->assertSame( 0, self::count_attachments(), 'No file is stored.' );
	}

	public function test_the_sixth_story_from_one_address_within_an_hour_gets_429(): void {
		remove_filter( 'playpal_submission_rate_limit', array( $this, 'high_limit' ) );
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->assertSame( 201, $this->submit( self::form() )->get_status(), "Story {$i} is received." );
		}
		$limited = $this->submit( self::form() );

		$this->assertSame( 429, $limited->get_status(), 'The sixth is refused.' );
		$this->assertSame( 'playpal_submission_rate_limited', $limited->as_error()->get_error_code(), 'It has the rate code.' );
		$this->assertSame( 5, self::count_submissions(), 'The sixth is not stored.' );
	}

	public function test_a_failed_upload_leaves_no_attachment_no_post_and_no_file(): void {
		$seen = 0;
		$fail = static function ( array $file ) use ( &$seen ): array {
			++$seen;
			if ( 3 === $seen ) {
				$file['error'] = 'The disk is full.';
			}
			return $file;
		};
		add_filter( 'wp_handle_sideload_prefilter', $fail );
		try {
			$response = $this->submit(
				self::form(),
				array(
					self::file( 'a.png', self::png_bytes() ),
					self::file( 'b.jpg', self::jpeg_bytes() ),
					self::file( 'c.mp4', self::mp4_bytes() ),
				)
			);
		} finally {
			remove_filter( 'wp_handle_sideload_prefilter', $fail );
		}

		$this->assertSame( 'playpal_upload_failed', $response->as_error()->get_error_code(), 'The failure is reported: ' . wp_json_encode( $response->get_data() ) );
		$this->assertSame( 0, self::count_submissions(), 'No story remains.' );
		$this->assertSame( 0, self::count_attachments(), 'The two files stored before the failure are removed.' );
		$this->assertSame( array(), $this->new_uploads(), 'No file remains in uploads.' );
	}

	public function test_a_ticked_newsletter_box_joins_the_newsletter_list_once(): void {
		$this->submit( self::form( array( 'newsletter_signup' => 'true' ) ) );
		$this->submit(
			self::form(
				array(
					'newsletter_signup' => 'true',
					'submitter_email'   => 'ADA@example.test',
				)
			)
		);

		$rows = ( new Signups_Repository() )->find_by_email( 'ada@example.test', 10, 1 );
		$this->assertCount( 1, $rows, 'The person is on the list once.' );
		$this->assertSame( 'newsletter', $rows[0]['kind'], 'On the newsletter list.' );
		$this->assertSame( 'Ada', $rows[0]['first_name'], 'With their first name.' );
	}

	public function test_an_unticked_newsletter_box_joins_nothing(): void {
		$this->submit( self::form() );
		$this->assertSame( array(), ( new Signups_Repository() )->find_by_email( 'ada@example.test', 10, 1 ), 'No sign-up.' );
	}

	public function test_the_site_admin_is_emailed_about_a_new_story(): void {
		$sent    = array();
		$capture = static function ( $result, array $mail ) use ( &$sent ) {
			$sent[] = $mail;
			return true;
		};
		add_filter( 'pre_wp_mail', $capture, 5, 2 );
		try {
			$this->submit( self::form() );
		} finally {
			remove_filter( 'pre_wp_mail', $capture, 5 );
		}
		$this->assertCount( 1, $sent, 'One email.' );
		$this->assertSame( get_option( 'admin_email' ), $sent[0]['to'], 'To the site admin.' );
		$this->assertStringContainsString( 'Our castle weekend', $sent[0]['subject'], 'Naming the story.' );
		$this->assertStringContainsString( 'page=playpal-stories', $sent[0]['message'], 'Linking to the moderation screen.' );
	}

	public function test_a_pending_story_never_appears_in_the_public_list_and_no_email_ever_does(): void {
		$this->submit( self::form( array( 'title' => 'Pending one' ) ), array( self::file( 'a.png', self::png_bytes() ) ) );
		$pending      = self::latest_id();
		$pending_file = (string) wp_get_attachment_url( ( new Submission_Repository() )->media_ids( $pending )[0] );
		$this->submit( self::form( array( 'title' => 'Approved one' ) ), array( self::file( 'b.png', self::png_bytes() ) ) );
		$approved = self::latest_id();
		( new Submission_Repository() )->set_status( $approved, 'approved' );
		$this->submit( self::form( array( 'title' => 'Rejected one' ) ) );
		( new Submission_Repository() )->set_status( self::latest_id(), 'rejected' );

		$response = $this->dispatch( 'GET', '/pp/v1/submissions' );
		$json     = (string) wp_json_encode( $response->get_data() );

		$this->assertSame( 200, $response->get_status(), 'The list is public.' );
		$this->assertSame( array( 'Approved one' ), array_column( $response->get_data()['submissions'], 'title' ), 'Only the approved story is listed.' );
		$this->assertSame( 1, $response->get_data()['total'], 'The total counts only public stories.' );
		$this->assertStringNotContainsString( 'ada@example.test', $json, 'No email in the list.' );
		$this->assertStringNotContainsString( 'email', $json, 'Not even an email field.' );
		$this->assertStringNotContainsString( basename( $pending_file ), $json, 'No file of a pending story.' );
		$this->assertCount( 1, $response->get_data()['submissions'][0]['media_urls'], 'The approved story shows its picture.' );
		$this->assertFalse( $response->get_data()['submissions'][0]['sample'], 'A real story is not an example.' );
	}

	public function test_the_public_list_is_newest_first_and_paged(): void {
		$repository = new Submission_Repository();
		foreach ( array( 'First', 'Second', 'Third' ) as $i => $title ) {
			$this->submit( self::form( array( 'title' => $title ) ) );
			$id = self::latest_id();
			wp_update_post(
				array(
					'ID'            => $id,
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - ( 3 - $i ) * 3600 ),
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() - ( 3 - $i ) * 3600 ),
				)
			);
			$repository->set_status( $id, 1 === $i ? 'featured' : 'approved' );
		}

		$all = $this->dispatch( 'GET', '/pp/v1/submissions' )->get_data();
		$this->assertSame( array( 'Third', 'Second', 'First' ), array_column( $all['submissions'], 'title' ), 'Newest first.' );
		$this->assertNotSame( '', $all['submissions'][1]['featured_date'], 'A featured story has its featured date.' );

		$page = $this->dispatch(
			'GET',
			'/pp/v1/submissions',
			array(
				'page'     => 2,
				'per_page' => 2,
			)
		);
		$this->assertSame( array( 'First' ), array_column( $page->get_data()['submissions'], 'title' ), 'Page 2 of 2.' );
		$this->assertSame( '3', $page->get_headers()['X-WP-Total'], 'The total header.' );
		$this->assertSame( 2, $page->get_data()['pages'], 'Two pages.' );
		$this->assertSame( 400, $this->dispatch( 'GET', '/pp/v1/submissions', array( 'per_page' => 500 ) )->get_status(), 'per_page is bounded.' );
	}
}
