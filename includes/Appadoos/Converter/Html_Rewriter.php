<?php
/**
 * Rewrites one page of a package with WordPress's HTML API.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

use WP_HTML_Tag_Processor;
use WP_HTML_Text_Replacement;

defined( 'ABSPATH' ) || exit;

/**
 * Walks every token of a page with WP_HTML_Tag_Processor (never regular
 * expressions: DESIGN §7) and:
 *
 * - removes elements that would load code or pages from outside the package
 *   (`<script src>`, `<link href>`, `<iframe>`/`<frame>`/`<embed>` with an
 *   outside source, `<base>`, `<meta http-equiv=refresh>`);
 * - disables outside references on elements it keeps (image, audio and
 *   video sources, `srcset`, `poster`, SVG `href`, links, `ping`, form
 *   `action`/`formaction`, `<object data>`);
 * - rewrites `url()` and `@import` in `<style>` and `style=""` (Css_Rewriter);
 * - lists what inline scripts would fetch (`fetch("https://…")`): scripts are
 *   not rewritten, the player's Content-Security-Policy (`connect-src 'none'`)
 *   blocks those requests, and the report says so;
 * - removes any earlier copy of the Appadoo runtime and injects it exactly
 *   once, at the end of `<head>` (or before `<body>`, or at the end).
 *
 * This is not a sanitiser, on purpose: an Appadoo is the author's own
 * script-driven activity, which an HTML/SVG sanitiser (DOMPurify, HTML
 * Purifier; neither is among this project's dependencies) would strip of the
 * very scripts that make it work. Safety comes from isolation instead: the
 * opaque-origin sandbox and the package-scoped CSP (Player\Player). This class
 * only takes the network out, so the package works offline and its listing
 * of removals is true.
 *
 * Removing and inserting markup is not part of the Tag Processor's public
 * API; like Optimization Detective's OD_HTML_Tag_Processor, this subclass
 * adds WP_HTML_Text_Replacement entries at bookmarked spans, which
 * get_updated_html() applies with every other change.
 */
final class Html_Rewriter extends WP_HTML_Tag_Processor {

	/** Where the runtime lives in every package (served by Player\Player). */
	public const RUNTIME_PATH = 'playpal-runtime/runtime.js';

	/** The attribute that marks our script tag. */
	public const RUNTIME_ATTRIBUTE = 'data-playpal-runtime';

	/**
	 * Everything removed, disabled or blocked: `{kind, url, action}`.
	 *
	 * @var array<int, array{kind: string, url: string, action: string}>
	 */
	private array $found = array();

	private int $forms = 0;

	private int $earlier_runtimes = 0;

	/**
	 * Rewrites a page.
	 *
	 * @param string $html           Page.
	 * @param string $runtime_prefix Relative path from the page's folder to the package root ("" or "../").
	 * @return array{html: string, found: array<int, array{kind: string, url: string, action: string}>, forms: int, earlierRuntimes: int}
	 */
	public static function rewrite_page( string $html, string $runtime_prefix ): array {
		$processor = new self( $html );
		$tag       = '<script src="' . esc_attr( $runtime_prefix . self::RUNTIME_PATH ) . '" ' . self::RUNTIME_ATTRIBUTE . '="1"></script>'; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- Markup of a package, not of a WordPress page.
		$processor->run( $tag, true );
		return array(
			'html'            => $processor->get_updated_html(),
			'found'           => $processor->found,
			'forms'           => $processor->forms,
			'earlierRuntimes' => $processor->earlier_runtimes,
		);
	}

	/**
	 * A converted page with the runtime's own code in place of its runtime
	 * tag, for the offline zip (Player\Offline_Package): the page then needs
	 * no request to run the runtime. The script goes where rewrite_page()
	 * puts the tag, exactly once; `$head_first` (markup such as a CSP
	 * `<meta>`, which applies only to what follows it) goes first in the head,
	 * before any of the page's own elements. Nothing else on the page changes.
	 *
	 * @param string $html       A page (already converted).
	 * @param string $script     The runtime with its configuration (Player\Runtime_Config::script()).
	 * @param string $head_first Markup to put first in the head, or ''.
	 */
	public static function inline_runtime( string $html, string $script, string $head_first = '' ): string {
		// Inside <script>, only "</script" and "<!--" mean something to HTML; "<\/" and "<\!" mean the same to JavaScript in strings and regular expressions.
		$text      = str_ireplace( array( '</script', '<!--' ), array( '<\/script', '<\!--' ), $script );
		$processor = new self( $html );
		$processor->run( '<script ' . self::RUNTIME_ATTRIBUTE . '="1">' . $text . '</script>', false, $head_first );
		return $processor->get_updated_html();
	}

