/**
 * Internal, not API: plugins must not import it. Writes a new plugin project from the example plugins, which the
 * build packs into bench-cli's jar as templates ({@code plugin-templates/KIND/}): the example's files with its
 * package, class, artifact and plugin names replaced by the user's, so that a generated plugin and its example
 * are the same code and cannot drift apart.
 */
package dev.dbbench.cli.scaffold;
