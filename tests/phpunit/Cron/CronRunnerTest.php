<?php
/**
 * PlayPal's scheduled jobs run through the sites' cron runner, off the request path.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Cron;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Backups\Backups_Daily_Job;
use PlayPal\Settings\Settings;
use PlayPal\Signups\Unconfirmed_Purge;
use PlayPal\Database\Schema;
use PlayPal\Database\Signups_Repository;
use PlayPal\Tests\Storage\StorageTestCase;

/**
 * The dev, e2e and bench sites set DISABLE_WP_CRON and run `bin/cron-runner`
 * (WordPress's wp-cron.php from PHP's command line, on a timer). This test
 * makes the daily storage job (automatic backups, then retention) and the
 * purge of unconfirmed sign-ups due, runs one pass of the real runner in its
 * own process, and reads what the jobs did.
 *
 * The runner is another process with its own database connection, so what it
 * must see is committed; the test removes it afterwards.
 */
final class CronRunnerTest extends StorageTestCase {

	/**
	 * Committed rows to remove at the end.
	 *
	 * @var array{users: int[], posts: int[], signups: int[]}
	 */
	private array $committed = array(
		'users'   => array(),
		'posts'   => array(),
		'signups' => array(),
	);

	/**
	 * The plugin settings before the test.
	 *
	 * @var mixed
	 */
	private mixed $settings_before = array();

	protected function setUp(): void {
		parent::setUp();
		$this->settings_before = get_option( Settings::OPTION, array() );
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->committed['posts'] as $post ) {
			wp_delete_post( $post, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->committed['users'] as $user ) {
			wp_delete_user( $user );
		}
		( new Signups_Repository() )->delete( $this->committed['signups'] );
		update_option( Settings::OPTION, $this->settings_before );
		// The jobs are due again in a day, as after any run (not left in the past for the next test).
		foreach ( array( Backups_Daily_Job::HOOK, Unconfirmed_Purge::HOOK ) as $hook ) {
			wp_clear_scheduled_hook( $hook );
			wp_schedule_event( time() + DAY_IN_SECONDS, 'daily', $hook );
		}
		$wpdb->query( 'COMMIT' );
		parent::tearDown();
	}

	/**
	 * Adds an unconfirmed sign-up dated some days back.
	 *
	 * @param string $email    Email.
	 * @param int    $days_ago Age.
	 * @return int Row id.
	 */
	private function unconfirmed_signup( string $email, int $days_ago ): int {
		global $wpdb;
		$signups = new Signups_Repository();
		$signups->add(
			array(
				'kind'         => 'pif',
				'email'        => $email,
				'first_name'   => 'Cron',
				'last_name'    => 'Test',
				'message'      => '',
				'source_page'  => '/',
				'consent_text' => 'Yes',
				'ip_hash'      => '',
				'confirmed'    => false,
			)
		);
		$id = (int) $signups->find_on_list( 'pif', $email )['id'];
		$wpdb->update( Schema::signups_table(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - $days_ago * DAY_IN_SECONDS ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Dating a test row back.
		$this->committed['signups'][] = $id;
		return $id;
	}

	/**
	 * Runs one pass of bin/cron-runner for the phpunit site.
	 *
	 * @return array{0: int, 1: string} Exit status and output.
	 */
	private function run_cron_runner(): array {
		$command = escapeshellarg( dirname( __DIR__, 3 ) . '/bin/cron-runner' ) . ' phpunit --once 2>&1';
		exec( $command, $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- The runner is a process of its own, as in production.
		return array( $status, implode( "\n", $output ) );
	}

	public function test_a_pass_of_the_runner_runs_the_due_backup_retention_and_purge_jobs_and_schedules_them_again(): void {
		global $wpdb;
		$owner                      = $this->log_in_as( 'subscriber' );
		$this->committed['users'][] = $owner;
		$auto                       = $this->create_appadoo(
			$owner,
			'Cron Auto',
			array( 'index.html' => '<h1>Auto</h1>' ),
			array(
				'autoBackup'    => true,
				'retentionDays' => 2,
			)
		);
		$manual                     = $this->create_appadoo( $owner, 'Cron Manual', array( 'index.html' => '<h1>Manual</h1>' ) );
		$this->committed['posts']   = array( $auto, $manual );
		$stale                      = $this->backup_aged( $auto, 3 );
		$settings                   = (array) get_option( Settings::OPTION, array() );
		$settings['double_opt_in']  = true;
		update_option( Settings::OPTION, $settings );
		$expired = $this->unconfirmed_signup( 'cron-expired@example.test', Unconfirmed_Purge::KEEP_DAYS + 1 );
		$waiting = $this->unconfirmed_signup( 'cron-waiting@example.test', 2 );
		foreach ( array( Backups_Daily_Job::HOOK, Unconfirmed_Purge::HOOK ) as $hook ) {
			wp_clear_scheduled_hook( $hook );
			wp_schedule_event( time() - MINUTE_IN_SECONDS, 'daily', $hook );
		}
		wp_set_current_user( 0 );
		$wpdb->query( 'COMMIT' );

		$started             = time();
		[ $status, $output ] = $this->run_cron_runner();
		$wpdb->query( 'COMMIT' ); // A fresh snapshot: the runner's writes are visible from here.
		wp_cache_flush();

		$this->assertSame( 0, $status, "One pass of bin/cron-runner succeeds:\n{$output}" );
		$entries = get_post_meta( $auto, Appadoo_Meta::BACKUPS, true );
		$this->assertIsArray( $entries, 'The Appadoo with automatic backups has a backup list.' );
		$this->assertCount( 1, $entries, 'The runner backed it up and retention removed the 3-day-old backup.' );
		$this->assertNotSame( $stale, $entries[0]['id'], 'The remaining backup is the new one.' );
		$this->assertSame( '', get_post_meta( $manual, Appadoo_Meta::BACKUPS, true ), 'The Appadoo without automatic backups was left alone.' );
		$signups = new Signups_Repository();
		$this->assertNull( $signups->get( $expired ), 'The sign-up unconfirmed for more than 30 days was purged.' );
		$this->assertNotNull( $signups->get( $waiting ), 'A sign-up still within its 30 days stays.' );
		foreach ( array( Backups_Daily_Job::HOOK, Unconfirmed_Purge::HOOK ) as $hook ) {
			$next = wp_next_scheduled( $hook );
			$this->assertIsInt( $next, "{$hook} is still scheduled after it ran." );
			$this->assertGreaterThanOrEqual( $started + DAY_IN_SECONDS - 2 * MINUTE_IN_SECONDS, $next, "{$hook} runs again a day later, not at once." );
		}
	}
}
