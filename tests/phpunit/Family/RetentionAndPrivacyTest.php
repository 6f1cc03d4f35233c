<?php
/**
 * Private by design: the retention purge, the privacy exporter and eraser.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Consent_Record;
use PlayPal\Family\Family_Privacy;
use PlayPal\Family\Family_Retention;
use PlayPal\Family\Parent_Pin;
use PlayPal\Database\Schema;
use PlayPal\Time\Site_Day;

/**
 * Family_Retention and Family_Privacy.
 */
final class RetentionAndPrivacyTest extends FamilyTestCase {

	public function test_the_retention_setting_defaults_to_twelve_months_and_refuses_nonsense(): void {
		$this->assertSame( 12, Family_Retention::months(), 'Twelve months by default.' );
		update_option( Family_Retention::OPTION, 3 );
		$this->assertSame( 3, Family_Retention::months(), 'A site owner may keep less.' );
		foreach ( array( 0, 37, '2.5', 'forever', -1 ) as $value ) {
			$this->assertSame( Family_Retention::DEFAULT_MONTHS, Family_Retention::sanitize( $value ), 'Refused: ' . wp_json_encode( $value ) );
		}
		$this->assertNotFalse( wp_next_scheduled( Family_Retention::HOOK ), 'The daily purge is scheduled.' );
	}

	public function test_the_daily_purge_deletes_play_data_older_than_the_retention_period_only(): void {
		update_option( 'timezone_string', 'America/New_York' );
		update_option( Family_Retention::OPTION, 6 );
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$kid     = self::child( $parent, $child['id'] );
		$appadoo = $this->appadoo( $parent );
		$family  = self::services();
		$now     = ( new \DateTimeImmutable( '2026-11-27 12:00:00', wp_timezone() ) )->getTimestamp();
		$old     = ( new \DateTimeImmutable( '2026-05-26 12:00:00', wp_timezone() ) )->getTimestamp();
		$kept    = ( new \DateTimeImmutable( '2026-05-27 12:00:00', wp_timezone() ) )->getTimestamp();

		$family->ledger->report( $kid, $appadoo, self::session(), 100, $old );
		$family->ledger->report( $kid, $appadoo, self::session(), 200, $kept );
		$family->ledger->grant_extra( $kid, 600, $old );
		$family->states->save( $kid, $appadoo, '{"old":true}', null, $old, 0 );
		$fresh = $this->appadoo( $parent, 'Fresh' );
		$family->states->save( $kid, $fresh, '{"fresh":true}', null, $kept, 0 );

		$removed = ( new Family_Retention( $family->ledger, $family->states ) )->run( $now );

		$this->assertSame( 3, $removed, 'The old play row, the old grant and the old state go.' );
		$this->assertSame( 200, $family->ledger->played_between( $kid, '2000-01-01', '2100-01-01' ), 'Play from 27 May (six months back) stays.' );
		$this->assertSame( array( $fresh ), array_column( $family->states->all( $kid ), 'appadooId' ), 'Only the recent state stays.' );
		$this->assertSame( 1, self::count_rows( Schema::children_table() ), 'The profile itself stays until its parent deletes it.' );
	}

