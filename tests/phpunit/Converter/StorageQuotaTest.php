<?php
/**
 * Every write that stores an Appadoo's files fits the owner's quota, and is rate-limited.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Storage_Quota;
use PlayPal\Http\Write_Throttle;
use PlayPal\Settings\Settings;

/**
 * Issue 20, reproduction 4: two 30 KB zips that unpack to 30 MB each were both
 * accepted and the owner's Local Storage read 60 of 50 MB. Converting,
 * creating from a template and restoring now check the quota before anything
 * is written (507 `playpal_quota_exceeded`, nothing stored), and each is
 * rate-limited per person and for everybody (429 with `retry_after`).
 */
final class StorageQuotaTest extends ConvertTestCase {

	private const MB = 1048576;

	protected function tearDown(): void {
		foreach ( array( 'convert', 'appadoo_create', 'restore' ) as $scope ) {
			remove_all_filters( "playpal_{$scope}_rate_limit" );
			remove_all_filters( "playpal_{$scope}_global_rate_limit" );
		}
		parent::tearDown();
	}

	/**
	 * A small zip whose page and zeros unpack to about $mb MB.
	 *
	 * @param int $mb Megabytes of zeros.
	 */
	private function zip_unpacking_to( int $mb ): string {
		return $this->zip_of(
			array(
				'index.html' => '<!doctype html><title>Big</title><p>Big activity</p>',
				'data.bin'   => str_repeat( "\0", $mb * self::MB ),
			)
		);
	}

	/**
	 * What the owner's Local Storage reports as used, in MB (pp/v1/storage/providers).
	 */
	private function local_used_mb(): float {
		$providers = $this->dispatch( 'GET', '/pp/v1/storage/providers' )->get_data()['providers'];
		$local     = array_values( array_filter( $providers, static fn( array $p ): bool => 'local' === $p['id'] ) )[0];
		return (float) $local['quota']['used'];
	}

	private function set_quota_mb( int $mb ): void {
		$settings                              = (array) get_option( Settings::OPTION, array() );
		$settings['storage']['local_quota_mb'] = $mb;
		update_option( Settings::OPTION, $settings );
	}

	public function test_reproduction_4_a_second_zip_of_30_mb_unpacked_is_refused_and_nothing_of_it_is_stored(): void {
		$owner = $this->user();
		wp_set_current_user( $owner );
		$first = $this->zip_unpacking_to( 30 );
		$this->assertLessThan( 200 * 1024, filesize( $first ), 'The upload itself is small.' );

		$accepted = $this->convert( $first, 'first.zip' );
		$this->assertSame( 201, $accepted->get_status(), 'The first 30 MB fit a 50 MB quota: ' . wp_json_encode( $accepted->get_data() ) );
		$stored_before = $this->stored_files();

		$refused = $this->convert( $this->zip_unpacking_to( 30 ), 'second.zip' );
		$this->assert_error( $refused, 507, 'playpal_quota_exceeded', 'The second 30 MB zip' );
		$data = $refused->get_data()['data'];
		$this->assertSame( 'quota', $data['reason'], 'The reason is the quota, as a refused backup says.' );
		$this->assertSame( 50 * self::MB, $data['quotaBytes'], 'The answer names the quota.' );
		$this->assertGreaterThan( 30 * self::MB, $data['usedBytes'], 'And what is used.' );
		$this->assertGreaterThan( 30 * self::MB, $data['neededBytes'], 'And what the zip needs.' );
		$this->assertStringContainsString( 'MB', $refused->get_data()['message'], 'The message names the sizes.' );

		$this->assertSame( 1, $this->count_appadoos(), 'No Appadoo was made for the second zip.' );
		$this->assertSame( $stored_before, $this->stored_files(), 'Not a file of the second zip is stored, not even in staging.' );
		$this->assertLessThanOrEqual( 50.0, $this->local_used_mb(), 'Local Storage stays within its 50 MB.' );
	}

	public function test_a_new_version_is_counted_net_of_the_files_it_replaces(): void {
		$owner = $this->user();
		wp_set_current_user( $owner );
		$id = $this->convert( $this->zip_unpacking_to( 30 ), 'game.zip' )->get_data()['appadoo']['id'];

		$again = $this->convert( $this->zip_unpacking_to( 30 ), 'game.zip', array( 'appadooId' => $id ) );
		$this->assertSame( 200, $again->get_status(), 'Replacing 30 MB with 30 MB fits: ' . wp_json_encode( $again->get_data() ) );

		$bigger = $this->convert( $this->zip_unpacking_to( 49 ), 'game.zip', array( 'appadooId' => $id ) );
		$this->assertSame( 200, $bigger->get_status(), 'So does 49 MB in place of 30: ' . wp_json_encode( $bigger->get_data() ) );
		$this->assert_error( $this->convert( $this->zip_unpacking_to( 2 ), 'other.zip' ), 507, 'playpal_quota_exceeded', 'A new 2 MB Appadoo beside 49 MB' );
	}

