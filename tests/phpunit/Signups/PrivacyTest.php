<?php
/**
 * Tests for the personal-data exporter and eraser of sign-ups.
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- These tests call WordPress's own hooks.

namespace PlayPal\Tests\Signups;

use PlayPal\Signups\Privacy;
use PlayPal\Signups\Signup_Lists;
use PlayPal\Database\Schema;
use PlayPal\Database\Signups_Repository;
use PlayPal\Tests\TestCase;

/**
 * Tools → Export / Erase Personal Data find and remove a person's sign-ups.
 */
final class PrivacyTest extends TestCase {

	private Signups_Repository $signups;

	protected function setUp(): void {
		parent::setUp();
		$this->signups = new Signups_Repository();
		foreach ( array( array( 'cif', 'Ada@Example.com' ), array( 'newsletter', 'ada@example.com' ), array( 'pif', 'bob@example.com' ) ) as list( $kind, $email ) ) {
			$this->signups->add(
				array(
					'kind'         => $kind,
					'email'        => $email,
					'first_name'   => 'First',
					'last_name'    => 'Last',
					'message'      => 'Note',
					'source_page'  => '/create-it-forward',
					'consent_text' => Signup_Lists::consent_text( $kind ),
					'ip_hash'      => str_repeat( 'b', 64 ),
				)
			);
		}
	}

	public function test_the_exporter_and_eraser_are_registered_with_wordpress(): void {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() );

		$this->assertArrayHasKey( Privacy::ID, $exporters, 'The sign-ups exporter is registered.' );
		$this->assertArrayHasKey( Privacy::ID, $erasers, 'The sign-ups eraser is registered.' );
		$this->assertIsCallable( $exporters[ Privacy::ID ]['callback'], 'The exporter callback is callable.' );
		$this->assertIsCallable( $erasers[ Privacy::ID ]['callback'], 'The eraser callback is callable.' );
	}

	public function test_the_exporter_lists_every_sign_up_of_the_email_in_any_case(): void {
		$exporter = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Privacy::ID ]['callback'];

		$result = call_user_func( $exporter, 'ADA@example.com', 1 );

		$this->assertTrue( $result['done'], 'One page holds both sign-ups.' );
		$this->assertCount( 2, $result['data'], 'Both of Ada’s sign-ups are exported, none of Bob’s.' );
		$item   = $result['data'][0];
		$fields = array_column( $item['data'], 'value', 'name' );
		$this->assertSame( Privacy::ID, $item['group_id'], 'Items are grouped under sign-ups.' );
		$this->assertSame( 'Create It Forward waitlist', $fields['List'], 'The list is named.' );
		$this->assertSame( 'Ada@Example.com', $fields['Email'], 'The email is exported.' );
		$this->assertSame( 'Note', $fields['Message'], 'The message is exported.' );
		$this->assertSame( Signup_Lists::consent_text( 'cif' ), $fields['Consent given'], 'The consent text is exported.' );
		$this->assertSame( '/create-it-forward', $fields['Signed up on page'], 'The source page is exported.' );
	}

	public function test_the_exporter_finds_nothing_for_an_unknown_email(): void {
		$result = ( new Privacy( $this->signups ) )->export( 'nobody@example.com', 1 );

		$this->assertSame( array(), $result['data'], 'No data for an unknown email.' );
		$this->assertTrue( $result['done'], 'The export is done.' );
	}

	public function test_the_eraser_removes_every_sign_up_of_the_email_and_only_those(): void {
		global $wpdb;
		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Privacy::ID ]['callback'];

		$result = call_user_func( $eraser, ' ada@EXAMPLE.com', 1 );

		$this->assertTrue( $result['items_removed'], 'The eraser reports removed items.' );
		$this->assertFalse( $result['items_retained'], 'Nothing is retained.' );
		$this->assertTrue( $result['done'], 'The erasure is done.' );
		$left = $wpdb->get_col( 'SELECT email_normalized FROM ' . Schema::signups_table() . " WHERE email_normalized IN ('ada@example.com','bob@example.com')" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( array( 'bob@example.com' ), $left, 'Only Bob’s sign-up remains.' );

		$again = call_user_func( $eraser, 'ada@example.com', 1 );
		$this->assertFalse( $again['items_removed'], 'A second erasure finds nothing to remove.' );
	}
}