	public function test_the_cut_off_is_exactly_n_calendar_months_back_in_the_sites_zone(): void {
		update_option( 'timezone_string', 'Australia/Sydney' );
		update_option( Family_Retention::OPTION, 3 );
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$kid     = self::child( $parent, $child['id'] );
		$appadoo = $this->appadoo( $parent );
		$family  = self::services();
		$at      = static fn( string $local ): int => ( new \DateTimeImmutable( $local, wp_timezone() ) )->getTimestamp();

		// Three months before 31 May is 28 February (there is no 31 February): 28 February is kept.
		foreach ( array(
			'2026-02-27 20:00:00' => 10,
			'2026-02-28 09:00:00' => 20,
			'2026-03-01 09:00:00' => 40,
			'2026-03-02 09:00:00' => 80,
		) as $local => $seconds ) {
			$family->ledger->report( $kid, $appadoo, self::session(), $seconds, $at( $local ) );
		}
		// 31 May 01:00 in Sydney is still 30 May in UTC: the site's calendar decides.
		$removed = ( new Family_Retention( $family->ledger, $family->states ) )->run( $at( '2026-05-31 01:00:00' ) );

		$this->assertSame( 1, $removed, 'Only 27 February is older than three calendar months.' );
		$this->assertSame( 140, $family->ledger->played_between( $kid, '2000-01-01', '2100-01-01' ), '28 February, 1 and 2 March stay.' );
		$this->assertSame( '2026-02-28', Site_Day::months_before( $at( '2026-03-31 12:00:00' ), 1 ), 'A month before 31 March is 28 February.' );
		$this->assertSame( '2027-02-28', Site_Day::months_before( $at( '2028-02-29 12:00:00' ), 12 ), 'A year before 29 February is 28 February.' );
		$this->assertSame( '2025-11-27', Site_Day::months_before( $at( '2026-11-27 12:00:00' ), 12 ), 'An ordinary date keeps its day of the month.' );
	}

