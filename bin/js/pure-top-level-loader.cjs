/**
 * Lets the minifier drop the parts of React Router the app does not use.
 *
 * React Router ships each build as one large module whose top level creates
 * React contexts, `forwardRef`/`memo` components, Sets, WeakMaps and Symbols
 * and names contexts with `X.displayName = "…"`. A minifier must keep any
 * call it cannot prove free of side effects, and everything such a call
 * refers to: so importing `useLocation` alone pulled in 11 KiB (gzip) of the
 * data router, forms and fetchers. This loader marks those top-level
 * creations `/* @__PURE__ *\/` (they have no effect beyond the value they
 * return) and drops the `displayName` assignments (names for React's
 * developer tools, which the production build does not need), so each is
 * kept only when the app reaches it.
 *
 * It rewrites only statements that start a line at the top level, in the
 * files webpack.config.js hands it (React Router's production build); one it
 * does not recognise is left as it is (bigger, never broken).
 * bin/js/check-bundle.mjs checks that the data router stayed out.
 */

/** `var X = <creation>(` at the top level. */
const PURE_CREATION =
	/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\(|new (?:WeakMap|Set|URL|TextEncoder)\(|Symbol\()/gm;

/** `X.displayName = "…";` at the top level. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * @param {string} source The module's code.
 * @return {string} The same code with its top-level creations marked pure.
 */
module.exports = function pureTopLevelLoader( source ) {
	return source
		.replace( DISPLAY_NAME, '' )
		.replace( PURE_CREATION, '$1/* @__PURE__ */ $2' );
};
