<?php
/**
 * The capability that lets a person review stories and creations.
 *
 * @package PlayPal
 */

namespace PlayPal\Security;

defined( 'ABSPATH' ) || exit;

/**
 * `playpal_moderate`: who may see every story and creation, publish or
 * reject them (wp-admin → PlayPal → Stories and Creations) and — through
 * Private_Post_Capabilities — read, edit, publish and delete them through
 * WordPress's own doors.
 *
 * Administrators and editors hold it. It is added to their roles on
 * activation and, for a site that was upgraded by copying files, on the
 * first request after the upgrade (a version kept in an autoloaded option,
 * so the per-request check is one comparison). A site owner may give it to
 * any other role with a role editor.
 */
final class Moderation_Capability {

	public const CAPABILITY = 'playpal_moderate';

	/** The roles that hold it out of the box. */
	public const ROLES = array( 'administrator', 'editor' );

	/** Bump when ROLES changes, so existing sites are brought up to date. */
	public const VERSION = '1';

	public const VERSION_OPTION = 'playpal_capabilities_version';

	public function add_hooks(): void {
		// Before admin_menu and any REST or XML-RPC request checks the capability.
		add_action( 'init', array( self::class, 'maybe_install' ), 1 );
	}

	/**
	 * Adds the capability to ROLES once per VERSION.
	 */
	public static function maybe_install(): void {
		if ( self::VERSION !== get_option( self::VERSION_OPTION ) ) {
			self::install();
		}
	}

	/**
	 * Adds the capability to every role of ROLES that exists on this site.
	 * A role the owner removed the capability from after an install keeps
	 * it removed until VERSION changes.
	 */
	public static function install(): void {
		foreach ( self::ROLES as $name ) {
			$role = get_role( $name );
			if ( null !== $role && ! $role->has_cap( self::CAPABILITY ) ) {
				$role->add_cap( self::CAPABILITY );
			}
		}
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Takes the capability away from every role (uninstall) and forgets the
	 * version, so installing again grants it again.
	 */
	public static function remove(): void {
		foreach ( wp_roles()->role_objects as $role ) {
			if ( $role->has_cap( self::CAPABILITY ) ) {
				$role->remove_cap( self::CAPABILITY );
			}
		}
		delete_option( self::VERSION_OPTION );
	}
}