	public function test_the_exporter_pages_the_play_ledger(): void {
		$parent = $this->parent_signed_in();
		$first  = self::child( $parent, $this->add_child( array( 'nickname' => 'One' ) )['id'] );
		$second = self::child( $parent, $this->add_child( array( 'nickname' => 'Two' ) )['id'] );
		global $wpdb;
		$values = array();
		for ( $i = 0; $i < 1001; $i++ ) {
			$kid      = 0 === $i % 2 ? $first : $second;
			$values[] = $wpdb->prepare( '(%d, 1, %s, %s, %s, %d, %d)', $kid->id, bin2hex( random_bytes( 16 ) ), 'play', gmdate( 'Y-m-d', time() - ( $i % 30 ) * DAY_IN_SECONDS ), $i + 1, time() );
		}
		$wpdb->query( 'INSERT INTO ' . Schema::play_time_table() . ' (child_id, appadoo_id, session, kind, day, seconds, updated_at) VALUES ' . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- Each value prepared above.
		$email = get_userdata( $parent )->user_email;

		$seen  = array();
		$pages = array();
		for ( $page = 1; $page <= 5; $page++ ) {
			$export  = self::tool()->export( $email, $page );
			$time    = array_filter( $export['data'], static fn( array $item ): bool => 'Children\'s play time' === $item['group_label'] );
			$pages[] = count( $time );
			foreach ( $time as $item ) {
				$seen[ $item['item_id'] ] = true;
			}
			if ( $export['done'] ) {
				break;
			}
		}

		$this->assertSame( array( 500, 500, 1 ), $pages, 'Play time comes 500 rows a page, and the last page says it is done.' );
		$this->assertCount( 1001, $seen, 'Every row is exported once, with an id of its own.' );
		$this->assertSame( 2, count( array_filter( self::tool()->export( $email, 1 )['data'], static fn( array $item ): bool => 'Children\'s profiles' === $item['group_label'] ) ), 'The profiles are on the first page.' );
		$this->assertSame( array(), array_filter( self::tool()->export( $email, 2 )['data'], static fn( array $item ): bool => 'Children\'s profiles' === $item['group_label'] ), 'And only there.' );
	}

	public function test_the_cron_event_runs_the_purge(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$appadoo = $this->appadoo( $parent );
		self::services()->ledger->report( self::child( $parent, $child['id'] ), $appadoo, self::session(), 100, time() - 400 * DAY_IN_SECONDS );
		self::services()->ledger->report( self::child( $parent, $child['id'] ), $appadoo, self::session(), 50, time() );

		do_action( Family_Retention::HOOK ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- Our own hook, through a constant.

		$this->assertSame( 1, self::count_rows( Schema::play_time_table() ), 'The year-old row is gone, today\'s stays.' );
	}

	public function test_the_exporter_holds_every_childs_data_and_never_the_pin(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child(
			array(
				'nickname'       => 'Pip',
				'avatar'         => 'frog',
				'ageBand'        => '3-5',
				'weekdayMinutes' => 45,
			)
		);
		$appadoo = $this->appadoo( $parent );
		$this->play( $child['id'], $appadoo, self::session(), 321 );
		$this->send_json(
			'PUT',
			'/pp/v1/family/children/' . $child['id'] . '/appadoos/' . $appadoo . '/state',
			array(
				'revision' => 0,
				'state'    => array( 'marker' => 'seashell-77' ),
				'progress' => array(
					'score'     => 9,
					'completed' => true,
				),
			)
		);
		$this->set_first_pin( '8080' );
		$email = get_userdata( $parent )->user_email;

		$export = self::tool()->export( $email );
		$text   = (string) wp_json_encode( $export );

		$this->assertTrue( $export['done'], 'One page.' );
		$groups = array_count_values( array_column( $export['data'], 'group_label' ) );
		$this->assertSame(
			array(
				'Family consent'        => 1,
				'Children\'s profiles'  => 1,
				'Children\'s play time' => 1,
				'Children\'s progress'  => 1,
			),
			$groups,
			'Consent, profile, play time and progress are exported.'
		);
		foreach ( array( 'Pip', 'frog', '3-5', 45, 321, '{"marker":"seashell-77"}', Consent_Record::text() ) as $expected ) {
			$this->assertStringContainsString( '"value":' . wp_json_encode( $expected ), $text, "The export holds {$expected}." );
		}
		$this->assertStringNotContainsString( '8080', $text, 'The PIN is not exported.' );
		$this->assertStringNotContainsString( (string) get_user_meta( $parent, Parent_Pin::META, true ), $text, 'Nor its hash.' );
		$this->assertSame( array(), self::tool()->export( 'nobody@example.test' )['data'], 'Someone else\'s e-mail exports nothing.' );
	}

	public function test_the_eraser_deletes_the_whole_family_and_nobody_elses(): void {
		$parent  = $this->parent_signed_in();
		$appadoo = $this->appadoo( $parent );
		foreach ( array( 'One', 'Two' ) as $name ) {
			$child = $this->add_child( array( 'nickname' => $name ) );
			$this->play( $child['id'], $appadoo, self::session(), 60 );
			$this->send_json(
				'PUT',
				'/pp/v1/family/children/' . $child['id'] . '/appadoos/' . $appadoo . '/state',
				array(
					'revision' => 0,
					'state'    => array( 'a' => 1 ),
				)
			);
		}
		$this->set_first_pin( '8080' );
		$other = $this->parent_signed_in();
		$this->add_child( array( 'nickname' => 'Other' ) );

		$erased = self::tool()->erase( get_userdata( $parent )->user_email );

		$this->assertTrue( $erased['items_removed'], 'Items were removed.' );
		$this->assertFalse( $erased['items_retained'], 'Nothing is kept.' );
		global $wpdb;
		$this->assertSame( array( (string) $other ), $wpdb->get_col( 'SELECT parent_id FROM ' . Schema::children_table() ), 'Only the other family remains.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 0, self::count_rows( Schema::play_time_table() ) + self::count_rows( Schema::child_appadoos_table() ), 'No play time or state is left.' );
		$this->assertNull( ( new Consent_Record() )->find( $parent ), 'The consent record is gone.' );
		$this->assertSame( '', get_user_meta( $parent, Parent_Pin::META, true ), 'The PIN hash is gone.' );
		$this->assertSame( array(), self::tool()->export( get_userdata( $parent )->user_email )['data'], 'An export after erasing is empty.' );
	}

	public function test_the_tools_are_registered_with_wordpress(): void {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook.
		$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook.
		$this->assertInstanceOf( Family_Privacy::class, $exporters[ Family_Privacy::ID ]['callback'][0] ?? null, 'The exporter is registered.' );
		$this->assertInstanceOf( Family_Privacy::class, $erasers[ Family_Privacy::ID ]['callback'][0] ?? null, 'The eraser is registered.' );
	}

	/**
	 * The tools, as the module builds them.
	 */
	private static function tool(): Family_Privacy {
		$family = self::services();
		return new Family_Privacy( $family->children, $family->ledger, $family->states, $family->consent, $family->pin, $family->remover );
	}
}
