<?php
/**
 * Fuzz test of the double opt-in confirmation link.
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- These tests send the link's token as a browser does.

namespace PlayPal\Tests\Signups;

use PlayPal\Signups\Confirmation_Page;
use PlayPal\Signups\Confirmation_Token;
use PlayPal\Database\Schema;
use PlayPal\Database\Signups_Repository;
use PlayPal\Tests\TestCase;

/**
 * Hundreds of malformed, forged, moved and expired tokens, sent the way a
 * browser sends the link (`$_GET['token']`, through the page's handler):
 * each must get a 4xx page, never a 200, a 500 or a PHP notice (PHPUnit
 * fails on any), and no sign-up may change.
 */
final class ConfirmationFuzzTest extends TestCase {

	private const CASES = 400;

	/** @var int[] */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		$signups = new Signups_Repository();
		foreach ( array( 'fuzz-a@example.com', 'fuzz-b@example.com' ) as $email ) {
			$signups->add(
				array(
					'kind'         => 'newsletter',
					'email'        => $email,
					'first_name'   => 'Fuzz',
					'last_name'    => 'Test',
					'message'      => '',
					'source_page'  => '',
					'consent_text' => '',
					'ip_hash'      => '',
					'confirmed'    => false,
				)
			);
			$this->ids[] = (int) $signups->find_on_list( 'newsletter', $email )['id'];
		}
		add_filter(
			'wp_die_handler',
			static fn() => static function ( $message, $title, $args ): void {
				throw new \RuntimeException( (string) $message, (int) ( $args['response'] ?? 0 ) );
			}
		);
	}

	protected function tearDown(): void {
		remove_all_filters( 'wp_die_handler' );
		unset( $_GET['token'] );
		parent::tearDown();
	}

	/**
	 * A token that must not confirm anything.
	 */
	private function bad_token(): mixed {
		$id      = $this->ids[ array_rand( $this->ids ) ];
		$signed  = Confirmation_Token::make( $id, 'fuzz-a@example.com', time() );
		$expired = Confirmation_Token::make( $this->ids[0], 'fuzz-a@example.com', time() - Confirmation_Token::LIFETIME - mt_rand( 1, 999999 ) );
		$random  = '';
		$length  = mt_rand( 0, 200 );
		for ( $i = 0; $i < $length; $i++ ) {
			$random .= chr( mt_rand( 0, 255 ) );
		}
		$candidates = array(
			$random,
			bin2hex( random_bytes( mt_rand( 1, 60 ) ) ),
			// Signed for the first row's email, sent for another row.
			$this->ids[1] . substr( $signed, strlen( (string) $id ) ),
			$expired,
			strtoupper( $signed ),
			' ' . $signed,
			$signed . "\n",
			substr( $signed, 0, -1 ),
			substr( $signed, 0, -1 ) . ( '0' === substr( $signed, -1 ) ? '1' : '0' ),
			'0' . $signed,
			'-' . $signed,
			str_replace( '.', '..', $signed ),
			str_repeat( '9', mt_rand( 20, 5000 ) ) . '.1.' . str_repeat( 'a', 64 ),
			'1.' . str_repeat( '9', 10 ) . '.' . str_repeat( 'f', 64 ),
			mt_rand( 1, PHP_INT_MAX ) . '.' . ( time() + 3600 ) . '.' . hash( 'sha256', (string) mt_rand() ),
			"\u{0661}.\u{0662}." . str_repeat( 'a', 64 ),
			'%31.%32.' . str_repeat( 'a', 64 ),
			array( $signed ),
			array( 'token' => $signed ),
			'',
			'null',
			"' OR 1=1 --",
			'<script>alert(1)</script>',
		);
		return $candidates[ array_rand( $candidates ) ];
	}

	/**
	 * Every sign-up's state.
	 *
	 * @return array<int, string>
	 */
	private function states(): array {
		global $wpdb;
		return $wpdb->get_col( 'SELECT CONCAT(id, ":", confirmed, ":", created_at) FROM ' . Schema::signups_table() . ' ORDER BY id' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	public function test_hundreds_of_bad_tokens_get_a_4xx_page_and_change_nothing(): void {
		mt_srand( 1616 );
		$before   = $this->states();
		$page     = new Confirmation_Page();
		$statuses = array();
		for ( $case = 0; $case < self::CASES; $case++ ) {
			$_GET['token'] = $this->bad_token();
			try {
				$page->handle();
				$this->fail( "Case {$case}: wp_die prints every answer." );
			} catch ( \RuntimeException $printed ) {
				$status = $printed->getCode();
				$this->assertGreaterThanOrEqual( 400, $status, "Case {$case} is refused." );
				$this->assertLessThan( 500, $status, "Case {$case} is not a server error." );
				$this->assertNotSame( '', $printed->getMessage(), "Case {$case} says why." );
				$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
			}
		}
		$this->assertSame( $before, $this->states(), 'No sign-up changed.' );
		$this->assertArrayHasKey( 400, $statuses, 'Malformed and forged links were among them.' );
		$this->assertArrayHasKey( 410, $statuses, 'Expired ones too.' );
	}
}
