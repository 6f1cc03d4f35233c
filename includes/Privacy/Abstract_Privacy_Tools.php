<?php
/**
 * The scaffolding every personal-data exporter and eraser of the plugin shares.
 *
 * @package PlayPal
 */

namespace PlayPal\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Tools → Export / Erase Personal Data calls each registered exporter and
 * eraser by email, a page at a time, until it says `done`. Registering both
 * under one id and one friendly name, and shaping an exported item, is the
 * same for every kind of data; a subclass says only what it finds and what
 * erasing means for it (remove the rows, or keep a published item anonymous).
 */
abstract class Abstract_Privacy_Tools {

	/** Id of the exporter and the eraser (and the export's group); subclasses set it. */
	public const ID = '';

	/**
	 * The name a site owner sees in the list of exporters and erasers.
	 */
	abstract protected function friendly_name(): string;

	/**
	 * One page of the person's data, in WordPress's export format.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	abstract public function export( string $email, int $page = 1 ): array;

	/**
	 * Erases one page of the person's data.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	abstract public function erase( string $email, int $page = 1 ): array;

	public function add_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'register_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'register_eraser' ) );
	}

	/**
	 * @param array<string, array<string, mixed>> $exporters Registered exporters.
	 * @return array<string, array<string, mixed>>
	 */
	public function register_exporter( array $exporters ): array {
		$exporters[ static::ID ] = array(
			'exporter_friendly_name' => $this->friendly_name(),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * @param array<string, array<string, mixed>> $erasers Registered erasers.
	 * @return array<string, array<string, mixed>>
	 */
	public function register_eraser( array $erasers ): array {
		$erasers[ static::ID ] = array(
			'eraser_friendly_name' => $this->friendly_name(),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One exported item: its group (this tool's id), its id and its fields in order.
	 *
	 * @param string                           $group_label Label of the group, e.g. "Sign-ups".
	 * @param string                           $item_id     Id of the item, unique within the export.
	 * @param list<array{0: string, 1: mixed}> $fields      Pairs of translated field name and value, in the order shown
	 *                                                     (pairs, not a map: two names may translate alike).
	 * @return array{group_id: string, group_label: string, item_id: string, data: list<array{name: string, value: mixed}>}
	 */
	protected static function item( string $group_label, string $item_id, array $fields ): array {
		return array(
			'group_id'    => static::ID,
			'group_label' => $group_label,
			'item_id'     => $item_id,
			'data'        => array_map(
				static fn( array $field ): array => array(
					'name'  => $field[0],
					'value' => $field[1],
				),
				$fields
			),
		);
	}

	/**
	 * A page of an export, in WordPress's format.
	 *
	 * @param array<int, array<string, mixed>> $data Items of the page.
	 * @param bool                             $done Whether it is the last page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	protected static function exported( array $data, bool $done ): array {
		return array(
			'data' => $data,
			'done' => $done,
		);
	}

	/**
	 * What a page of erasing did, in WordPress's format.
	 *
	 * @param bool     $removed  Whether anything was removed.
	 * @param bool     $retained Whether anything was kept.
	 * @param string[] $messages What the site owner is told.
	 * @param bool     $done     Whether it is the last page.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	protected static function erased( bool $removed, bool $retained, array $messages, bool $done ): array {
		return array(
			'items_removed'  => $removed,
			'items_retained' => $retained,
			'messages'       => $messages,
			'done'           => $done,
		);
	}
}