	/**
	 * Network requests written in a script's text (scripts are not rewritten;
	 * the Content-Security-Policy blocks them).
	 *
	 * @param string $script Script text.
	 * @return string[] URLs, at most 50.
	 */
	public static function urls_in_script( string $script ): array {
		if ( ! preg_match_all( '#\b(?:https?|wss?)://[^\s"\'`<>()\\\\]+#i', $script, $matches ) ) {
			return array();
		}
		return array_slice( array_values( array_unique( $matches[0] ) ), 0, 50 );
	}

	/**
	 * The walk.
	 *
	 * @param string $runtime_tag The runtime's markup, put in once.
	 * @param bool   $rewrite     Whether to take the network out too (false: only replace the runtime).
	 * @param string $head_first  Markup to put first in the head, or ''.
	 */
	private function run( string $runtime_tag, bool $rewrite, string $head_first = '' ): void {
		$head_end   = null;
		$body_start = null;
		// Where the head's first child can go: after <head>, else after <html>, else before the first tag.
		$head_open = null;
		$html_open = null;
		$first_tag = null;
		while ( $this->next_token() ) {
			if ( '#tag' !== $this->get_token_type() ) {
				continue;
			}
			$tag = (string) $this->get_tag();
			if ( '' !== $head_first && ! $this->is_tag_closer() ) {
				list( $start, $length ) = $this->current_span();
				$first_tag            ??= $start;
				if ( 'HEAD' === $tag ) {
					$head_open ??= $start + $length;
				} elseif ( 'HTML' === $tag ) {
					$html_open ??= $start + $length;
				}
			}
			if ( $this->is_tag_closer() ) {
				if ( 'HEAD' === $tag && null === $head_end ) {
					$head_end = $this->current_span()[0];
				}
				continue;
			}
			if ( 'BODY' === $tag && null === $body_start ) {
				$body_start = $this->current_span()[0];
			}
			if ( $rewrite ) {
				$this->visit( $tag );
			} elseif ( 'SCRIPT' === $tag && $this->is_runtime() ) {
				++$this->earlier_runtimes;
				$this->remove_token();
			}
		}
		if ( '' !== $head_first ) {
			$this->lexical_updates[] = new WP_HTML_Text_Replacement( $head_open ?? $html_open ?? $first_tag ?? 0, 0, $head_first );
		}
		$at                      = $head_end ?? $body_start ?? strlen( $this->html );
		$this->lexical_updates[] = new WP_HTML_Text_Replacement( $at, 0, $runtime_tag );
	}

	/**
	 * Whether the current SCRIPT is a copy of the Appadoo runtime.
	 */
	private function is_runtime(): bool {
		$src = $this->get_attribute( 'src' );
		return null !== $this->get_attribute( self::RUNTIME_ATTRIBUTE )
			|| ( is_string( $src ) && str_ends_with( str_replace( '\\', '/', $src ), self::RUNTIME_PATH ) );
	}

	/**
	 * One opening tag.
	 *
	 * @param string $tag Upper-case tag name.
	 */
	private function visit( string $tag ): void {
		$style = $this->get_attribute( 'style' );
		if ( is_string( $style ) && '' !== $style ) {
			$rewritten = Css_Rewriter::rewrite( $style, fn( string $kind, string $url ) => $this->note( $kind, $url, 'removed' ) );
			if ( $rewritten !== $style ) {
				$this->set_attribute( 'style', $rewritten );
			}
		}
		if ( $this->get_attribute( 'ping' ) !== null ) {
			$this->note( 'link', (string) $this->get_attribute( 'ping' ), 'removed' );
			$this->remove_attribute( 'ping' );
		}

		switch ( $tag ) {
			case 'SCRIPT':
				$this->visit_script();
				return;
			case 'STYLE':
				$css       = $this->get_modifiable_text();
				$rewritten = Css_Rewriter::rewrite( $css, fn( string $kind, string $url ) => $this->note( $kind, $url, 'removed' ) );
				if ( $rewritten !== $css ) {
					$this->set_modifiable_text( $rewritten );
				}
				return;
			case 'LINK':
				$href = $this->get_attribute( 'href' );
				if ( is_string( $href ) && Url_Policy::is_external( $href ) ) {
					$this->note( $this->link_kind(), $href, 'removed' );
					$this->remove_token();
				}
				return;
			case 'IFRAME':
			case 'FRAME':
			case 'EMBED':
				$src = $this->get_attribute( 'src' );
				if ( is_string( $src ) && Url_Policy::is_external( $src ) ) {
					$this->note( 'EMBED' === $tag ? 'object' : 'frame', $src, 'removed' );
					$this->remove_token();
				}
				return;
			case 'BASE':
				$this->note( 'base', (string) $this->get_attribute( 'href' ), 'removed' );
				$this->remove_token();
				return;
			case 'META':
				if ( 'refresh' === strtolower( trim( (string) $this->get_attribute( 'http-equiv' ) ) ) ) {
					$this->note( 'redirect', (string) $this->get_attribute( 'content' ), 'removed' );
					$this->remove_token();
				}
				return;
			case 'FORM':
				++$this->forms;
				$this->disable( 'action', 'form' );
				return;
			case 'BUTTON':
			case 'INPUT':
				$this->disable( 'formaction', 'form' );
				if ( 'INPUT' === $tag ) {
					$this->disable( 'src', 'image' );
				}
				return;
			case 'A':
			case 'AREA':
				$this->disable( 'href', 'link' );
				return;
			case 'OBJECT':
				$this->disable( 'data', 'object' );
				return;
		}

		$media = in_array( $tag, array( 'AUDIO', 'VIDEO', 'SOURCE', 'TRACK' ), true ) ? 'media' : 'image';
		foreach ( array( 'src', 'poster', 'background', 'href', 'xlink:href' ) as $attribute ) {
			$this->disable( $attribute, 'poster' === $attribute ? 'image' : $media );
		}
		foreach ( array( 'srcset', 'imagesrcset' ) as $attribute ) {
			$srcset = $this->get_attribute( $attribute );
			if ( is_string( $srcset ) && Url_Policy::srcset_is_external( $srcset ) ) {
				$this->note( $media, $srcset, 'removed' );
				$this->remove_attribute( $attribute );
			}
		}
	}

