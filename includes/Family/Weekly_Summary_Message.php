<?php
/**
 * The text of a parent's weekly play summary.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A plain-text e-mail: per child, the minutes played in the week and the
 * Appadoos played in it (time counted on one of its days, or last played in
 * it) with their progress as it is now. Every string is translatable
 * (built in the parent's own locale by the caller); nicknames and titles are
 * reduced to plain text, so no markup a title may hold reaches a mail client
 * that would render it. Nothing else about the children is in it.
 */
final class Weekly_Summary_Message {

	public function __construct( private Child_Repository $children, private Play_Time_Ledger $ledger, private Child_Appadoo_State $states, private Playable_Appadoos $appadoos ) {
	}

	/**
	 * The e-mail for one parent, or null when they have no children.
	 *
	 * @param WP_User $parent The parent.
	 * @param string  $from   First site day of the week (`Y-m-d`).
	 * @param string  $to     Last site day of the week.
	 * @return array{subject: string, body: string}|null
	 */
	public function build( WP_User $parent, string $from, string $to ): ?array {
		$children = $this->children->for_parent( (int) $parent->ID );
		if ( array() === $children ) {
			return null;
		}
		$zone   = wp_timezone();
		$start  = ( new \DateTimeImmutable( $from, $zone ) )->getTimestamp();
		$end    = ( new \DateTimeImmutable( $to, $zone ) )->modify( '+1 day' )->getTimestamp();
		$format = (string) get_option( 'date_format', 'F j, Y' );
		$first  = wp_date( $format, $start, $zone );
		$last   = wp_date( $format, $end - 1, $zone );
		$lines  = array(
			/* translators: %s: the parent's display name. */
			sprintf( __( 'Hello %s,', 'playpal' ), self::plain( $parent->display_name ) ),
			'',
			/* translators: 1: first day of the week, 2: last day of the week. */
			sprintf( __( 'Here is what your children played from %1$s to %2$s.', 'playpal' ), $first, $last ),
		);
		foreach ( $children as $child ) {
			$minutes = intdiv( $this->ledger->played_between( $child, $from, $to ), 60 );
			$lines[] = '';
			/* translators: 1: child's nickname, 2: minutes played. */
			$lines[] = sprintf( _n( '%1$s: %2$d minute', '%1$s: %2$d minutes', $minutes, 'playpal' ), self::plain( $child->nickname ), $minutes );
			// Played in the week: time counted on one of its days. The last play alone is not enough:
			// an Appadoo played in the week and again after it has its last play after the week.
			$week_seconds = $this->ledger->played_by_appadoo( $child, $from, $to );
			foreach ( $this->states->all( $child ) as $row ) {
				$last_in_week = null !== $row['lastPlayed'] && $row['lastPlayed'] >= $start && $row['lastPlayed'] < $end;
				if ( ! $last_in_week && ( $week_seconds[ $row['appadooId'] ] ?? 0 ) < 1 ) {
					continue;
				}
				$lines[] = '  - ' . self::plain( $this->appadoos->title( $row['appadooId'] ) ) . ': ' . self::progress( $row['score'], $row['completed'] );
			}
		}
		$lines[] = '';
		$lines[] = __( 'You get this e-mail because you turned on the weekly summary in the Family tab of your account. Turn it off there to stop it.', 'playpal' );
		return array(
			/* translators: 1: first day of the week, 2: last day of the week. */
			'subject' => sprintf( __( 'Your family\'s play time, %1$s to %2$s', 'playpal' ), $first, $last ),
			'body'    => implode( "\n", $lines ) . "\n",
		);
	}

	/**
	 * Progress in words.
	 *
	 * @param float|null $score     Score, if the Appadoo reports one.
	 * @param bool       $completed Whether it was completed.
	 */
	private static function progress( ?float $score, bool $completed ): string {
		$done = $completed ? __( 'completed', 'playpal' ) : __( 'not completed yet', 'playpal' );
		if ( null === $score ) {
			return $done;
		}
		/* translators: 1: completed or not, 2: score. */
		return sprintf( __( '%1$s, score %2$s', 'playpal' ), $done, number_format_i18n( $score, floor( $score ) === $score ? 0 : 1 ) );
	}

	/**
	 * Plain text of a stored string (titles may hold entities or markup).
	 *
	 * @param string $text Stored text.
	 */
	private static function plain( string $text ): string {
		$text = wp_strip_all_tags( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), true );
		return '' === $text ? __( '(untitled)', 'playpal' ) : $text;
	}
}
