<?php
/**
 * Domain refusals become REST errors in one place, with the status each kind always had.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST;

use PlayPal\Errors\Conflict;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Forbidden;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Not_Signed_In;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Provider_Failed;
use PlayPal\Errors\Quota_Exceeded;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Too_Large;
use PlayPal\Errors\Unavailable;
use PlayPal\Errors\Unsupported_Type;
use PlayPal\Errors\Unusable;
use PlayPal\REST\Domain_Error_Map;
use PlayPal\Tests\TestCase;

/**
 * Domain_Error_Map.
 */
final class DomainErrorMapTest extends TestCase {

	/**
	 * One refusal of each kind, with the status its answers had when routes threw them directly.
	 *
	 * @return array<string, array{Domain_Exception, int}>
	 */
	public static function refusals(): array {
		return array(
			'invalid input'   => array( new Invalid_Input( 'playpal_payout_amount_invalid', 'Not an amount.', array( 'param' => 'amount' ) ), 400 ),
			'not signed in'   => array( new Not_Signed_In( 'playpal_not_signed_in', 'Please sign in.' ), 401 ),
			'forbidden'       => array( new Forbidden( 'playpal_forbidden_scope', 'Only managers.' ), 403 ),
			'not found'       => array( new Not_Found( 'playpal_backup_not_found', 'No such backup.' ), 404 ),
			'conflict'        => array( new Conflict( 'playpal_family_children_limit', 'Six at most.' ), 409 ),
			'too large'       => array( new Too_Large( 'playpal_family_state_too_large', 'Too big.', array( 'maxBytes' => 65536 ) ), 413 ),
			'unsupported'     => array( new Unsupported_Type( 'playpal_upload_type', 'Not a picture.' ), 415 ),
			'unusable'        => array( new Unusable( 'playpal_backup_damaged', 'Damaged.' ), 422 ),
			'rate limited'    => array( new Rate_Limited( 'playpal_convert_rate_limited', 'Wait.', 42 ), 429 ),
			'failed'          => array( new Operation_Failed( 'playpal_restore_failed', 'Try again.' ), 500 ),
			'provider failed' => array( new Provider_Failed( 'playpal_backup_failed', 'Try again.', array( 'reason' => 'remote' ) ), 502 ),
			'unavailable'     => array( new Unavailable( 'playpal_quota_busy', 'Busy.' ), 503 ),
			'quota exceeded'  => array( new Quota_Exceeded( 'playpal_quota_exceeded', 'Too big.', array( 'usedBytes' => 1 ) ), 507 ),
		);
	}

	/**
	 * Code, message and data pass through untouched; the kind alone decides the status.
	 *
	 * @dataProvider refusals
	 *
	 * @param Domain_Exception $refusal The refusal.
	 * @param int              $status  Its status.
	 */
	public function test_each_kind_of_refusal_answers_with_its_status_code_message_and_data( Domain_Exception $refusal, int $status ): void {
		$error = Domain_Error_Map::to_error( $refusal );

		$this->assertSame( $refusal->get_error_code(), $error->get_error_code(), 'The stable code is the refusal\'s own.' );
		$this->assertSame( $refusal->getMessage(), $error->get_error_message(), 'The message is the refusal\'s own.' );
		$this->assertSame( $refusal->get_data() + array( 'status' => $status ), $error->get_error_data(), 'The data keeps every figure and adds the status.' );
	}

	public function test_a_rate_limit_tells_when_to_come_back(): void {
		$data = Domain_Error_Map::to_error( new Rate_Limited( 'playpal_interest_rate_limited', 'Wait.', 17 ) )->get_error_data();

		$this->assertSame( 17, $data['retry_after'] ?? null, 'A 429 carries retry_after in seconds, as clients read it.' );
	}

	/**
	 * A new kind added to Errors/ without a status would answer 500; this
	 * keeps the folder and the map (and the cases above) in step.
	 */
	public function test_every_kind_in_the_errors_folder_is_mapped_and_tested(): void {
		$tested = array_map( static fn( array $case ): string => get_class( $case[0] ), self::refusals() );
		$kinds  = array();
		foreach ( glob( dirname( __DIR__, 3 ) . '/includes/Errors/*.php' ) as $file ) {
			$class = 'PlayPal\\Errors\\' . basename( $file, '.php' );
			// Kinds of refusal only: Lock_Busy and Provider_Error are failures the domain answers itself.
			if ( is_subclass_of( $class, Domain_Exception::class ) && ! ( new \ReflectionClass( $class ) )->isAbstract() ) {
				$kinds[] = $class;
			}
		}
		sort( $kinds );
		sort( $tested );

		$this->assertNotEmpty( $kinds, 'The Errors folder holds the kinds of refusal.' );
		$this->assertSame( $kinds, array_values( array_unique( $tested ) ), 'Every kind of refusal has a case here, so its status is checked.' );
	}
}
