<?php
/**
 * The storage providers, by id.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups\Providers;

use PlayPal\Backups\Providers\Dropbox_Provider;
use PlayPal\Backups\Providers\Google_Drive_Provider;
use PlayPal\Backups\Providers\Local_Provider;
use PlayPal\Backups\Providers\Provider_Connections;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Local Storage, Google Drive and Dropbox (SPEC §9), in that order, through
 * the `playpal_storage_providers` filter so a site can add or replace one.
 */
final class Provider_Registry {

	/**
	 * Providers by id, once built.
	 *
	 * @var array<string, Storage_Provider>|null
	 */
	private ?array $providers = null;

	private Provider_Connections $connections;

	/**
	 * Constructor.
	 *
	 * @param Settings                  $settings    Plugin settings.
	 * @param Provider_Connections|null $connections Users' credentials.
	 */
	public function __construct( private Settings $settings, ?Provider_Connections $connections = null ) {
		$this->connections = $connections ?? new Provider_Connections();
	}

	/**
	 * The settings the providers read (Local Storage's quota), for code that
	 * checks the same quota before writing without a provider.
	 */
	public function settings(): Settings {
		return $this->settings;
	}

	/**
	 * Every provider, by id.
	 *
	 * @return array<string, Storage_Provider>
	 */
	public function all(): array {
		if ( null === $this->providers ) {
			$built = array(
				new Local_Provider( $this->settings ),
				new Google_Drive_Provider( $this->connections ),
				new Dropbox_Provider( $this->connections ),
			);
			/**
			 * Filters the storage providers backups can be written to.
			 *
			 * @param Storage_Provider[]   $providers   Providers, in display order.
			 * @param Provider_Connections $connections Users' credentials, for providers that need them.
			 */
			$filtered        = (array) apply_filters( 'playpal_storage_providers', $built, $this->connections );
			$this->providers = array();
			foreach ( $filtered as $provider ) {
				if ( $provider instanceof Storage_Provider ) {
					$this->providers[ $provider->id() ] = $provider;
				}
			}
		}
		return $this->providers;
	}

	/**
	 * One provider, or null for an unknown id.
	 *
	 * @param string $id Provider id.
	 */
	public function get( string $id ): ?Storage_Provider {
		return $this->all()[ $id ] ?? null;
	}

	/**
	 * Provider ids.
	 *
	 * @return string[]
	 */
	public function ids(): array {
		return array_map( 'strval', array_keys( $this->all() ) );
	}

	/**
	 * The users' credentials store.
	 */
	public function connections(): Provider_Connections {
		return $this->connections;
	}
}
