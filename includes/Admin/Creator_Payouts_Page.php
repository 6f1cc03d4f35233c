<?php
/**
 * The Creator payouts screen (wp-admin → PlayPal).
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use DateTimeImmutable;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Money_Units_Upgrade;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Creators\Payout_Recorder;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Money\Currency_Units;
use PlayPal\Money\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Every creator with earnings: earned, payable (sales past the refund window,
 * for what they still earn), paid and due, one row per currency they earned
 * in (never a sum across currencies); a form per row records a payout made
 * outside the site (amount typed in that currency, day, reference) and the
 * creator sees it in their history. Ledger rows or payouts the money-units
 * upgrade could not place are listed above the table. For those who run the
 * shop (`manage_woocommerce`), not for moderators.
 */
final class Creator_Payouts_Page extends Abstract_Review_Page {

	public const SLUG = 'playpal-creator-payouts';

	public const ACTION = 'playpal_record_payout';

	public const CAPABILITY = 'manage_woocommerce';

	public function __construct(
		private Commission_Ledger $ledger,
		private Creator_Statement $statement,
		private Payout_Ledger $payouts,
		private Payout_Recorder $recorder
	) {}

	protected function title(): string {
		return __( 'Creator payouts', 'playpal' );
	}

	/**
	 * Handles POST admin-post.php: action=playpal_record_payout, creator, currency, amount, paid_on, reference.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- Verified by check_request() below, before any change.
		$creator = isset( $_POST['creator'] ) ? absint( $_POST['creator'] ) : 0;
		self::check_request( $creator, 'pay', __( 'Sorry, you are not allowed to record payouts.', 'playpal' ) );
		$fields = array(
			'creator'   => $creator,
			'currency'  => isset( $_POST['currency'] ) ? sanitize_text_field( wp_unslash( $_POST['currency'] ) ) : '',
			'amount'    => isset( $_POST['amount'] ) ? sanitize_text_field( wp_unslash( $_POST['amount'] ) ) : '',
			'paid_on'   => isset( $_POST['paid_on'] ) ? sanitize_text_field( wp_unslash( $_POST['paid_on'] ) ) : '',
			// Checked as sent: the recorder refuses what is not plain text rather than change it.
			'reference' => isset( $_POST['reference'] ) && is_string( $_POST['reference'] ) ? wp_unslash( $_POST['reference'] ) : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		);
		// phpcs:enable
		wp_safe_redirect( self::url( array( 'done' => $this->record( $fields ) ) ) );
		exit;
	}

	/**
	 * Records a payout; answers `recorded` or the refusal's code for the notice.
	 *
	 * @param array<string, mixed> $fields The form's fields.
	 */
	public function record( array $fields ): string {
		try {
			$this->recorder->record( $fields, get_current_user_id(), new DateTimeImmutable( 'now' ), wp_timezone() );
			return 'recorded';
		} catch ( Domain_Exception $refused ) {
			return $refused->get_error_code();
		}
	}

	/**
	 * The notice for a `done` code.
	 *
	 * @param string $done Code.
	 * @return array{0: string, 1: string}|null Class and sentence.
	 */
	private static function notice( string $done ): ?array {
		$errors = array(
			'playpal_payout_creator_invalid'   => __( 'Please choose a creator.', 'playpal' ),
			'playpal_payout_creator_unknown'   => __( 'This person has no creator earnings to pay out.', 'playpal' ),
			'playpal_payout_currency_invalid'  => __( 'Please choose the currency of the payout: one the creator earned in.', 'playpal' ),
			'playpal_payout_amount_invalid'    => __( 'Please enter the amount paid in the creator’s currency, like 12.50 (or 350 for yen).', 'playpal' ),
			'playpal_payout_date_invalid'      => __( 'Please enter the day it was paid (not a day in the future).', 'playpal' ),
			'playpal_payout_reference_invalid' => __( 'The reference must be plain text of at most 100 characters.', 'playpal' ),
			'playpal_payout_over_due'          => __( 'The amount is more than is due to this creator now.', 'playpal' ),
			'playpal_payout_busy'              => __( 'Another payout to this creator is being recorded. Please try again in a moment.', 'playpal' ),
			'playpal_payout_failed'            => __( 'The payout could not be recorded just now. Please try again.', 'playpal' ),
		);
		if ( 'recorded' === $done ) {
			return array( 'notice-success', __( 'Payout recorded. The creator sees it in their history.', 'playpal' ) );
		}
		return isset( $errors[ $done ] ) ? array( 'notice-error', __( 'Nothing was recorded.', 'playpal' ) . ' ' . $errors[ $done ] ) : null;
	}

