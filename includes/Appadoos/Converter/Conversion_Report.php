<?php
/**
 * What one conversion did.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

defined( 'ABSPATH' ) || exit;

/**
 * Collects what the converter actually did and turns it into the answer's
 * `conversion`: `added` (features), `applied` (security measures), `removed`
 * (every outside reference: `{kind, url, action, file}`, action `removed`,
 * `disabled` or `blocked`) and `counts`. Nothing here is a fixed list: an
 * item appears when the converter did it to this file (docs/APPADOOS.md).
 */
final class Conversion_Report {

	/** Most references listed one by one (the counts keep the full numbers). */
	public const MAX_LISTED = 200;

	/**
	 * Outside references.
	 *
	 * @var array<int, array{kind: string, url: string, action: string, file: string}>
	 */
	private array $removed = array();

	private int $pages = 0;

	private int $runtime_pages = 0;

	private int $assets = 0;

	private int $bytes = 0;

	private int $forms = 0;

	private int $earlier_runtimes = 0;

	/**
	 * Files left out.
	 *
	 * @var string[]
	 */
	private array $skipped = array();

	/**
	 * Files refused by the package rules, with the rule's code (Package_Types::refusal()).
	 *
	 * @var array<int, array{file: string, code: string}>
	 */
	private array $refused = array();

	/**
	 * A rewritten page.
	 *
	 * @param string                                                       $file             Relative path.
	 * @param array<int, array{kind: string, url: string, action: string}> $found            Findings.
	 * @param int                                                          $forms            Forms in it.
	 * @param int                                                          $earlier_runtimes Earlier runtime tags removed.
	 */
	public function add_page( string $file, array $found, int $forms, int $earlier_runtimes ): void {
		++$this->pages;
		++$this->runtime_pages;
		$this->forms            += $forms;
		$this->earlier_runtimes += $earlier_runtimes;
		$this->add_found( $file, $found );
	}

	/**
	 * A packed asset.
	 *
	 * @param string                                                       $file  Relative path.
	 * @param int                                                          $bytes Size.
	 * @param array<int, array{kind: string, url: string, action: string}> $found Findings.
	 */
	public function add_asset( string $file, int $bytes, array $found ): void {
		++$this->assets;
		$this->bytes += $bytes;
		$this->add_found( $file, $found );
	}

	/**
	 * Files left out of the package.
	 *
	 * @param string[] $files Names in the archive.
	 */
	public function skip( array $files ): void {
		$this->skipped = array_merge( $this->skipped, $files );
	}

	/**
	 * Files refused: not stored, listed with a stable code.
	 *
	 * @param array<int, array{file: string, code: string}> $files Names in the archive and codes.
	 */
	public function refuse( array $files ): void {
		$this->refused = array_merge( $this->refused, $files );
	}

