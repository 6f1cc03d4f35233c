<?php
/**
 * Removal of PlayPal's data, called from uninstall.php.
 *
 * @package PlayPal
 */

namespace PlayPal;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Backups\Providers\Provider_Connections;
use PlayPal\Backups\Backups_Daily_Job;
use PlayPal\Commerce\Order_Retry;
use PlayPal\Community\Submission_Post_Type;
use PlayPal\Content\Content_Version;
use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Family\Consent_Record;
use PlayPal\Family\Family_Retention;
use PlayPal\Family\Parent_Pin;
use PlayPal\Family\Weekly_Summary_Job;
use PlayPal\Family\Weekly_Summary_Preference;
use PlayPal\Members\Download_Limiter;
use PlayPal\Members\Member_Grants;
use PlayPal\Members\Member_Meta;
use PlayPal\Members\Membership_Daily_Job;
use PlayPal\Members\Membership_Products;
use PlayPal\Referrals\Referral_Service;
use PlayPal\Security\Moderation_Capability;
use PlayPal\Settings\Settings;
use PlayPal\Signups\Unconfirmed_Purge;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes `playpal_*` options, `{prefix}playpal_*` tables, Appadoos (posts,
 * meta and files), community stories and Create It Forward creations (posts,
 * meta and their uploaded files) and people's storage connections, member and
 * referral meta, but only on sites whose
 * owner ticked "delete all PlayPal data when the plugin is uninstalled".
 * Otherwise the data stays, ready for a reinstall. Scheduled jobs, cached
 * responses and rate-limit counters are removed either way: nothing may run
 * for a plugin that is gone, and nothing in them is anyone's data.
 */
final class Uninstaller {

	private const PREFIX = 'playpal_';

	/**
	 * Settings of the current site.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Uninstalls from every site of the network (or the one site).
	 */
	public function run(): void {
		if ( ! is_multisite() ) {
			$this->uninstall_site();
			return;
		}
		foreach ( get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) as $site_id ) {
			switch_to_blog( $site_id );
			$this->uninstall_site();
			restore_current_blog();
		}
	}

	/**
	 * Removes the current site's data if its owner asked for it.
	 *
	 * @return bool Whether data was removed.
	 */
	public function uninstall_site(): bool {
		wp_clear_scheduled_hook( Backups_Daily_Job::HOOK );
		wp_clear_scheduled_hook( Unconfirmed_Purge::HOOK );
		wp_clear_scheduled_hook( Membership_Daily_Job::HOOK );
		wp_clear_scheduled_hook( Family_Retention::HOOK );
		wp_clear_scheduled_hook( Weekly_Summary_Job::HOOK );
		// Retries queued in WooCommerce's Action Scheduler: with the plugin gone no callback would run them.
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( '', array(), Order_Retry::GROUP );
		}
		// Caches and counters go whatever the owner chose: they are no one's data.
		Lifecycle::remove_caches();
		delete_option( Content_Version::OPTION );
		if ( ! $this->settings->delete_data_on_uninstall() ) {
			return false;
		}
		// Appadoos first: their files' folder name is kept in an option.
		$this->delete_appadoos();
		$this->delete_posts_with_their_files( Submission_Post_Type::POST_TYPE );
		$this->delete_posts_with_their_files( Creation_Post_Type::POST_TYPE );
		delete_metadata( 'user', 0, Provider_Connections::META, '', true );
		// Members: tier, membership, granted orders and the download log; Play It Forward: partner ids;
		// Family: the parents' consent records and PIN hashes (the children's rows go with the tables).
		foreach ( array( Member_Meta::TIER, Member_Meta::MEMBER, Member_Meta::MEMBER_UNTIL, Member_Grants::GRANTED_ORDERS, Download_Limiter::LOG, Download_Limiter::COUNTS, Download_Limiter::LAST, Referral_Service::PARTNER_META, Consent_Record::META, Parent_Pin::META, Parent_Pin::GUARD_META, Weekly_Summary_Preference::META, Weekly_Summary_Preference::SENT_META ) as $meta_key ) {
			delete_metadata( 'user', 0, $meta_key, '', true );
		}
		// Products marked as memberships stay products; only the mark goes (the ledger table goes with the tables).
		delete_metadata( 'post', 0, Membership_Products::META_TYPE, '', true );
		delete_metadata( 'post', 0, Membership_Products::META_DAYS, '', true );
		// Tables next: if a DROP fails, the owner's choice is still stored and uninstalling again retries.
		$this->drop_tables();
		// Who may moderate is the owner's setting too: it goes with the other settings.
		Moderation_Capability::remove();
		$this->delete_options();
		return true;
	}

	/**
	 * Deletes every Appadoo post with its meta (through wp_delete_post(), so
	 * caches stay right), then every Appadoo file.
	 */
	private function delete_appadoos(): void {
		foreach ( $this->ids_of_type( Appadoo_Post_Type::POST_TYPE ) as $id ) {
			wp_delete_post( $id, true );
		}
		try {
			( new Appadoo_Files() )->delete_everything();
		} catch ( RuntimeException $exception ) {
			unset( $exception ); // No usable uploads folder: no files to delete.
		}
	}

	/**
	 * Deletes every post of a type whose uploads are attachments of the post
	 * (stories, creations): the attachments with their files first, then the
	 * post with its meta.
	 *
	 * @param string $post_type Post type.
	 */
	private function delete_posts_with_their_files( string $post_type ): void {
		foreach ( $this->ids_of_type( $post_type ) as $id ) {
			$attachments = get_children(
				array(
					'post_parent' => $id,
					'post_type'   => 'attachment',
					'post_status' => 'any',
					'fields'      => 'ids',
				)
			);
			foreach ( $attachments as $attachment_id ) {
				wp_delete_attachment( (int) $attachment_id, true );
			}
			wp_delete_post( $id, true );
		}
	}

	/**
	 * Ids of every post of a type, in every status.
	 *
	 * @param string $post_type Post type.
	 * @return int[]
	 */
	private function ids_of_type( string $post_type ): array {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", $post_type ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Every status, no query filters: uninstall.
		return array_map( 'intval', $ids );
	}

	/**
	 * Drops `{prefix}playpal_*` tables.
	 */
	private function drop_tables(): void {
		global $wpdb;
		$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . self::PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $tables as $table ) {
			// Table names cannot be placeholders; these come from SHOW TABLES, quoted as identifiers.
			$wpdb->query( 'DROP TABLE IF EXISTS `' . str_replace( '`', '``', $table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * Deletes `playpal_*` options (through delete_option(), so caches stay right).
	 */
	private function delete_options(): void {
		global $wpdb;
		$options = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $options as $option ) {
			delete_option( $option );
		}
	}
}
