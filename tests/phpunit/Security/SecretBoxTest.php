<?php
/**
 * Tests for PlayPal\Security\Secret_Box.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Security;

use PlayPal\Security\Secret_Box;
use PlayPal\Tests\TestCase;

/**
 * Sealing is reversible only with the same key, and opening never throws.
 */
final class SecretBoxTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'playpal_secret_box_key_material' );
		parent::tearDown();
	}

	public function test_a_sealed_value_opens_to_the_same_bytes(): void {
		$box    = new Secret_Box();
		$binary = random_bytes( 300 ) . "\0tail";
		foreach ( array( '', 'secret', $binary, str_repeat( '😀', 1000 ) ) as $i => $plain ) {
			$sealed = $box->seal( $plain );
			$this->assertStringStartsWith( Secret_Box::PREFIX, $sealed, "Case {$i}: the sealed value names its format." );
			$this->assertMatchesRegularExpression( '#^pp1:[A-Za-z0-9+/=]+$#', $sealed, "Case {$i}: the sealed value is storable ASCII." );
			$this->assertSame( $plain, $box->open( $sealed ), "Case {$i}: opening gives the bytes back." );
		}
	}

	public function test_the_same_secret_seals_differently_each_time_and_never_shows_in_the_output(): void {
		$box   = new Secret_Box();
		$first = $box->seal( 'AIzaSyTestKeyOnlyForPlayPalTests_012345' );
		$again = $box->seal( 'AIzaSyTestKeyOnlyForPlayPalTests_012345' );
		$this->assertNotSame( $first, $again, 'A random nonce per message makes every sealed value different.' );
		$this->assertStringNotContainsString( 'AIza', $first, 'The secret does not show through.' );
	}

	public function test_damaged_or_foreign_values_open_to_null_without_an_error(): void {
		$box    = new Secret_Box();
		$sealed = $box->seal( 'secret' );
		$raw    = base64_decode( substr( $sealed, 4 ) );
		$flip   = Secret_Box::PREFIX . base64_encode( substr( $raw, 0, -1 ) . chr( ord( substr( $raw, -1 ) ) ^ 1 ) );
		foreach ( array( '', 'secret', 'pp1:', 'pp1:!!!', 'pp1:' . base64_encode( 'short' ), substr( $sealed, 0, -4 ), $flip, 'pp2:' . substr( $sealed, 4 ) ) as $i => $bad ) {
			$this->assertNull( $box->open( $bad ), "Case {$i}: a damaged value opens to null." );
		}
	}

	public function test_a_changed_key_makes_sealed_values_unreadable(): void {
		$sealed = ( new Secret_Box() )->seal( 'secret' );

		$this->assertNull( ( new Secret_Box( 'other material' ) )->open( $sealed ), 'Other key material (constructor) cannot open it.' );

		add_filter( 'playpal_secret_box_key_material', static fn(): string => 'rotated salts' );
		$this->assertNull( ( new Secret_Box() )->open( $sealed ), 'Rotated salts (filter) cannot open it.' );

		remove_all_filters( 'playpal_secret_box_key_material' );
		$this->assertSame( 'secret', ( new Secret_Box() )->open( $sealed ), 'The site key opens it again.' );
	}
}