	/**
	 * An amount in the currency's ISO 4217 minor units as money, with the
	 * store's symbol for the currency and the site's separators ("$3.50",
	 * "¥350", "-$1.40"). Built from Money's exact decimal text, never a float.
	 *
	 * @param int    $minor    Amount.
	 * @param string $currency ISO 4217 code.
	 */
	private static function money( int $minor, string $currency ): string {
		global $wp_locale;
		$symbol = function_exists( 'get_woocommerce_currency_symbol' ) ? html_entity_decode( get_woocommerce_currency_symbol( $currency ), ENT_QUOTES ) : $currency . ' ';
		$units  = Currency_Units::is_code( $currency ) ? Currency_Units::of( $currency ) : 0;
		$digits = str_pad( (string) abs( $minor ), $units + 1, '0', STR_PAD_LEFT );
		$whole  = number_format_i18n( (int) substr( $digits, 0, strlen( $digits ) - $units ) );
		$point  = isset( $wp_locale ) ? (string) $wp_locale->number_format['decimal_point'] : '.';
		return ( $minor < 0 ? '-' : '' ) . $symbol . $whole . ( $units > 0 ? $point . substr( $digits, -$units ) : '' );
	}

	/**
	 * The notice listing what the money-units upgrade could not place.
	 */
	private static function render_unplaced(): void {
		$unplaced = Money_Units_Upgrade::unplaced();
		if ( array() === $unplaced['commissions'] && array() === $unplaced['payouts'] ) {
			return;
		}
		?>
		<div class="notice notice-warning" role="status"><p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: 1: ledger entry ids, 2: payout ids. */
					__( 'Some amounts recorded before currencies were counted in their own minor units could not be converted exactly: an amount finer than its currency has was rounded to its smallest unit, and one with an unknown currency code, or a payout whose unit is unclear, was left as it was and may be wrong in the totals below. Please check them. Ledger entries: %1$s. Payouts: %2$s.', 'playpal' ),
					$unplaced['commissions'] ? implode( ', ', $unplaced['commissions'] ) : __( 'none', 'playpal' ),
					$unplaced['payouts'] ? implode( ', ', $unplaced['payouts'] ) : __( 'none', 'playpal' )
				)
			);
			?>
		</p></div>
		<?php
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Our own redirect's report.
		$notice = self::notice( isset( $_GET['done'] ) ? sanitize_key( wp_unslash( $_GET['done'] ) ) : '' );
		$now    = new DateTimeImmutable( 'now' );
		$today  = $now->setTimezone( wp_timezone() )->format( 'Y-m-d' );
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Creator payouts', 'playpal' ); ?></h1>
			<p><?php esc_html_e( 'Pay creators outside the site (a bank transfer, PayPal…), then record each payment here. Earnings become payable once the refund window has passed.', 'playpal' ); ?></p>
			<?php if ( null !== $notice ) : ?>
				<div class="notice <?php echo esc_attr( $notice[0] ); ?>" role="status"><p><?php echo esc_html( $notice[1] ); ?></p></div>
			<?php endif; ?>
			<?php self::render_unplaced(); ?>
			<table class="wp-list-table widefat fixed striped">
				<caption class="screen-reader-text"><?php esc_html_e( 'Creators and what is due to them', 'playpal' ); ?></caption>
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Creator', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Currency', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Earned', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Payable', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Paid', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Due', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Record a payout', 'playpal' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php $creators = $this->ledger->creator_ids(); ?>
					<?php if ( ! $creators ) : ?>
						<tr><td colspan="7"><?php esc_html_e( 'No creator has earned anything yet.', 'playpal' ); ?></td></tr>
					<?php endif; ?>
					<?php foreach ( $creators as $creator ) : ?>
						<?php foreach ( $this->statement->balances( $creator, $now ) as $balance ) : ?>
							<?php $this->render_row( $creator, $balance, $today ); ?>
						<?php endforeach; ?>
					<?php endforeach; ?>
				</tbody>
			</table>
		</div>
		<?php
	}

	/**
	 * One creator's row in one currency.
	 *
	 * @param int                                                                                   $creator Creator (user) id.
	 * @param array{earned: int, payable: int, pending: int, paid: int, due: int, currency: string} $balance Their balance in that currency.
	 * @param string                                                                                $today   Today, YYYY-MM-DD.
	 */
	private function render_row( int $creator, array $balance, string $today ): void {
		$user     = get_userdata( $creator );
		$name     = $user ? $user->display_name : sprintf( /* translators: %d: user id. */ __( 'Deleted user #%d', 'playpal' ), $creator );
		$currency = $balance['currency'];
		$field    = 'playpal-payout-' . $creator . '-' . strtolower( $currency );
		$last     = null;
		foreach ( $this->payouts->for_creator( $creator ) as $payout ) {
			if ( $payout['currency'] === $currency ) {
				$last = $payout;
				break;
			}
		}
		$money = fn( int $minor ): string => self::money( $minor, $currency );
		?>
		<tr>
			<th scope="row">
				<?php echo esc_html( $name ); ?>
				<?php if ( null !== $last ) : ?>
					<br /><small>
					<?php
					/* translators: 1: amount, 2: day, 3: reference. */
					echo esc_html( sprintf( __( 'Last payout: %1$s on %2$s %3$s', 'playpal' ), $money( $last['amount'] ), $last['paid_on'], $last['reference'] ) );
					?>
					</small>
				<?php endif; ?>
			</th>
			<td><?php echo esc_html( $currency ); ?></td>
			<td><?php echo esc_html( $money( $balance['earned'] ) ); ?></td>
			<td><?php echo esc_html( $money( $balance['payable'] ) ); ?></td>
			<td><?php echo esc_html( $money( $balance['paid'] ) ); ?></td>
			<td><strong><?php echo esc_html( $money( $balance['due'] ) ); ?></strong>
				<?php if ( $balance['due'] < 0 ) : ?>
					<br /><small><?php esc_html_e( 'Owed back after a refund: carried forward against the next payout.', 'playpal' ); ?></small>
				<?php endif; ?>
			</td>
			<td>
				<?php if ( $balance['due'] > 0 && Currency_Units::is_code( $currency ) ) : ?>
					<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
						<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>" />
						<input type="hidden" name="creator" value="<?php echo esc_attr( (string) $creator ); ?>" />
						<input type="hidden" name="currency" value="<?php echo esc_attr( $currency ); ?>" />
						<?php wp_nonce_field( self::nonce_action( $creator, 'pay' ) ); ?>
						<label for="<?php echo esc_attr( $field . '-amount' ); ?>"><?php echo esc_html( sprintf( /* translators: %s: currency code, e.g. USD. */ __( 'Amount (%s)', 'playpal' ), $currency ) ); ?></label>
						<input id="<?php echo esc_attr( $field . '-amount' ); ?>" name="amount" type="text" inputmode="<?php echo esc_attr( 0 === Currency_Units::of( $currency ) ? 'numeric' : 'decimal' ); ?>" size="8" required value="<?php echo esc_attr( Money::of( $balance['due'], $currency )->to_decimal() ); ?>" />
						<label for="<?php echo esc_attr( $field . '-day' ); ?>"><?php esc_html_e( 'Paid on', 'playpal' ); ?></label>
						<input id="<?php echo esc_attr( $field . '-day' ); ?>" name="paid_on" type="date" required max="<?php echo esc_attr( $today ); ?>" value="<?php echo esc_attr( $today ); ?>" />
						<label for="<?php echo esc_attr( $field . '-reference' ); ?>"><?php esc_html_e( 'Reference', 'playpal' ); ?></label>
						<input id="<?php echo esc_attr( $field . '-reference' ); ?>" name="reference" type="text" maxlength="100" size="14" />
						<button type="submit" class="button button-primary">
							<?php
							/* translators: %s: creator's name. */
							echo esc_html( sprintf( __( 'Record payout to %s', 'playpal' ), $name ) );
							?>
						</button>
					</form>
				<?php else : ?>
					<?php esc_html_e( 'Nothing due now.', 'playpal' ); ?>
				<?php endif; ?>
			</td>
		</tr>
		<?php
	}
}