	public function test_a_zip_that_understates_its_sizes_is_counted_by_what_it_inflates_to(): void {
		$owner = $this->user();
		wp_set_current_user( $owner );
		$this->assertSame( 201, $this->convert( $this->zip_unpacking_to( 30 ), 'first.zip' )->get_status(), 'The first zip fits.' );

		$bytes = (string) file_get_contents( $this->zip_unpacking_to( 30 ) );
		// data.bin says it unpacks to 1000 bytes, in both headers; it inflates to 30 MB.
		foreach ( array(
			"PK\x03\x04" => array( 22, 30 ),
			"PK\x01\x02" => array( 24, 46 ),
		) as $signature => list( $offset, $name_at ) ) {
			for ( $at = strpos( $bytes, $signature ); false !== $at; $at = strpos( $bytes, $signature, $at + 1 ) ) {
				if ( 'data.bin' === substr( $bytes, $at + $name_at, 8 ) ) {
					$bytes = substr_replace( $bytes, pack( 'V', 1000 ), $at + $offset, 4 );
				}
			}
		}
		$liar   = $this->temp_file( $bytes );
		$upload = array(
			'path' => $liar,
			'kind' => 'zip',
			'size' => (int) filesize( $liar ),
		);
		$this->assertGreaterThanOrEqual( 30 * self::MB, Storage_Quota::upload_size( $upload, 50 * self::MB ), 'Its size is what it inflates to.' );
		$this->assertSame( self::MB + 1, Storage_Quota::upload_size( $upload, self::MB ), 'Counting stops just past the cap.' );

		$this->assert_error( $this->convert( $liar, 'liar.zip' ), 507, 'playpal_quota_exceeded', 'A zip declaring 1 KB that inflates to 30 MB' );
		$this->assertSame( 1, $this->count_appadoos(), 'It made no Appadoo.' );
	}

	public function test_a_page_counts_its_own_size(): void {
		$this->set_quota_mb( 1 );
		$owner = $this->user();
		wp_set_current_user( $owner );
		$page = $this->temp_file( '<!doctype html><title>Long</title><p>' . str_repeat( 'words ', 200000 ) . '</p>' );

		$this->assert_error( $this->convert( $page, 'long.html' ), 507, 'playpal_quota_exceeded', 'A 1.2 MB page against 1 MB' );
		$this->assertSame( 0, $this->count_appadoos(), 'No Appadoo is left.' );
		$this->assertSame( array(), $this->stored_files(), 'No file is left.' );
	}

	public function test_creating_from_a_template_counts_the_starter_page(): void {
		$this->set_quota_mb( 1 );
		$owner = $this->user();
		wp_set_current_user( $owner );
		$full = $this->appadoo( $owner, 'Full' );
		( new Appadoo_Files() )->put( $full, 'fill.bin', str_repeat( 'x', self::MB - 100 ) );

		$this->assert_error( $this->send_json( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) ), 507, 'playpal_quota_exceeded', 'A starter page past a full quota' );
		$this->assertSame( 1, $this->count_appadoos(), 'No Appadoo was created.' );

