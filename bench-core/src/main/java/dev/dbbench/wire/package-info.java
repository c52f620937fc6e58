/**
 * Public API. A kit for a target's own non-blocking client ({@code --client wire}): the {@link
 * dev.dbbench.wire.WireClient} and {@link dev.dbbench.wire.WireConnection} a target implements, and what it builds
 * them from: transports over TCP with or without TLS ({@link dev.dbbench.wire.Transport}, {@link
 * dev.dbbench.wire.Tcp}, {@link dev.dbbench.wire.TlsLink}, {@link dev.dbbench.wire.TlsPolicy}, {@link
 * dev.dbbench.wire.CaCertificates}), blocking exchanges for the login, and sockets watched for a silent server
 * ({@link dev.dbbench.wire.WatchedSocket}), which JDBC drivers use too. The event loops that drive wire
 * connections are internal ({@code dev.dbbench.engine.wire}).
 */
package dev.dbbench.wire;
