<?php
/**
 * The family services, wired once.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Deployment;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Http\Client_Address;
use PlayPal\Referrals\Share_Codes;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One place that knows how the family services depend on each other, for
 * Family_Module and the pp/v1/family routes alike.
 */
final class Family_Services {

	public readonly Child_Repository $children;

	public readonly Play_Time_Ledger $ledger;

	public readonly Child_Appadoo_State $states;

	public readonly Consent_Record $consent;

	public readonly Parent_Pin $pin;

	public readonly Parent_Mode $parent_mode;

	public readonly Family_Data_Remover $remover;

	public readonly Playable_Appadoos $appadoos;

	public readonly Daily_Budget $budget;

	public readonly Weekly_Summary_Preference $summary;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings.
	 */
	public function __construct( Settings $settings ) {
		$this->children = new Child_Repository();
		$this->ledger   = new Play_Time_Ledger();
		$this->states   = new Child_Appadoo_State();
		$this->consent  = new Consent_Record();
		$this->pin      = new Parent_Pin( new Pin_Guess_Alert(), $this->children );
		// Parent mode lives in the signed-in WordPress session (docs/FAMILY.md, "Parent mode").
		$this->parent_mode = new Parent_Mode();
		$this->summary     = new Weekly_Summary_Preference();
		$this->remover     = new Family_Data_Remover( $this->children, $this->ledger, $this->states, $this->consent, $this->pin, $this->summary );
		$repository        = new Appadoo_Repository();
		$flags             = new Feature_Flags( $settings );
		// Shares are admitted as the player admits them (Player::respond_shared()).
		$this->appadoos = new Playable_Appadoos( new Appadoo_Access(), new Appadoo_Deployment( $flags, $repository ), $repository, new Share_Codes( $flags, new Client_Address( $settings ) ) );
		$this->budget   = new Daily_Budget( $this->ledger );
	}

	public function children_service(): Children {
		return new Children( $this->children, new Child_Input(), $this->consent, $this->remover );
	}

	public function extra_time(): Extra_Time {
		return new Extra_Time( $this->children, $this->pin, $this->ledger );
	}

	public function play_reports(): Play_Reports {
		return new Play_Reports( $this->children, $this->appadoos, $this->ledger, $this->states );
	}

	public function progress(): Appadoo_Progress {
		return new Appadoo_Progress( $this->children, $this->appadoos, $this->states );
	}

	public function summary_job(): Weekly_Summary_Job {
		return new Weekly_Summary_Job( $this->summary, new Weekly_Summary_Message( $this->children, $this->ledger, $this->states, $this->appadoos ) );
	}

	public function overview(): Family_Overview {
		return new Family_Overview( $this->children, $this->budget, $this->ledger, $this->states, $this->appadoos );
	}
}
