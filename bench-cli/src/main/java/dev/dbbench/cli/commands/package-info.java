/**
 * Internal, not API: plugins must not import it. The root command ({@link dev.dbbench.cli.commands.DbbenchCommand},
 * the options every command shares) and one small class per command ({@code list}, {@code info}, {@code
 * prepare}, {@code run}, {@code sweep}, {@code stability}, {@code cleanup}, {@code report}, {@code compare}, ...): each
 * reads its options and hands off to a job in {@code cli.jobs}, or, for {@code new-plugin}, to {@code cli.scaffold}.
 */
package dev.dbbench.cli.commands;
