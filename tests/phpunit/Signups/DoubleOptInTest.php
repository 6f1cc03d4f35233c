<?php
/**
 * Optional double opt-in for sign-ups (issue 16, item 5).
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- These tests send the link's token as a browser does.

namespace PlayPal\Tests\Signups;

use PlayPal\Admin\Signups_List_Table;
use PlayPal\Lifecycle;
use PlayPal\Settings\Settings;
use PlayPal\Signups\Confirmation_Mailer;
use PlayPal\Signups\Confirmation_Page;
use PlayPal\Signups\Confirmation_Token;
use PlayPal\Signups\Csv_Export;
use PlayPal\Signups\Unconfirmed_Purge;
use PlayPal\Database\Schema;
use PlayPal\Database\Signups_Repository;
use PlayPal\Tests\TestCase;

/**
 * The setting, the unconfirmed row, the email (caught with `pre_wp_mail`),
 * the signed link and its page, the export and the daily purge.
 */
final class DoubleOptInTest extends TestCase {

	/**
	 * Emails wp_mail was asked to send.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		unset( $_SERVER['REMOTE_ADDR'] );
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ) );
		remove_all_filters( 'wp_die_handler' );
		unset( $_GET['token'] );
		parent::tearDown();
	}

	/**
	 * Keeps the email instead of sending it.
	 *
	 * @param null|bool            $short_circuit Null to send.
	 * @param array<string, mixed> $atts          wp_mail's arguments.
	 */
	public function catch_mail( $short_circuit, array $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	private function double_opt_in( bool $on ): void {
		$settings                  = (array) get_option( Settings::OPTION, array() );
		$settings['double_opt_in'] = $on;
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * Signs up through the REST route.
	 *
	 * @param string $email Email.
	 * @param string $kind  List.
	 */
	private function sign_up( string $email, string $kind = 'newsletter' ): int {
		$response = $this->dispatch(
			'POST',
			'/pp/v1/interest',
			array(
				'kind'      => $kind,
				'email'     => $email,
				'firstName' => 'Ada',
				'lastName'  => 'Lovelace',
			)
		);
		$this->assertSame( 200, $response->get_status(), 'The sign-up is taken.' );
		return (int) ( ( new Signups_Repository() )->find_on_list( $kind, $email )['id'] ?? 0 );
	}

	/**
	 * The token in the link of an email.
	 *
	 * @param array<string, mixed> $mail Caught email.
	 */
	private function token_in( array $mail ): string {
		$this->assertSame( 1, preg_match( '#(http\S+admin-post\.php\?\S+)#', (string) $mail['message'], $link ), 'The email carries the link.' );
		$query = array();
		parse_str( (string) wp_parse_url( html_entity_decode( $link[1] ), PHP_URL_QUERY ), $query );
		$this->assertSame( Confirmation_Page::ACTION, $query['action'] ?? '', 'The link opens the confirmation page.' );
		return (string) ( $query['token'] ?? '' );
	}

	private function confirmed( int $id ): string {
		return (string) ( ( new Signups_Repository() )->get( $id )['confirmed'] ?? '' );
	}

	public function test_off_by_default_a_sign_up_is_confirmed_at_once_and_no_email_goes_out(): void {
		$this->assertFalse( ( new Settings() )->double_opt_in(), 'Off by default.' );

		$id = $this->sign_up( 'plain@example.com' );

		$this->assertSame( '1', $this->confirmed( $id ), 'Confirmed as it is taken.' );
		$this->assertSame( array(), $this->mails, 'No email.' );
	}

	public function test_on_a_sign_up_waits_unconfirmed_and_the_emailed_link_confirms_it_once_and_for_all(): void {
		$this->double_opt_in( true );

		$id = $this->sign_up( 'Confirm.Me@Example.com' );

		$this->assertSame( '0', $this->confirmed( $id ), 'Stored unconfirmed.' );
		$this->assertCount( 1, $this->mails, 'One email.' );
		$this->assertSame( 'Confirm.Me@Example.com', $this->mails[0]['to'], 'To the address given.' );
		$this->assertSame( 'Please confirm your sign-up: Newsletter', $this->mails[0]['subject'], 'Saying what it is about.' );
		$this->assertStringContainsString( 'The link works for 7 days.', (string) $this->mails[0]['message'], 'Saying how long the link works.' );

		$page  = new Confirmation_Page();
		$token = $this->token_in( $this->mails[0] );
		$first = $page->answer( $token );
		$this->assertSame( array( 200, 'playpal_confirmation_done', 'Thank you! Your sign-up is confirmed.' ), array( $first['status'], $first['code'], $first['message'] ), 'The link confirms.' );
		$this->assertSame( '1', $this->confirmed( $id ), 'The row is confirmed.' );

		$again = $page->answer( $token );
		$this->assertSame( array( 200, 'playpal_confirmation_done' ), array( $again['status'], $again['code'] ), 'Opening it again says the same.' );
		$this->assertSame( '1', $this->confirmed( $id ), 'And changes nothing.' );
	}

	public function test_the_link_s_page_is_a_plain_wordpress_page_with_its_status(): void {
		$this->double_opt_in( true );
		$this->sign_up( 'page@example.com' );
		$_GET['token'] = $this->token_in( $this->mails[0] );
		add_filter(
			'wp_die_handler',
			static fn() => static function ( $message, $title, $args ): void {
				throw new \RuntimeException( wp_json_encode( array( $message, $title, $args['response'] ?? 0, $args['link_url'] ?? '' ) ), 1 );
			}
		);

		try {
			( new Confirmation_Page() )->handle();
			$this->fail( 'The page is printed by wp_die.' );
		} catch ( \RuntimeException $printed ) {
			$this->assertSame( array( 'Thank you! Your sign-up is confirmed.', 'Sign-up confirmed', 200, home_url( '/' ) ), json_decode( $printed->getMessage(), true ), 'A clear page, with a way back to the site.' );
		}
		$this->assertInstanceOf( Confirmation_Page::class, $this->page_hooked(), 'Guests reach it through admin-post.php.' );
	}

	/**
	 * The Confirmation_Page instance the plugin hooked for guests.
	 */
	private function page_hooked(): object {
		global $wp_filter;
		foreach ( $wp_filter[ 'admin_post_nopriv_' . Confirmation_Page::ACTION ]->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof Confirmation_Page ) {
					return $callback['function'][0];
				}
			}
		}
		$this->fail( 'The plugin hooks its confirmation page for guests.' );
	}

