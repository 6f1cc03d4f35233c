/**
 * Webpack plugin: writes build/screen-chunks.json, the script files each
 * lazily loaded screen needs, by its webpackChunkName (src/app/router.tsx),
 * shared chunks included: { "blog": [ "chunks/186.….js", "chunks/blog.….js" ] }.
 *
 * The shell reads it to preload exactly a server-printed route's chunks
 * (includes/Frontend/First_Screen/Screen_Chunks.php): the names come from
 * the build, never from a hand-kept list that drifts from it.
 */

const MANIFEST = 'screen-chunks.json';

class ScreenChunksPlugin {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'ScreenChunksPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ScreenChunksPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const manifest = {};
						for ( const [
							name,
							group,
						] of compilation.namedChunkGroups ) {
							// Entry points (index, admin…) load as enqueued scripts, not as chunks.
							if ( group.isInitial() ) {
								continue;
							}
							const files = new Set();
							for ( const chunk of group.chunks ) {
								for ( const file of chunk.files ) {
									if ( file.endsWith( '.js' ) ) {
										files.add( file );
									}
								}
							}
							manifest[ name ] = [ ...files ].sort();
						}
						compilation.emitAsset(
							MANIFEST,
							new sources.RawSource(
								JSON.stringify( manifest, null, '\t' ) + '\n'
							)
						);
					}
				);
			}
		);
	}
}

module.exports = ScreenChunksPlugin;
