<?php
/**
 * Retention clean-up and the daily job.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Backups;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Backups\Backup_Service;
use PlayPal\Backups\Providers\Local_Provider;
use PlayPal\Backups\Providers\Provider_Registry;
use PlayPal\Backups\Backups_Daily_Job;
use PlayPal\Settings\Settings;
use PlayPal\Tests\Storage\StorageTestCase;

/**
 * Backups older than retentionDays go (0 keeps all); the cron job backs up
 * Appadoos with autoBackup.
 */
final class RetentionAndDailyJobTest extends StorageTestCase {

	public function test_cleanup_removes_backups_older_than_retention_and_zero_keeps_all(): void {
		$owner   = $this->log_in_as( 'subscriber' );
		$short   = $this->create_appadoo( $owner, 'Short', array( 'a.txt' => 'a' ), array( 'retentionDays' => 7 ) );
		$forever = $this->create_appadoo( $owner, 'Forever', array( 'b.txt' => 'b' ), array( 'retentionDays' => 0 ) );
		$old     = $this->backup_aged( $short, 8 );
		$recent  = $this->backup_aged( $short, 6 );
		$this->backup_aged( $forever, 4000 );
		$other = $this->create_appadoo( $this->log_in_as( 'subscriber' ), 'Theirs', array( 'c.txt' => 'c' ), array( 'retentionDays' => 1 ) );
		$this->backup_aged( $other, 30 );
		wp_set_current_user( $owner );

		$response = $this->dispatch( 'POST', '/pp/v1/storage/cleanup' );
		$this->assertSame(
			array(
				'success' => true,
				'removed' => 1,
			),
			$response->get_data(),
			'One of my backups was past its retention.'
		);
		$this->assertSame( array( $recent ), array_column( get_post_meta( $short, Appadoo_Meta::BACKUPS, true ), 'id' ), "The 8-day-old backup {$old} went; the 6-day-old stayed." );
		$this->assertCount( 1, get_post_meta( $forever, Appadoo_Meta::BACKUPS, true ), 'retentionDays 0 keeps everything.' );
		$this->assertCount( 1, get_post_meta( $other, Appadoo_Meta::BACKUPS, true ), "Someone else's backups are not mine to clean." );
		$names = ( new Local_Provider( new Settings() ) )->names( $owner );
		$this->assertCount( 2, $names, 'The removed backup\'s file is gone too.' );
	}

	public function test_the_daily_job_is_scheduled_and_backs_up_appadoos_with_auto_backup(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$auto  = $this->create_appadoo(
			$owner,
			'Auto',
			array( 'a.txt' => 'a' ),
			array(
				'autoBackup'    => true,
				'retentionDays' => 2,
			)
		);
		$off   = $this->create_appadoo( $owner, 'Manual', array( 'b.txt' => 'b' ) );
		$stale = $this->backup_aged( $auto, 3 );
		wp_set_current_user( 0 ); // Cron runs with nobody signed in.

		$this->assertNotFalse( wp_next_scheduled( Backups_Daily_Job::HOOK ), 'The daily event was scheduled when WordPress started (init).' );
		wp_clear_scheduled_hook( Backups_Daily_Job::HOOK );
		( new Backups_Daily_Job( new Backup_Service( new Provider_Registry( new Settings() ) ) ) )->schedule();
		$this->assertNotFalse( wp_next_scheduled( Backups_Daily_Job::HOOK ), 'A missing event is scheduled again.' );
		$this->assertSame( 'daily', wp_get_schedule( Backups_Daily_Job::HOOK ), 'It recurs daily.' );

		do_action( Backups_Daily_Job::HOOK ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- playpal_storage_daily.

		$entries = get_post_meta( $auto, Appadoo_Meta::BACKUPS, true );
		$this->assertCount( 1, $entries, 'The Appadoo with autoBackup got a new backup and lost the stale one.' );
		$this->assertNotSame( $stale, $entries[0]['id'], 'The remaining backup is the new one.' );
		$this->assertSame( $entries[0]['createdAt'], get_post_meta( $auto, Appadoo_Meta::STORAGE, true )['lastBackup'], 'lastBackup is set.' );
		$this->assertSame( '', get_post_meta( $off, Appadoo_Meta::BACKUPS, true ), 'The Appadoo without autoBackup was left alone.' );
	}
}