	/**
	 * A script: an earlier runtime goes, an outside script goes, an inline
	 * script stays and its requests are listed as blocked.
	 */
	private function visit_script(): void {
		$src = $this->get_attribute( 'src' );
		if ( $this->is_runtime() ) {
			++$this->earlier_runtimes;
			$this->remove_token();
			return;
		}
		if ( is_string( $src ) ) {
			if ( Url_Policy::is_external( $src ) ) {
				$this->note( 'script', $src, 'removed' );
				$this->remove_token();
			}
			return;
		}
		foreach ( self::urls_in_script( $this->get_modifiable_text() ) as $url ) {
			$this->note( 'connect', $url, 'blocked' );
		}
	}

	/**
	 * Removes an outside URL attribute, keeping the element.
	 *
	 * @param string $attribute Attribute name.
	 * @param string $kind      Kind for the report.
	 */
	private function disable( string $attribute, string $kind ): void {
		$value = $this->get_attribute( $attribute );
		if ( is_string( $value ) && Url_Policy::is_external( $value ) ) {
			$this->note( $kind, $value, 'form' === $kind || 'link' === $kind ? 'disabled' : 'removed' );
			$this->remove_attribute( $attribute );
		}
	}

	/**
	 * Kind of an outside `<link>`: style sheets, fonts, or other links.
	 */
	private function link_kind(): string {
		$rel = ' ' . strtolower( (string) $this->get_attribute( 'rel' ) ) . ' ';
		$as  = strtolower( (string) $this->get_attribute( 'as' ) );
		if ( 'font' === $as ) {
			return 'font';
		}
		if ( str_contains( $rel, ' stylesheet ' ) || 'style' === $as ) {
			return 'style';
		}
		if ( 'script' === $as || str_contains( $rel, ' modulepreload ' ) ) {
			return 'script';
		}
		return 'link';
	}

	/**
	 * Records one finding.
	 *
	 * @param string $kind   Kind.
	 * @param string $url    URL.
	 * @param string $action removed, disabled or blocked.
	 */
	private function note( string $kind, string $url, string $action ): void {
		$this->found[] = array(
			'kind'   => $kind,
			'url'    => mb_substr( $url, 0, 500, 'UTF-8' ),
			'action' => $action,
		);
	}

	/**
	 * Removes the current token: a whole element for SCRIPT, IFRAME and the
	 * other raw-text elements (their token runs to the closing tag), the tag
	 * for void elements.
	 */
	private function remove_token(): void {
		list( $start, $length ) = $this->current_span();
		// Changes queued for this tag's attributes (named keys) would overlap the removal.
		foreach ( array_keys( $this->lexical_updates ) as $key ) {
			if ( is_string( $key ) ) {
				unset( $this->lexical_updates[ $key ] );
			}
		}
		$this->lexical_updates[] = new WP_HTML_Text_Replacement( $start, $length, '' );
	}

	/**
	 * Start and length of the current token.
	 *
	 * @return array{0: int, 1: int}
	 */
	private function current_span(): array {
		$this->set_bookmark( 'playpal-here' );
		$span = $this->bookmarks['playpal-here'];
		$this->release_bookmark( 'playpal-here' );
		return array( $span->start, $span->length );
	}
}