	public function test_signing_up_again_while_unconfirmed_sends_the_link_again_and_once_confirmed_does_not(): void {
		$this->double_opt_in( true );
		$id = $this->sign_up( 'again@example.com' );
		$this->sign_up( 'AGAIN@example.com ' );
		$this->assertCount( 2, $this->mails, 'The person who lost the first email gets another.' );

		( new Confirmation_Page() )->answer( $this->token_in( $this->mails[1] ) );
		$this->assertSame( '1', $this->confirmed( $id ), 'The second link confirms too.' );
		$this->sign_up( 'again@example.com' );
		$this->assertCount( 2, $this->mails, 'Confirmed: no more emails.' );
	}

	/**
	 * What the form is told after a sign-up.
	 *
	 * @param string $email Email.
	 * @param string $hp    The honeypot field.
	 * @return array<string, mixed>
	 */
	private function answer_to( string $email, string $hp = '' ): array {
		return $this->dispatch(
			'POST',
			'/pp/v1/interest',
			array(
				'kind'      => 'newsletter',
				'email'     => $email,
				'firstName' => 'Ada',
				'lastName'  => 'Lovelace',
				'hp'        => $hp,
			)
		)->get_data();
	}

	public function test_the_form_is_told_to_look_for_the_email_until_the_link_is_followed(): void {
		$on_list = array(
			'success'           => true,
			'alreadySubscribed' => true,
		);
		$check   = array(
			'success'          => true,
			'confirmationSent' => true,
		);
		$this->assertSame( array( 'success' => true ), $this->answer_to( 'off@example.com' ), 'Off: a plain success.' );
		$this->assertSame( $on_list, $this->answer_to( 'off@example.com' ), 'Off: a second time is "already on the list".' );

		$this->double_opt_in( true );
		$this->assertSame( $check, $this->answer_to( 'on@example.com' ), 'On: a new sign-up is told to check the email.' );
		$this->assertSame( $check, $this->answer_to( 'on@example.com' ), 'Still unconfirmed: told again (the email went again).' );
		$this->assertSame( $check, $this->answer_to( 'bot@example.com', 'filled' ), 'A bot gets the same answer as a person.' );
		$this->assertCount( 2, $this->mails, 'Only the person got emails, not the bot.' );

		( new Confirmation_Page() )->answer( $this->token_in( $this->mails[0] ) );
		$this->assertSame( $on_list, $this->answer_to( 'on@example.com' ), 'Confirmed: "already on the list".' );
	}