	/**
	 * The answer's `conversion`.
	 *
	 * @return array<string, mixed>
	 */
	public function to_array(): array {
		$by_kind = array();
		$actions = array(
			'removed'  => 0,
			'disabled' => 0,
			'blocked'  => 0,
		);
		foreach ( $this->removed as $item ) {
			$by_kind[ $item['kind'] ] = ( $by_kind[ $item['kind'] ] ?? 0 ) + 1;
			++$actions[ $item['action'] ];
		}
		ksort( $by_kind );
		$external = $actions['removed'] + $actions['disabled'];

		$added = array();
		if ( $this->runtime_pages > 0 ) {
			$added[] = $this->item( 'time-limit', __( 'Time limit with a visible countdown and a “time for a break” screen', 'playpal' ) );
			$added[] = $this->item( 'print', __( 'Print button and print stylesheet', 'playpal' ) );
			$added[] = $this->item( 'hdg-filter', __( 'HDG filter: no autoplaying media, reduced motion, calmer colours', 'playpal' ) );
		}
		$added[] = $this->item(
			'offline',
			/* translators: %d: number of files. */
			sprintf( _n( 'Works offline: %d file packed with the activity', 'Works offline: %d files packed with the activity', $this->pages + $this->assets, 'playpal' ), $this->pages + $this->assets )
		);
		if ( $this->earlier_runtimes > 0 ) {
			$added[] = $this->item( 'runtime-replaced', __( 'The earlier Appadoo runtime was replaced, so it runs once', 'playpal' ) );
		}

		$applied = array(
			$this->item( 'csp', __( 'Content-Security-Policy: only this Appadoo\'s own files may load', 'playpal' ) ),
			$this->item( 'no-network', __( 'No network access: requests to other sites are blocked (connect-src \'none\')', 'playpal' ) ),
			$this->item( 'sandbox', __( 'Plays in a sandbox, apart from this site\'s cookies and account', 'playpal' ) ),
			$this->item( 'nosniff', __( 'Files are served only as the type their name says (nosniff)', 'playpal' ) ),
		);
		if ( $external > 0 ) {
			/* translators: %d: number of references. */
			$applied[] = $this->item( 'external-removed', sprintf( _n( '%d external reference removed or disabled', '%d external references removed or disabled', $external, 'playpal' ), $external ) );
		}
		if ( $actions['blocked'] > 0 ) {
			/* translators: %d: number of addresses. */
			$applied[] = $this->item( 'requests-blocked', sprintf( _n( '%d network request in scripts is blocked by the Content-Security-Policy', '%d network requests in scripts are blocked by the Content-Security-Policy', $actions['blocked'], 'playpal' ), $actions['blocked'] ) );
		}
		if ( $this->forms > 0 ) {
			/* translators: %d: number of forms. */
			$applied[] = $this->item( 'forms-disabled', sprintf( _n( '%d form cannot send anything anywhere (form-action \'none\')', '%d forms cannot send anything anywhere (form-action \'none\')', $this->forms, 'playpal' ), $this->forms ) );
		}
		if ( $this->skipped ) {
			/* translators: %d: number of files. */
			$applied[] = $this->item( 'files-skipped', sprintf( _n( '%d hidden or system file left out', '%d hidden or system files left out', count( $this->skipped ), 'playpal' ), count( $this->skipped ) ) );
		}
		if ( $this->refused ) {
			/* translators: %d: number of files. */
			$applied[] = $this->item( 'files-refused', sprintf( _n( '%d file refused: its type or name is not allowed in an Appadoo', '%d files refused: their type or name is not allowed in an Appadoo', count( $this->refused ), 'playpal' ), count( $this->refused ) ) );
		}

		return array(
			'added'   => $added,
			'applied' => $applied,
			'removed' => array_slice( $this->removed, 0, self::MAX_LISTED ),
			'skipped' => array_slice( $this->skipped, 0, self::MAX_LISTED ),
			'refused' => array_slice( $this->refused, 0, self::MAX_LISTED ),
			'counts'  => array(
				'pages'    => $this->pages,
				'assets'   => $this->assets,
				'files'    => $this->pages + $this->assets,
				'bytes'    => $this->bytes,
				'external' => $external,
				'removed'  => $actions['removed'],
				'disabled' => $actions['disabled'],
				'blocked'  => $actions['blocked'],
				'forms'    => $this->forms,
				'skipped'  => count( $this->skipped ),
				'refused'  => count( $this->refused ),
				'byKind'   => (object) $by_kind,
			),
		);
	}

	/**
	 * @param string                                                       $file  Relative path.
	 * @param array<int, array{kind: string, url: string, action: string}> $found Findings.
	 */
	private function add_found( string $file, array $found ): void {
		foreach ( $found as $item ) {
			$this->removed[] = $item + array( 'file' => $file );
		}
	}

	/**
	 * @param string $code  Stable id.
	 * @param string $label Translated text.
	 * @return array{code: string, label: string}
	 */
	private function item( string $code, string $label ): array {
		return array(
			'code'  => $code,
			'label' => $label,
		);
	}
}
