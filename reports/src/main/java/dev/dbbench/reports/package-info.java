/**
 * Internal, not API: plugins must not import it. The built-in report formats' shared parts: the registry of
 * formats ({@link dev.dbbench.reports.Reporters}, built in and from plugin jars), {@code result.json} reading and
 * writing ({@link dev.dbbench.reports.ResultJson}), the tables every format prints (rows by threads, a column per
 * target), CSV and JSON. Reads only the value types of {@code dev.dbbench.result}; imports no target SPI.
 */
package dev.dbbench.reports;
