<?php
/**
 * The weekly play summary e-mail: the parent's choice and the weekly job.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use DateTimeImmutable;
use PlayPal\Family\Weekly_Summary_Job;
use PlayPal\Family\Weekly_Summary_Preference;

/**
 * The route pp/v1/family/summary-email and Family\Weekly_Summary_Job, with wp_mail
 * caught through `pre_wp_mail`.
 */
final class WeeklySummaryTest extends FamilyTestCase {

	/**
	 * Mails wp_mail was asked to send.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $mails = array();

	/**
	 * What the caught wp_mail answers (false: the mail server refused).
	 *
	 * @var bool
	 */
	private bool $mail_works = true;

	protected function setUp(): void {
		parent::setUp();
		$this->mails      = array();
		$this->mail_works = true;
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
		update_option( 'timezone_string', 'Europe/Berlin' );
		update_option( 'start_of_week', 1 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ) );
		parent::tearDown();
	}

	/**
	 * Keeps the mail instead of sending it.
	 *
	 * @param null|bool            $short_circuit Null to send.
	 * @param array<string, mixed> $atts          wp_mail's arguments.
	 */
	public function catch_mail( $short_circuit, array $atts ): bool {
		$this->mails[] = $atts;
		return $this->mail_works;
	}

	/**
	 * A moment in Berlin.
	 *
	 * @param string $local Local time.
	 */
	private static function at( string $local ): int {
		return ( new DateTimeImmutable( $local, wp_timezone() ) )->getTimestamp();
	}

	private static function job(): Weekly_Summary_Job {
		return self::services()->summary_job();
	}

	public function test_the_choice_is_off_until_the_parent_turns_it_on_and_only_booleans_count(): void {
		$parent = $this->parent_signed_in();
		$this->assertSame( array( 'weekly' => false ), $this->dispatch( 'GET', '/pp/v1/family/summary-email' )->get_data(), 'Off by default.' );

		$on = $this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) );
		$this->assertSame( 200, $on->get_status(), 'Turned on.' );
		$this->assertSame( array( 'weekly' => true ), $on->get_data(), 'The answer says so.' );
		$this->assertSame( 'private, no-store', $on->get_headers()['Cache-Control'] ?? null, 'Private.' );
		$this->assertTrue( ( new Weekly_Summary_Preference() )->is_on( $parent ), 'Stored for this parent.' );

		// WordPress's args check takes "1", 1 and "false" for booleans: the domain's own check refuses them.
		foreach ( array( '1', 1, 'false' ) as $junk ) {
			$this->assert_error( $this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => $junk ) ), 400, 'playpal_family_summary_invalid', 'Not a JSON boolean: ' . wp_json_encode( $junk ) );
		}
		$this->assertSame( 400, $this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => null ) )->get_status(), 'Null is no answer either.' );
		$this->assertTrue( ( new Weekly_Summary_Preference() )->is_on( $parent ), 'A refused body changed nothing.' );

		$this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => false ) );
		$this->assertSame( '', get_user_meta( $parent, Weekly_Summary_Preference::META, true ), 'Off leaves no meta.' );

		wp_set_current_user( 0 );
		$this->assert_error( $this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) ), 401, 'playpal_not_signed_in', 'A guest' );
	}

	public function test_the_job_mails_each_opted_in_parent_last_weeks_play_once(): void {
		$parent  = $this->parent_signed_in();
		$pip     = $this->add_child( array( 'nickname' => 'Pip' ) );
		$appadoo = $this->appadoo( $parent, 'Ocean <b>Quest</b> & Friends' );
		$this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) );
		$kid    = self::child( $parent, $pip['id'] );
		$family = self::services();
		// Week of Monday 16 November: 25 minutes on Tuesday and a completed run; 99 minutes before it, 7 after.
		$family->ledger->report( $kid, $appadoo, self::session(), 25 * 60, self::at( '2026-11-17 17:00:00' ) );
		$family->states->save(
			$kid,
			$appadoo,
			null,
			array(
				'score'     => 12,
				'completed' => true,
			),
			self::at( '2026-11-17 17:00:00' ),
			0
		);
		$family->states->touch_played( $kid, $appadoo, self::at( '2026-11-17 17:00:00' ) );
		$family->ledger->report( $kid, $appadoo, self::session(), 99 * 60, self::at( '2026-11-15 12:00:00' ) );
		$family->ledger->report( $kid, $appadoo, self::session(), 7 * 60, self::at( '2026-11-23 09:00:00' ) );
		// Another parent who did not opt in, and one who did but has no children.
		$this->parent_signed_in();
		$this->add_child( array( 'nickname' => 'Quiet' ) );
		$this->parent_signed_in();
		$this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) );

		$sent = self::job()->run( self::at( '2026-11-24 08:00:00' ) );

		$this->assertSame( 1, $sent, 'One summary goes: the opted-in parent with children.' );
		$this->assertCount( 1, $this->mails, 'One e-mail.' );
		$mail = $this->mails[0];
		$this->assertSame( get_userdata( $parent )->user_email, $mail['to'], 'To the parent.' );
		$this->assertStringContainsString( 'November 16, 2026', $mail['subject'], 'The subject names the week\'s first day…' );
		$this->assertStringContainsString( 'November 22, 2026', $mail['subject'], '…and its last.' );
		$this->assertStringContainsString( 'Pip: 25 minutes', $mail['message'], 'The week\'s minutes only (not the 99 before nor the 7 after).' );
		$this->assertStringContainsString( '- Ocean Quest & Friends: completed, score 12', $mail['message'], 'The Appadoo played, as plain text, with its progress.' );
		$this->assertStringNotContainsString( '<b>', $mail['message'], 'No markup in a plain-text mail.' );
		$this->assertStringNotContainsString( 'Quiet', $mail['message'], 'Nothing of another family.' );
		$this->assertContains( 'Content-Type: text/plain; charset=UTF-8', (array) $mail['headers'], 'Sent as plain text.' );

		$this->assertSame( 0, self::job()->run( self::at( '2026-11-24 08:00:05' ) ), 'A second run the same week sends nothing…' );
		$this->assertSame( 0, self::job()->run( self::at( '2026-11-29 22:00:00' ) ), '…nor a run later that week.' );
		$this->assertCount( 1, $this->mails, 'Still one e-mail.' );
		$this->assertSame( 1, self::job()->run( self::at( '2026-12-01 08:00:00' ) ), 'The next week has its own summary.' );
	}

	public function test_play_sent_after_the_week_ended_is_in_the_week_it_was_played(): void {
		$parent  = $this->parent_signed_in();
		$pip     = $this->add_child( array( 'nickname' => 'Pip' ) );
		$appadoo = $this->appadoo( $parent, 'Ocean' );
		$this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) );
		// 45 minutes played offline on Sunday evening (the week's last day), sent on Monday morning.
		self::services()->play_reports()->report( $parent, $pip['id'], $appadoo, self::session(), 45 * 60, self::at( '2026-11-23 08:00:00' ), null, self::at( '2026-11-22 20:00:00' ) );

		$this->assertSame( 1, self::job()->run( self::at( '2026-11-24 08:00:00' ) ), 'The summary of the week of 16 November goes.' );
		$this->assertStringContainsString( 'November 22, 2026', $this->mails[0]['subject'], 'The week that ended on Sunday…' );
		$this->assertStringContainsString( 'Pip: 45 minutes', $this->mails[0]['message'], '…holds Sunday\'s play, though it arrived on Monday.' );
	}

	/**
	 * Issue 25, reproduction (b): an Appadoo was listed only when its last
	 * play fell in the week, so one played in the week and again after it
	 * was missing from that week's summary.
	 */
	public function test_reproduction_b_an_appadoo_played_in_the_week_and_again_after_is_in_that_weeks_summary(): void {
		$parent  = $this->parent_signed_in();
		$pip     = $this->add_child( array( 'nickname' => 'Pip' ) );
		$ocean   = $this->appadoo( $parent, 'Ocean' );
		$space   = $this->appadoo( $parent, 'Space' );
		$reports = self::services()->play_reports();
		$this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) );
		// Week of Monday 16 November: Ocean on Tuesday, and again on Monday 23 (the next week); Space only on the 23rd.
		$reports->report( $parent, $pip['id'], $ocean, self::session(), 20 * 60, self::at( '2026-11-17 17:00:00' ) );
		$reports->report( $parent, $pip['id'], $ocean, self::session(), 5 * 60, self::at( '2026-11-23 09:00:00' ) );
		$reports->report( $parent, $pip['id'], $space, self::session(), 9 * 60, self::at( '2026-11-23 10:00:00' ) );

		$this->assertSame( 1, self::job()->run( self::at( '2026-11-24 08:00:00' ) ), 'The summary goes.' );
		$message = $this->mails[0]['message'];
		$this->assertStringContainsString( 'Pip: 20 minutes', $message, 'The week\'s minutes.' );
		$this->assertStringContainsString( '- Ocean: not completed yet', $message, 'Ocean was played in the week, though last played after it.' );
		$this->assertStringNotContainsString( 'Space', $message, 'Space was played only after the week.' );
	}

	public function test_a_refused_mail_is_tried_again_on_the_next_run(): void {
		$parent = $this->parent_signed_in();
		$this->add_child();
		$this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) );
		$this->mail_works = false;

		$this->assertSame( 0, self::job()->run( self::at( '2026-11-24 08:00:00' ) ), 'The mail server refused: nothing counts as sent.' );
		$this->assertSame( '', get_user_meta( $parent, Weekly_Summary_Preference::SENT_META, true ), 'The week is not marked as sent.' );

		$this->mail_works = true;
		$this->assertSame( 1, self::job()->run( self::at( '2026-11-24 09:00:00' ) ), 'The next run sends it.' );
		$this->assertCount( 2, $this->mails, 'Two tries, one e-mail delivered.' );
	}

	public function test_the_event_is_scheduled_and_runs_the_job_and_erasing_forgets_the_choice(): void {
		$this->assertNotFalse( wp_next_scheduled( Weekly_Summary_Job::HOOK ), 'The weekly event is scheduled.' );
		$parent = $this->parent_signed_in();
		$this->add_child();
		$this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) );

		do_action( Weekly_Summary_Job::HOOK ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- Our own hook, through a constant.
		do_action( Weekly_Summary_Job::HOOK ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- A double run.

		$this->assertCount( 1, $this->mails, 'The event sends, once however often it runs.' );
		self::services()->remover->remove_parent( $parent );
		$this->assertSame( array( '', '' ), array( get_user_meta( $parent, Weekly_Summary_Preference::META, true ), get_user_meta( $parent, Weekly_Summary_Preference::SENT_META, true ) ), 'Erasing the family forgets the choice and the record.' );
	}
}
