<?php
/**
 * Tier and membership on a user's profile screen in wp-admin.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Site owners (capability `edit_users`) see and change a person's tier and
 * Create It Forward membership on the profile screen. Saving needs the
 * field group's own nonce as well as the capability; anyone else's save of
 * the same fields changes nothing.
 */
final class Profile_Fields {

	public const NONCE_ACTION = 'playpal_member_fields';
	public const NONCE_FIELD  = 'playpal_member_nonce';

	private Member_Meta $meta;

	/**
	 * Constructor.
	 *
	 * @param Member_Meta|null $meta Member meta.
	 */
	public function __construct( ?Member_Meta $meta = null ) {
		$this->meta = $meta ?? new Member_Meta();
	}

	public function add_hooks(): void {
		add_action( 'show_user_profile', array( $this, 'render' ) );
		add_action( 'edit_user_profile', array( $this, 'render' ) );
		add_action( 'personal_options_update', array( $this, 'save' ) );
		add_action( 'edit_user_profile_update', array( $this, 'save' ) );
	}

	/**
	 * Prints the fields (only for people who may edit users).
	 *
	 * @param WP_User $user The user whose profile is shown.
	 */
	public function render( WP_User $user ): void {
		if ( ! current_user_can( 'edit_users' ) ) {
			return;
		}
		$tier  = $this->meta->own_tier( (int) $user->ID );
		$on    = $this->meta->membership_on( (int) $user->ID );
		$until = (string) $this->meta->member_until( (int) $user->ID );
		?>
		<h2><?php esc_html_e( 'PlayPal membership', 'playpal' ); ?></h2>
		<?php wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="playpal_tier"><?php esc_html_e( 'Tier', 'playpal' ); ?></label></th>
				<td>
					<select name="playpal_tier" id="playpal_tier">
						<option value="free" <?php selected( $tier, 'free' ); ?>><?php esc_html_e( 'Free', 'playpal' ); ?></option>
						<option value="vip" <?php selected( $tier, 'vip' ); ?>><?php esc_html_e( 'VIP', 'playpal' ); ?></option>
					</select>
				</td>
			</tr>
			<tr>
				<th scope="row"><?php esc_html_e( 'Create It Forward membership', 'playpal' ); ?></th>
				<td>
					<label for="playpal_member">
						<input type="checkbox" name="playpal_member" id="playpal_member" value="1" <?php checked( $on ); ?> />
						<?php esc_html_e( 'Member', 'playpal' ); ?>
					</label>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="playpal_member_until"><?php esc_html_e( 'Membership ends', 'playpal' ); ?></label></th>
				<td>
					<input type="date" name="playpal_member_until" id="playpal_member_until" value="<?php echo esc_attr( $until ); ?>" />
					<p class="description"><?php esc_html_e( 'Last day of the membership (site time). Leave empty for no end.', 'playpal' ); ?></p>
				</td>
			</tr>
			<tr>
				<th scope="row"><?php esc_html_e( 'From paid orders', 'playpal' ); ?></th>
				<td><?php $this->render_bought( (int) $user->ID ); ?></td>
			</tr>
		</table>
		<?php
	}

	/**
	 * Saves the fields when the nonce and the capability allow it.
	 *
	 * @param int $user_id The user being saved.
	 */
	public function save( int $user_id ): void {
		$nonce = isset( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ! current_user_can( 'edit_users' ) || ! current_user_can( 'edit_user', $user_id ) ) {
			return;
		}
		$tier = isset( $_POST['playpal_tier'] ) ? sanitize_key( wp_unslash( $_POST['playpal_tier'] ) ) : '';
		if ( in_array( $tier, Member_Meta::TIERS, true ) ) {
			$this->meta->set_tier( $user_id, $tier );
		}
		$on    = isset( $_POST['playpal_member'] ) && '1' === sanitize_text_field( wp_unslash( $_POST['playpal_member'] ) );
		$until = isset( $_POST['playpal_member_until'] ) ? sanitize_text_field( wp_unslash( $_POST['playpal_member_until'] ) ) : '';
		$this->meta->set_membership( $user_id, $on, Member_Meta::is_date( $until ) ? $until : null );
	}

	/**
	 * Prints what the person's orders granted (read-only: orders, refunds and cancellations change it).
	 *
	 * @param int $user_id User.
	 */
	private function render_bought( int $user_id ): void {
		$status = new Membership_Status();
		foreach ( array( Membership_Types::KIND_VIP, Membership_Types::KIND_CREATOR ) as $kind ) {
			$state = $status->of( $user_id, $kind );
			$name  = Membership_Types::kind_label( $kind );
			if ( null === $state['last_day'] ) {
				/* translators: %s: a membership's name. */
				$line = sprintf( __( '%s: none bought.', 'playpal' ), $name );
			} elseif ( $state['active'] ) {
				/* translators: 1: a membership's name, 2: its last day, YYYY-MM-DD. */
				$line = sprintf( __( '%1$s: active through %2$s.', 'playpal' ), $name, $state['last_day'] );
			} else {
				/* translators: 1: a membership's name, 2: its last day, YYYY-MM-DD. */
				$line = sprintf( __( '%1$s: ended on %2$s.', 'playpal' ), $name, $state['last_day'] );
			}
			echo '<p>' . esc_html( $line ) . '</p>';
		}
	}
}
