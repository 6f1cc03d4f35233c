<?php
/**
 * Cleans SVG files before they are stored.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use DOMAttr;
use DOMDocument;
use DOMElement;
use DOMNode;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHP's DOM names its properties in camelCase.

/**
 * An allow-list SVG cleaner on PHP's own DOM (libxml, network off, no entity
 * expansion): keeps drawing elements only, and drops scripts, event handlers
 * (`on*`), `<foreignObject>`, `<style>`, processing instructions, DOCTYPEs
 * and every reference outside the file (any `href` that is not `#fragment`,
 * any `url(...)` that is not `url(#fragment)`, `@import`).
 *
 * Why our own: the well-kept one on Packagist (enshrined/svg-sanitize) would
 * be the plugin's first runtime Composer dependency — the plugin ships no
 * third-party PHP and its zip carries only our autoloader — while the rules
 * PlayPal needs fit in this one allow-list. Anything it cannot parse is
 * refused rather than repaired.
 */
final class Svg_Sanitizer {

	/** Drawing elements kept (lower case, SVG namespace). */
	private const ELEMENTS = array(
		'svg',
		'g',
		'defs',
		'title',
		'desc',
		'symbol',
		'use',
		'path',
		'rect',
		'circle',
		'ellipse',
		'line',
		'polyline',
		'polygon',
		'text',
		'tspan',
		'textpath',
		'lineargradient',
		'radialgradient',
		'stop',
		'clippath',
		'mask',
		'pattern',
		'marker',
		'filter',
		'fegaussianblur',
		'feoffset',
		'feblend',
		'fecolormatrix',
		'fecomposite',
		'feflood',
		'femerge',
		'femergenode',
		'fedropshadow',
	);

	private const SVG_NS = 'http://www.w3.org/2000/svg';

	/**
	 * The cleaned SVG, or null when the bytes are not a well-formed SVG document.
	 *
	 * @param string $svg Raw file content.
	 */
	public function sanitize( string $svg ): ?string {
		// A DOCTYPE can declare entities (billion laughs, outside files): never needed in a drawing.
		if ( '' === trim( $svg ) || false !== stripos( $svg, '<!DOCTYPE' ) || false !== stripos( $svg, '<!ENTITY' ) ) {
			return null;
		}
		$doc      = new DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$loaded   = $doc->loadXML( $svg, LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$root = $doc->documentElement;
		if ( ! $loaded || ! $root instanceof DOMElement || 'svg' !== strtolower( (string) $root->localName ) ) {
			return null;
		}
		$this->clean_children( $doc );
		$this->clean_element( $root );
		$out = $doc->saveXML( $root );
		return false === $out ? null : '<?xml version="1.0" encoding="UTF-8"?>' . "\n" . $out . "\n";
	}

	/**
	 * Removes from a node every child that is not an allowed element, text or comment, recursively.
	 *
	 * @param DOMNode $node Node.
	 */
	private function clean_children( DOMNode $node ): void {
		foreach ( iterator_to_array( $node->childNodes ) as $child ) {
			if ( $child instanceof DOMElement ) {
				$allowed = in_array( strtolower( (string) $child->localName ), self::ELEMENTS, true ) && in_array( $child->namespaceURI, array( self::SVG_NS, null ), true );
				if ( ! $allowed ) {
					$node->removeChild( $child );
					continue;
				}
				$this->clean_element( $child );
				continue;
			}
			if ( ! in_array( $child->nodeType, array( XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_COMMENT_NODE ), true ) || ( $node instanceof DOMDocument && XML_COMMENT_NODE !== $child->nodeType ) ) {
				// Processing instructions (xml-stylesheet), DOCTYPEs, entity references.
				$node->removeChild( $child );
			}
		}
	}

	/**
	 * Drops an element's unsafe attributes, then cleans its children.
	 *
	 * @param DOMElement $element Element.
	 */
	private function clean_element( DOMElement $element ): void {
		foreach ( iterator_to_array( $element->attributes ) as $attribute ) {
			if ( ! $this->attribute_is_safe( $attribute ) ) {
				$element->removeAttributeNode( $attribute );
			}
		}
		$this->clean_children( $element );
	}

	/**
	 * @param DOMAttr $attribute Attribute.
	 */
	private function attribute_is_safe( DOMAttr $attribute ): bool {
		$name  = strtolower( (string) $attribute->localName );
		$value = strtolower( (string) preg_replace( '/[\s\x00-\x1f]+/', '', $attribute->value ) );
		if ( str_starts_with( $name, 'on' ) || 'base' === $name ) {
			return false; // Event handlers; xml:base.
		}
		if ( in_array( $name, array( 'href', 'src', 'action', 'formaction' ), true ) ) {
			return str_starts_with( $value, '#' );
		}
		if ( str_contains( $value, 'javascript:' ) || str_contains( $value, '@import' ) || str_contains( $value, 'expression(' ) ) {
			return false;
		}
		// url(...) may only point inside the file: url(#id).
		foreach ( array_slice( explode( 'url(', $value ), 1 ) as $target ) {
			if ( ! str_starts_with( ltrim( $target, '\'"' ), '#' ) ) {
				return false;
			}
		}
		return true;
	}
}
