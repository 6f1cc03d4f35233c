<?php
/**
 * Family writes at the same moment: the limit holds and every second counts.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PHPUnit\Framework\TestCase;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Family\Consent_Record;
use PlayPal\Family\Family_Services;
use PlayPal\Family\Parent_Pin;
use PlayPal\Settings\Settings;
use PlayPal\Tests\ParallelWorkers;
use WP_Session_Tokens;

/**
 * Worker processes (tests/phpunit/fixtures/family-worker.php), each on its
 * own database connection, released together. No transaction here: the
 * workers must see each other's committed writes, so the test deletes its
 * parent afterwards (which deletes the whole family) and its Appadoo.
 */
final class FamilyConcurrencyTest extends TestCase {

	private int $parent = 0;

	private int $appadoo = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->parent  = (int) wp_insert_user(
			array(
				'user_login' => 'family_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'family_' . wp_generate_password( 6, false ) . '@example.test',
				'role'       => 'subscriber',
			)
		);
		$this->appadoo = ( new Appadoo_Repository() )->create( $this->parent, 'Played on two devices', 'ocean-adventure' );
	}

	protected function tearDown(): void {
		wp_delete_post( $this->appadoo, true );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->parent );
		$this->assertSame( array(), ( new Family_Services( new Settings() ) )->children->for_parent( $this->parent ), 'The family went with the parent.' );
		parent::tearDown();
	}

	/**
	 * The statuses every worker printed, counted.
	 *
	 * @param array<int, array{exit: int, out: string, err: string}> $results Workers' results.
	 * @return array<int, int> Count by status.
	 */
	private function statuses( array $results ): array {
		$statuses = array();
		foreach ( $results as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			foreach ( array_filter( explode( "\n", $result['out'] ) ) as $status ) {
				$statuses[] = (int) $status;
			}
		}
		$counts = array_count_values( $statuses );
		ksort( $counts );
		return $counts;
	}

	public function test_eight_children_added_at_once_make_six_and_one_consent(): void {
		// One browser session of the parent, in parent mode, that every worker signs in with.
		$expires                     = time() + DAY_IN_SECONDS;
		$cookie                      = wp_generate_auth_cookie( $this->parent, $expires, 'logged_in', WP_Session_Tokens::get_instance( $this->parent )->create( $expires ) );
		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		$this->assertTrue( ( new Family_Services( new Settings() ) )->parent_mode->open( $this->parent, time() ), 'Parent mode is open in the session.' );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );

		$results = ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/family-worker.php', array_fill( 0, 8, array( 'add', $this->parent, $cookie ) ) );

		$this->assertSame(
			array(
				201 => 6,
				409 => 2,
			),
			$this->statuses( $results ),
			'Six children are added; two requests are over the limit.'
		);
		wp_cache_delete( $this->parent, 'user_meta' );
		$this->assertCount( 6, ( new Family_Services( new Settings() ) )->children->for_parent( $this->parent ), 'Exactly six profiles are stored.' );
		$this->assertCount( 1, get_user_meta( $this->parent, Consent_Record::META ), 'The consent is recorded once.' );
	}

	public function test_wrong_pins_guessed_at_once_from_six_devices_are_checked_five_times(): void {
		$family = new Family_Services( new Settings() );
		$family->pin->set( $this->parent, '2468', null, time() );
		$runs = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$expires = time() + DAY_IN_SECONDS;
			$runs[]  = array( 'guess', $this->parent, wp_generate_auth_cookie( $this->parent, $expires, 'logged_in', WP_Session_Tokens::get_instance( $this->parent )->create( $expires ) ), 3 );
		}

		$results = ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/family-worker.php', $runs );

		$this->assertSame(
			array(
				403 => Parent_Pin::TRIES,
				429 => 18 - Parent_Pin::TRIES,
			),
			$this->statuses( $results ),
			'One lockout for the parent: five wrong guesses are checked, every other one waits, whichever device sent it.'
		);
		wp_cache_delete( $this->parent, 'user_meta' );
		$this->assertCount( Parent_Pin::TRIES, get_user_meta( $this->parent, Parent_Pin::GUARD_META, true )['wrong'] ?? array(), 'Five wrong tries are recorded.' );
	}

	public function test_two_devices_reporting_at_once_lose_no_second(): void {
		$family = new Family_Services( new Settings() );
		$child  = $family->children_service()->add(
			$this->parent,
			array(
				'nickname' => 'Both',
				'avatar'   => 'owl',
			),
			time(),
			Consent_Record::version()
		);
		$other  = $family->children_service()->add(
			$this->parent,
			array(
				'nickname' => 'Other',
				'avatar'   => 'cat',
			),
			time()
		);
		$runs   = array(
			array( 'play', $this->parent, $child->public_id, $this->appadoo, 15 ),
			array( 'play', $this->parent, $child->public_id, $this->appadoo, 15 ),
			array( 'play', $this->parent, $other->public_id, $this->appadoo, 5 ),
		);

		$results = ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/family-worker.php', $runs );

		$this->assertSame( array( 200 => 70 ), $this->statuses( $results ), 'Every report (and its retry) is taken.' );
		$this->assertSame( 2 * 15 * 7, $family->budget->today( $child, time() )['playedSeconds'], 'Both devices\' sessions add up; each retry counts once.' );
		$this->assertSame( 5 * 7, $family->budget->today( $other, time() )['playedSeconds'], 'The other child\'s time is its own.' );
	}

	public function test_saves_on_the_same_revision_at_once_store_exactly_one(): void {
		$family  = new Family_Services( new Settings() );
		$child   = $family->children_service()->add(
			$this->parent,
			array(
				'nickname' => 'Shared',
				'avatar'   => 'fox',
			),
			time(),
			Consent_Record::version()
		);
		$workers = dirname( __DIR__ ) . '/fixtures/family-worker.php';

		// No row yet: six first saves (revision 0) race to insert it.
		$first = ParallelWorkers::run( $workers, array_fill( 0, 6, array( 'state', $this->parent, $child->public_id, $this->appadoo, 0 ) ) );
		$this->assertSame(
			array(
				200 => 1,
				409 => 5,
			),
			$this->statuses( $first ),
			'One first save wins; the five others on the same revision are stale.'
		);
		$this->assertSame( 1, $family->states->load( $child, $this->appadoo )['revision'], 'Stored once: revision 1.' );

		// A row at revision 1: six saves based on it race the compare-and-set.
		$second = ParallelWorkers::run( $workers, array_fill( 0, 6, array( 'state', $this->parent, $child->public_id, $this->appadoo, 1 ) ) );
		$this->assertSame(
			array(
				200 => 1,
				409 => 5,
			),
			$this->statuses( $second ),
			'One save on revision 1 wins; the others are refused.'
		);
		$this->assertSame( 2, $family->states->load( $child, $this->appadoo )['revision'], 'Stored once more: revision 2.' );
	}
}
