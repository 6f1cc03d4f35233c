<?php
/**
 * Base for the storage and backup tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Creates Appadoos the way the repository stores them (post + meta + files),
 * sends raw requests, and removes the files each test wrote (the database
 * rolls back by itself; the disk does not).
 */
abstract class StorageTestCase extends TestCase {

	/** The portal routes need the `portals` flag (Settings\Feature_Flags); the tests of the flag itself are in Members\FeatureFlagsTest. */
	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'portals' => true ) );
	}

	/** Valid Google credentials (shape only). */
	protected const GOOGLE = array(
		'clientId' => '123456789012-abcdefghijklmnopqrstuvwxyz012345.apps.googleusercontent.com',
		'apiKey'   => 'AIzaSyTestKeyOnlyForPlayPalTests_012345',
	);

	/** A valid Dropbox app key (shape only). */
	protected const DROPBOX = array( 'appKey' => 'pptestappkey42' );

	protected function tearDown(): void {
		( new Appadoo_Files() )->delete_everything();
		remove_all_filters( 'playpal_secret_box_key_material' );
		remove_all_filters( 'playpal_backup_index_lock_seconds' );
		parent::tearDown();
	}

	/**
	 * Creates an Appadoo owned by a user.
	 *
	 * @param int                  $owner   Owner id.
	 * @param string               $name    Title.
	 * @param array<string,string> $files   Relative path => bytes.
	 * @param array<string,mixed>  $storage Storage settings over the defaults.
	 * @return int Appadoo id.
	 */
	protected function create_appadoo( int $owner, string $name = 'Space Station Alpha', array $files = array( 'index.html' => '<h1>Hello</h1>' ), array $storage = array() ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => Appadoo_Post_Type::POST_TYPE,
				'post_status' => 'private',
				'post_author' => $owner,
				'post_title'  => $name,
			),
			true
		);
		$this->assertIsInt( $id, 'The test Appadoo should be created.' );
		update_post_meta( $id, Appadoo_Meta::TEMPLATE, 'space-station' );
		update_post_meta( $id, Appadoo_Meta::STATUS, 'active' );
		update_post_meta( $id, Appadoo_Meta::USAGE, Appadoo_Meta::default_usage() );
		update_post_meta( $id, Appadoo_Meta::SETTINGS, Appadoo_Meta::default_settings() );
		update_post_meta( $id, Appadoo_Meta::STORAGE, array_merge( Appadoo_Meta::default_storage(), $storage ) );
		$store = new Appadoo_Files();
		foreach ( $files as $path => $bytes ) {
			$store->put( $id, $path, $bytes );
		}
		return $id;
	}

	/**
	 * Dispatches a request with a raw body.
	 *
	 * @param string $method       HTTP method.
	 * @param string $route        Route.
	 * @param string $body         Raw body.
	 * @param string $content_type Content type.
	 */
	protected function dispatch_raw( string $method, string $route, string $body, string $content_type = 'application/json' ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		$request->set_header( 'Content-Type', $content_type );
		$request->set_body( $body );
		return rest_ensure_response( rest_get_server()->dispatch( $request ) );
	}

	/**
	 * Connects a provider for the current user through the API.
	 *
	 * @param string               $provider    Provider id.
	 * @param array<string,string> $credentials Credentials.
	 */
	protected function connect( string $provider, array $credentials ): void {
		$response = $this->dispatch( 'POST', "/pp/v1/storage/providers/{$provider}/config", $credentials );
		$this->assertSame( 200, $response->get_status(), "Connecting {$provider} should work: " . wp_json_encode( $response->get_data() ) );
	}

	/**
	 * Makes a backup through the API and returns its answer.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array<string, mixed>
	 */
	protected function backup( int $appadoo_id ): array {
		$response = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$appadoo_id}/backup" );
		$this->assertSame( 201, $response->get_status(), 'The backup should be created: ' . wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * Makes a backup and dates it some days back.
	 *
	 * @param int $id       Appadoo id.
	 * @param int $days_ago Age.
	 */
	protected function backup_aged( int $id, int $days_ago ): string {
		$backup  = $this->backup( $id )['backup']['id'];
		$entries = get_post_meta( $id, Appadoo_Meta::BACKUPS, true );
		foreach ( $entries as &$entry ) {
			if ( $entry['id'] === $backup ) {
				$entry['createdAt'] = gmdate( 'Y-m-d\TH:i:s\Z', time() - $days_ago * DAY_IN_SECONDS );
			}
		}
		update_post_meta( $id, Appadoo_Meta::BACKUPS, $entries );
		return $backup;
	}

	/**
	 * Temporary files the backup code made and left behind.
	 *
	 * @return string[]
	 */
	protected static function backup_temp_files(): array {
		return glob( get_temp_dir() . 'playpal-backup-*' ) ?: array(); // phpcs:ignore Universal.Operators.DisallowShortTernary.Found, WordPress.PHP.DisallowShortTernary.Found -- glob() gives false on error.
	}

	/**
	 * The entries of a zip, name => bytes.
	 *
	 * @param string $zip_bytes Zip.
	 * @return array<string, string>
	 */
	protected function unzip( string $zip_bytes ): array {
		$path = (string) tempnam( get_temp_dir(), 'playpal-test-unzip-' );
		file_put_contents( $path, $zip_bytes );
		$zip = new \ZipArchive();
		$this->assertTrue( $zip->open( $path ), 'The bytes should be a zip archive.' );
		$entries = array();
		$count   = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$entries[ $zip->getNameIndex( $i ) ] = $zip->getFromIndex( $i );
		}
		$zip->close();
		wp_delete_file( $path );
		return $entries;
	}
}
