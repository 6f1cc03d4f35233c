<?php
/**
 * The daily membership job: close what has expired, remind before it does.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use DateTimeImmutable;
use PlayPal\Database\Primary_Reads;
use PlayPal\Settings\Number_Settings;
use PlayPal\Time\Recurring_Event;

defined( 'ABSPATH' ) || exit;

/**
 * WP-Cron event `playpal_memberships_daily` (scheduled on `init`, cleared on
 * deactivation and uninstall). For each person with an active ledger row:
 * - the membership's last day has passed → the active rows it was judged
 *   from, and only those (compare-and-set on their ids and days as read: a
 *   renewal completed while the job ran stays active), are marked `expired`
 *   (`pp/v1/me` already answers from the dates, before the job runs too) and
 *   the action `playpal_membership_closed` fires (user id, kind);
 * - it ends within the reminder days (option `playpal_membership_reminder_days`,
 *   default 7, 0 = no reminders) → one e-mail per grant: the grant that sets
 *   the last day is claimed in the ledger first, so two runs at once send one
 *   message, and a membership extended since is reminded again before its new end.
 */
final class Membership_Daily_Job {

	public const HOOK = 'playpal_memberships_daily';

	public const REMINDER_OPTION = 'playpal_membership_reminder_days';

	public const REMINDER_DEFAULT = 7;

	public const REMINDER_MAX = 60;

	private Membership_Ledger $ledger;

	private Membership_Status $status;

	private Membership_Reminder_Mailer $mailer;

	private Membership_Products $products;

	/**
	 * Constructor.
	 *
	 * @param Membership_Ledger|null          $ledger   The ledger.
	 * @param Membership_Status|null          $status   Expiry from the ledger.
	 * @param Membership_Reminder_Mailer|null $mailer   The reminder.
	 * @param Membership_Products|null        $products Where to renew.
	 */
	public function __construct( ?Membership_Ledger $ledger = null, ?Membership_Status $status = null, ?Membership_Reminder_Mailer $mailer = null, ?Membership_Products $products = null ) {
		$this->ledger   = $ledger ?? new Membership_Ledger();
		$this->status   = $status ?? new Membership_Status( $this->ledger );
		$this->mailer   = $mailer ?? new Membership_Reminder_Mailer();
		$this->products = $products ?? new Membership_Products();
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::HOOK, array( $this, 'run' ) );
	}

	/**
	 * The reminder setting (Settings → PlayPal, `/wp/v2/settings`).
	 */
	public function register(): void {
		Number_Settings::register(
			'integer',
			array(
				self::REMINDER_OPTION => array( __( 'Membership reminder (days before the end)', 'playpal' ), __( 'How many days before a membership ends its member gets a reminder e-mail; 0 sends none.', 'playpal' ), self::REMINDER_DEFAULT, 0, self::REMINDER_MAX, array( self::class, 'sanitize_days' ) ),
			)
		);
	}

	/**
	 * Days clamped to 0..REMINDER_MAX (anything else: the default).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function sanitize_days( mixed $value ): int {
		return is_numeric( $value ) ? max( 0, min( self::REMINDER_MAX, (int) $value ) ) : self::REMINDER_DEFAULT;
	}

	/**
	 * The reminder days in force.
	 */
	public static function reminder_days(): int {
		return self::sanitize_days( get_option( self::REMINDER_OPTION, self::REMINDER_DEFAULT ) );
	}

	/**
	 * Schedules the event once a day (unless scheduled).
	 */
	public static function schedule(): void {
		Recurring_Event::schedule( self::HOOK );
	}

	/**
	 * Closes expired memberships and sends the reminders due.
	 *
	 * @param DateTimeImmutable|null $now The moment to judge at; now by default (tests pass another).
	 * @return array{closed: int, reminded: int}
	 */
	public function run( ?DateTimeImmutable $now = null ): array {
		$now      = $now ?? new DateTimeImmutable( 'now', wp_timezone() );
		$today    = $now->setTimezone( wp_timezone() )->format( 'Y-m-d' );
		$horizon  = $now->setTimezone( wp_timezone() )->modify( '+' . self::reminder_days() . ' days' )->format( 'Y-m-d' );
		$closed   = 0;
		$reminded = 0;
		// It decides what to close from what it reads: from the primary, never a replica a renewal has not reached.
		Primary_Reads::pin();
		foreach ( $this->ledger->active_user_kinds() as $pair ) {
			$state = $this->status->of( $pair['user_id'], $pair['kind'], $now );
			if ( null === $state['last_day'] ) {
				continue;
			}
			if ( ! $state['active'] ) {
				// Only the run that closes the rows announces it (two runs at once close once).
				if ( $this->ledger->close_rows( $state['active_rows'] ) > 0 ) {
					++$closed;
					do_action( 'playpal_membership_closed', $pair['user_id'], $pair['kind'] );
				}
				continue;
			}
			if ( self::reminder_days() > 0 && $state['last_day'] <= $horizon && $state['last_day'] >= $today && ! $state['reminded'] && $this->remind( $pair['user_id'], $pair['kind'], $state, $now ) ) {
				++$reminded;
			}
		}
		return array(
			'closed'   => $closed,
			'reminded' => $reminded,
		);
	}

	/**
	 * Claims the deciding grant's reminder and sends it (gives the claim back if the mail fails).
	 *
	 * @param int                                                                                                                                                       $user_id User.
	 * @param string                                                                                                                                                    $kind    Kind.
	 * @param array{active: bool, last_day: string|null, row_id: int, membership: string, status: string, reminded: bool, active_rows: list<array{id: int, days: int}>} $state Membership state.
	 * @param DateTimeImmutable                                                                                                                                         $now     Now.
	 */
	private function remind( int $user_id, string $kind, array $state, DateTimeImmutable $now ): bool {
		if ( ! $this->ledger->claim_reminder( $state['row_id'], $now->getTimestamp() ) ) {
			return false;
		}
		$product = $this->products->published_of_type( $state['membership'] );
		$url     = null !== $product ? (string) get_permalink( $product['id'] ) : '';
		if ( $this->mailer->send( $user_id, $kind, (string) $state['last_day'], $url ) ) {
			return true;
		}
		$this->ledger->release_reminder( $state['row_id'] );
		return false;
	}
}