	public function test_an_expired_or_forged_link_gets_a_4xx_page_and_changes_nothing(): void {
		$this->double_opt_in( true );
		$id    = $this->sign_up( 'late@example.com' );
		$other = $this->sign_up( 'other@example.com' );
		$email = 'late@example.com';
		$page  = new Confirmation_Page();

		$expired = $page->answer( Confirmation_Token::make( $id, $email, time() - Confirmation_Token::LIFETIME - 60 ) );
		$this->assertSame( array( 410, 'playpal_confirmation_expired' ), array( $expired['status'], $expired['code'] ), 'Expired: 410, sign up again.' );
		$this->assertStringContainsString( 'sign up again', $expired['message'], 'It says what to do.' );

		$stretched = preg_replace( '/^(\d+)\.(\d+)\./', '$1.' . ( time() + 999999 ) . '.', Confirmation_Token::make( $id, $email, time() - Confirmation_Token::LIFETIME - 60 ) );
		$this->assertSame( 400, $page->answer( (string) $stretched )['status'], 'A later expiry breaks the signature.' );
		$moved = preg_replace( '/^\d+\./', $other . '.', Confirmation_Token::make( $id, $email, time() ) );
		$this->assertSame( 400, $page->answer( (string) $moved )['status'], 'A link cannot be moved to another sign-up.' );
		$this->assertSame( 'playpal_confirmation_invalid', $page->answer( 'nonsense' )['code'], 'Nonsense is not valid.' );

		$this->assertSame( array( '0', '0' ), array( $this->confirmed( $id ), $this->confirmed( $other ) ), 'Nothing was confirmed.' );
	}

	public function test_the_export_and_the_screen_say_whether_a_sign_up_is_confirmed(): void {
		$this->sign_up( 'before@example.com' );
		$this->double_opt_in( true );
		$this->sign_up( 'waiting@example.com' );

		$handle = fopen( 'php://memory', 'w+' );
		( new Csv_Export( new Signups_Repository() ) )->write( $handle, array( 'kind' => 'newsletter' ) );
		rewind( $handle );
		$csv = (string) stream_get_contents( $handle );
		fclose( $handle );

		$this->assertStringContainsString( ',Confirmed', strtok( $csv, "\n" ), 'The header names the column.' );
		$this->assertMatchesRegularExpression( '/before@example\.com,.*,Yes\n/', $csv, 'A sign-up taken without opt-in is confirmed.' );
		$this->assertMatchesRegularExpression( '/waiting@example\.com,.*,No\n/', $csv, 'One waiting for the link is not.' );

		$this->log_in_as( 'administrator' );
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		set_current_screen( 'toplevel_page_playpal-signups' );
		$table = new Signups_List_Table( new Signups_Repository() );
		$this->assertSame( 'Confirmed', $table->get_columns()['confirmed'] ?? '', 'The wp-admin list has the column.' );
		$_REQUEST['s'] = 'waiting@';
		$table->prepare_items();
		ob_start();
		$table->display();
		$html = (string) ob_get_clean();
		unset( $_REQUEST['s'] );
		$this->assertMatchesRegularExpression( '#<td[^>]*column-confirmed[^>]*>No</td>#', $html, 'It shows the sign-up waiting for its link.' );
	}

