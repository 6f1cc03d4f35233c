/**
 * Settings → PlayPal, "Abuse limits": the reverse proxies or CDN in front of
 * the site, whose X-Forwarded-For header the sign-up limits may believe.
 */

/**
 * WordPress dependencies
 */
import { PanelBody, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface AbuseLimitsPanelProps {
	/** Addresses or CIDR networks, one per entry. */
	trustedProxies: string[];
	onChange: ( trustedProxies: string[] ) => void;
}

export function AbuseLimitsPanel( {
	trustedProxies,
	onChange,
}: AbuseLimitsPanelProps ) {
	return (
		<PanelBody title={ __( 'Abuse limits', 'playpal' ) } initialOpen>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Trusted proxies', 'playpal' ) }
				help={ __(
					'One IP address or network per line, such as 203.0.113.7, 10.0.0.0/8 or 2001:db8::/32. Only requests from these addresses have their visitor’s address read from X-Forwarded-For; leave it empty when no proxy or CDN sits in front of the site.',
					'playpal'
				) }
				rows={ 4 }
				value={ trustedProxies.join( '\n' ) }
				// Blank lines stay while typing; the server drops them on save.
				onChange={ ( text: string ) => onChange( text.split( '\n' ) ) }
			/>
		</PanelBody>
	);
}