		( new Appadoo_Files() )->put( $full, 'fill.bin', 'x' );
		$this->assertSame( 201, $this->send_json( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) )->get_status(), 'With room, it is created.' );
	}

	public function test_restoring_a_backup_that_does_not_fit_is_refused_and_changes_nothing(): void {
		$this->set_quota_mb( 1 );
		$owner = $this->user();
		wp_set_current_user( $owner );
		$files = new Appadoo_Files();
		$id    = $this->appadoo( $owner, 'Restored' );
		// 400 KB that compresses to almost nothing: the backup itself takes little of the quota.
		$files->put( $id, 'level.txt', str_repeat( 'a', 400 * 1024 ) );
		$backup = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backup" );
		$this->assertSame( 201, $backup->get_status(), 'The backup is made: ' . wp_json_encode( $backup->get_data() ) );
		$backup_id = $backup->get_data()['backup']['id'];

		$files->put( $id, 'level.txt', 'small now' );
		$other = $this->appadoo( $owner, 'Other' );
		$files->put( $other, 'fill.bin', str_repeat( 'x', 700 * 1024 ) );

		$refused = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backups/{$backup_id}/restore" );
		$this->assert_error( $refused, 507, 'playpal_quota_exceeded', 'A restore that needs 400 KB more than is left' );
		$this->assertSame( 'small now', $files->get( $id, 'level.txt' ), 'The Appadoo keeps its files.' );

		$files->put( $other, 'fill.bin', 'x' );
		$this->assertSame( 200, $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backups/{$backup_id}/restore" )->get_status(), 'With room, it restores.' );
		$this->assertSame( 400 * 1024, strlen( $files->get( $id, 'level.txt' ) ), 'And the files are back.' );
	}

	public function test_a_write_waiting_too_long_for_the_owners_quota_is_refused_with_503(): void {
		global $wpdb;
		$owner = $this->user();
		wp_set_current_user( $owner );
		add_filter( 'playpal_quota_lock_wait', '__return_zero' );
		// Another request of the same person, on its own connection, holds their quota.
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$lock  = $wpdb->prefix . 'playpal_quota_' . $owner;
		$this->assertSame( '1', (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK( %s, 0 )', $lock ) ), 'The other connection takes the lock.' );
		try {
			$busy = $this->convert( $this->temp_file( '<!doctype html><p>Wait</p>' ), 'wait.html' );
		} finally {
			$other->query( $other->prepare( 'SELECT RELEASE_LOCK( %s )', $lock ) );
			$other->close();
			remove_all_filters( 'playpal_quota_lock_wait' );
		}
		$this->assert_error( $busy, 503, 'playpal_quota_busy', 'A conversion while another write holds the quota' );
		$this->assertSame( 0, $this->count_appadoos(), 'It stored nothing.' );
		$this->assertSame( 201, $this->convert( $this->temp_file( '<!doctype html><p>Now</p>' ), 'now.html' )->get_status(), 'Once free, it converts.' );
	}

	public function test_conversions_are_rate_limited_per_person_and_for_everybody(): void {
		// Everybody's count is per clock minute (Write_Throttle::GLOBAL_WINDOW, aligned to the minute):
		// five conversions that straddle a minute's end count in two windows, and the fourth of
		// everybody passes (CI, 18:21:00). Start with the minute's end well ahead.
		$left = Write_Throttle::GLOBAL_WINDOW - time() % Write_Throttle::GLOBAL_WINDOW;
		if ( $left < 20 ) {
			sleep( $left );
		}
		add_filter( 'playpal_convert_rate_limit', static fn(): int => 2 );
		$first = $this->user();
		wp_set_current_user( $first );
		$page = '<!doctype html><title>Quick</title><p>Quick</p>';
		for ( $i = 1; $i <= 2; $i++ ) {
			$this->assertSame( 201, $this->convert( $this->temp_file( $page ), "quick{$i}.html" )->get_status(), "Conversion {$i} of 2 is within the limit." );
		}
		$limited = $this->convert( $this->temp_file( $page ), 'quick3.html' );
		$this->assert_error( $limited, 429, 'playpal_convert_rate_limited', 'A third conversion' );
		$this->assertGreaterThan( 0, $limited->get_data()['data']['retry_after'] ?? 0, 'The answer says when to try again.' );
		$this->assertSame( 2, $this->count_appadoos(), 'The limited conversion stored nothing.' );

		// Another person has their own allowance, but everybody together has one too.
		add_filter( 'playpal_convert_global_rate_limit', static fn(): int => 3 );
		wp_set_current_user( $this->user() );
		$this->assertSame( 201, $this->convert( $this->temp_file( $page ), 'other.html' )->get_status(), 'Another person converts.' );
		wp_set_current_user( $this->user() );
		$everyone = $this->convert( $this->temp_file( $page ), 'fourth.html' );
		$this->assert_error( $everyone, 429, 'playpal_rate_limited_everyone', 'A fourth conversion of everybody in the minute' );
		$this->assertGreaterThan( 0, $everyone->get_data()['data']['retry_after'] ?? 0, 'It says when to try again.' );
	}

	public function test_template_creations_and_restores_are_rate_limited(): void {
		add_filter( 'playpal_appadoo_create_rate_limit', static fn(): int => 1 );
		add_filter( 'playpal_restore_rate_limit', static fn(): int => 1 );
		$owner = $this->user();
		wp_set_current_user( $owner );
		$this->assertSame( 201, $this->send_json( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) )->get_status(), 'The first creation.' );
		$limited = $this->send_json( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) );
		$this->assert_error( $limited, 429, 'playpal_appadoo_create_rate_limited', 'A second creation' );
		$this->assertGreaterThan( 0, $limited->get_data()['data']['retry_after'] ?? 0, 'It says when to try again.' );
		$this->assertSame( 1, $this->count_appadoos(), 'Nothing was created.' );

		$id        = $this->appadoo( $owner, 'Backed up' );
		$backup_id = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backup" )->get_data()['backup']['id'];
		$restore   = "/pp/v1/storage/appadoos/{$id}/backups/{$backup_id}/restore";
		$this->assertSame( 200, $this->dispatch( 'POST', $restore )->get_status(), 'The first restore.' );
		$again = $this->dispatch( 'POST', $restore );
		$this->assert_error( $again, 429, 'playpal_restore_rate_limited', 'A second restore' );
		$this->assertGreaterThan( 0, $again->get_data()['data']['retry_after'] ?? 0, 'It says when to try again.' );
	}
}