	public function test_the_daily_job_removes_unconfirmed_sign_ups_older_than_30_days_and_nothing_else(): void {
		global $wpdb;
		$this->double_opt_in( true );
		$old      = $this->sign_up( 'old@example.com' );
		$recent   = $this->sign_up( 'recent@example.com' );
		$answered = $this->sign_up( 'answered@example.com' );
		( new Confirmation_Page() )->answer( $this->token_in( $this->mails[2] ) );
		$table = Schema::signups_table();
		$ago   = static fn( int $days ): string => gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET created_at = %s WHERE id IN (%d, %d)", $ago( 31 ), $old, $answered ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET created_at = %s WHERE id = %d", $ago( 29 ), $recent ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

		$removed = ( new Unconfirmed_Purge( new Settings() ) )->run();

		$this->assertSame( 1, $removed, 'One row went.' );
		$repository = new Signups_Repository();
		$this->assertNull( $repository->get( $old ), 'The unconfirmed one from 31 days ago.' );
		$this->assertNotNull( $repository->get( $recent ), 'Not the unconfirmed one from 29 days ago.' );
		$this->assertNotNull( $repository->get( $answered ), 'Not the confirmed one, however old.' );
	}

	public function test_the_job_is_scheduled_when_enabled_or_activated_and_cleared_on_deactivation(): void {
		wp_clear_scheduled_hook( Unconfirmed_Purge::HOOK );
		$purge = new Unconfirmed_Purge( new Settings() );
		$purge->schedule_when_enabled();
		$this->assertFalse( wp_next_scheduled( Unconfirmed_Purge::HOOK ), 'Off: nothing scheduled.' );

		$this->double_opt_in( true );
		$purge->schedule_when_enabled();
		$this->assertIsInt( wp_next_scheduled( Unconfirmed_Purge::HOOK ), 'On: scheduled.' );
		$this->assertSame( 'daily', wp_get_schedule( Unconfirmed_Purge::HOOK ), 'Daily.' );
		$this->assertTrue( has_action( Unconfirmed_Purge::HOOK ), 'The plugin runs it.' );

		Lifecycle::deactivate();
		$this->assertFalse( wp_next_scheduled( Unconfirmed_Purge::HOOK ), 'Deactivation clears it.' );
		Lifecycle::activate();
		$this->assertIsInt( wp_next_scheduled( Unconfirmed_Purge::HOOK ), 'Activation schedules it while double opt-in is on.' );
	}

	public function test_schema_3_adds_the_state_and_earlier_sign_ups_count_as_confirmed(): void {
		global $wpdb;
		$this->assertGreaterThanOrEqual( 3, (int) get_option( Schema::VERSION_OPTION ), 'The site is on schema 3 or later.' );
		$column = $wpdb->get_row( $wpdb->prepare( 'SHOW COLUMNS FROM ' . Schema::signups_table() . ' LIKE %s', 'confirmed' ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( '1', (string) ( $column['Default'] ?? '' ), 'Rows from before default to confirmed.' );
	}

	public function test_the_link_points_at_admin_post_with_the_token(): void {
		$link = Confirmation_Mailer::link( 'abc' );
		$this->assertSame( admin_url( 'admin-post.php?action=' . Confirmation_Page::ACTION . '&token=abc' ), $link, 'admin-post.php, the action and the token.' );
	}
}
