<?php
/**
 * The `{success, appadoo}` and `{success, appadoos}` envelopes of the Appadoo answers.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * The portal's Appadoo routes and the storage routes answer one Appadoo or a
 * list of them in the same envelope, each item shaped by the schema's own
 * get_item_response().
 */
trait Appadoo_Envelopes {

	/**
	 * `{success: true, appadoo}`.
	 *
	 * @param array<string, mixed> $record What get_item_response() takes.
	 * @return array<string, mixed>
	 */
	public function single_response( array $record ): array {
		return array(
			'success' => true,
			'appadoo' => $this->get_item_response( $record ),
		);
	}

	/**
	 * `{success: true, appadoos}`.
	 *
	 * @param array<int, array<string, mixed>> $records What get_item_response() takes, one per Appadoo.
	 * @return array<string, mixed>
	 */
	public function collection_response( array $records ): array {
		return array(
			'success'  => true,
			'appadoos' => array_map( array( $this, 'get_item_response' ), array_values( $records ) ),
		);
	}
}
