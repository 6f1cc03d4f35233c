<?php
/**
 * Builds the referral services from the settings.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Settings\Referral_Fields;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One place that knows how the provider client, the log and the flow fit
 * together; routes ask it instead of wiring them again.
 */
final class Referrals_Factory {

	private Settings $settings;

	private Referral_Fields $fields;

	private ?Http_Referral_Provider $provider = null;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
		$this->fields   = new Referral_Fields();
	}

	public function provider(): Http_Referral_Provider {
		$this->provider = $this->provider ?? new Http_Referral_Provider( $this->settings, $this->fields );
		return $this->provider;
	}

	public function service(): Referral_Service {
		$provider = $this->provider();
		return new Referral_Service( $provider, new Referral_Log( $this->fields ), $provider->base_url() . '|' . $this->settings->referral()['programId'] );
	}
}
