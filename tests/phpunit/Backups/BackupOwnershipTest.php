<?php
/**
 * Nobody reaches someone else's Appadoo through the storage routes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Backups;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Tests\Storage\StorageTestCase;

/**
 * User B gets 404 for every storage route on user A's Appadoo, and changes nothing.
 */
final class BackupOwnershipTest extends StorageTestCase {

	public function test_another_users_appadoo_is_not_found_on_every_route(): void {
		$a      = $this->log_in_as( 'subscriber' );
		$id     = $this->create_appadoo( $a );
		$backup = $this->backup( $id )['backup']['id'];
		$meta   = get_post_meta( $id );

		$this->log_in_as( 'subscriber' );
		$routes = array(
			array( 'PUT', "/pp/v1/storage/appadoos/{$id}", array( 'autoBackup' => true ) ),
			array( 'POST', "/pp/v1/storage/appadoos/{$id}/backup", array() ),
			array( 'GET', "/pp/v1/storage/appadoos/{$id}/backups", array() ),
			array( 'GET', "/pp/v1/storage/appadoos/{$id}/backups/{$backup}/download", array() ),
			array( 'POST', "/pp/v1/storage/appadoos/{$id}/backups/{$backup}/restore", array() ),
			array( 'DELETE', "/pp/v1/storage/appadoos/{$id}/backups/{$backup}", array() ),
		);
		foreach ( $routes as list( $method, $route, $body ) ) {
			$response = $this->dispatch( $method, $route, $body );
			$this->assertSame( 404, $response->get_status(), "{$method} {$route} is 404 for B." );
			$this->assertSame( 'playpal_appadoo_not_found', $response->get_data()['code'] ?? null, "{$method} {$route} answers like a missing Appadoo." );
		}
		$this->assertEquals( $meta, get_post_meta( $id ), "A's Appadoo is unchanged." );
		$this->assertCount( 1, get_post_meta( $id, Appadoo_Meta::BACKUPS, true ), "A's backup is still there." );

		$bulk = $this->dispatch( 'POST', '/pp/v1/storage/bulk-backup' )->get_data();
		$this->assertSame( array(), $bulk['backups'], "B's bulk backup does not touch A's Appadoos." );
	}

	public function test_a_missing_backup_of_my_appadoo_is_not_found(): void {
		$id = $this->create_appadoo( $this->log_in_as( 'subscriber' ) );
		foreach ( array( array( 'GET', 'download' ), array( 'POST', 'restore' ) ) as list( $method, $action ) ) {
			$response = $this->dispatch( $method, "/pp/v1/storage/appadoos/{$id}/backups/nope/{$action}" );
			$this->assertSame( 'playpal_backup_not_found', $response->get_data()['code'] ?? null, "{$action} of a missing backup is 404." );
		}
		$this->assertSame( 404, $this->dispatch( 'DELETE', "/pp/v1/storage/appadoos/{$id}/backups/nope" )->get_status(), 'Deleting a missing backup is 404.' );
	}
}
