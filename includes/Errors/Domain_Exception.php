<?php
/**
 * The base of every exception the domain throws to refuse something.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

use Exception;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A refusal with a stable `playpal_*` code, a translated message for the
 * person and any figures the answer needs (retry_after, reason…).
 *
 * The subclass says what kind of refusal it is (not found, rate limited…);
 * only REST\Domain_Error_Map turns that kind into an HTTP status, so domain
 * code never speaks HTTP. It extends Exception, not RuntimeException, on
 * purpose: the domain catches RuntimeException for its own failures (a file
 * not written, a provider down) and must never swallow a refusal that way.
 */
abstract class Domain_Exception extends Exception {

	/**
	 * Constructor.
	 *
	 * @param string               $error_code Stable code, e.g. 'playpal_appadoo_not_found'.
	 * @param string               $message    Translated message for the person.
	 * @param array<string, mixed> $data       Extra figures for the answer (never a path or a secret).
	 */
	public function __construct( private string $error_code, string $message, private array $data = array() ) {
		parent::__construct( $message );
	}

	/**
	 * The stable code.
	 */
	public function get_error_code(): string {
		return $this->error_code;
	}

	/**
	 * The extra figures for the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_data(): array {
		return $this->data;
	}

	/**
	 * Adds figures to the refusal on its way out, e.g. the field a form shows
	 * it on (exceptions cannot be cloned; the figures it has already win).
	 *
	 * @param array<string, mixed> $data Figures to add.
	 */
	public function add_data( array $data ): static {
		$this->data += $data;
		return $this;
	}

	/**
	 * The WP_Error a WordPress hook outside includes/REST/ answers with (a
	 * REST filter, a validate or route callback): REST\Domain_Error_Map builds
	 * it through the filter `playpal_refusal_error`, so the status lives there
	 * alone and the feature needs no REST class.
	 */
	public function to_wp_error(): WP_Error {
		/**
		 * The REST error of a refusal (REST\Domain_Error_Map answers it).
		 *
		 * @param WP_Error|null    $error   Null until the map answers.
		 * @param Domain_Exception $refusal The refusal.
		 */
		$error = apply_filters( 'playpal_refusal_error', null, $this );
		return $error instanceof WP_Error ? $error : new WP_Error( $this->error_code, $this->getMessage(), $this->data );
	}
}
