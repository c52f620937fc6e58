package dev.dbbench.runner.jobs;

import dev.dbbench.config.Durations;
import dev.dbbench.config.Urls;
import dev.dbbench.spi.UsageException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.Locale;
import javax.net.ssl.SSLException;

/**
 * Turns a failure to connect into the one line a user needs: a refused certificate, unreachable server,
 * wrong credentials or missing database, told apart by SQLSTATE class, by the exception underneath and, where
 * drivers give neither, by message. The driver's exception stays attached for {@code --verbose}.
 */
final class ConnectFailure {
    private ConnectFailure() {
    }

    static UsageException explain(ResolvedTarget t, SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        String msg = firstLine(e.getMessage());
        String lower = msg.toLowerCase(Locale.ROOT);
        String user = t.spec().user();
        if (noTlsOffered(lower) && t.spec().sslMode() != dev.dbbench.spi.target.SslMode.DISABLE) {
            return new UsageException("the server at " + t.where() + " does not offer TLS, but --ssl-mode is "
                    + t.spec().sslMode().cliName() + "; give --ssl-mode prefer or disable, or enable TLS on the server", e);
        }
        // Before the login's checks: drivers word a refused certificate with "password" in it too.
        if (tls(e, lower)) {
            return new UsageException("TLS with " + t.target().id() + " at " + t.where() + " failed under --ssl-mode "
                    + t.spec().sslMode().cliName() + ": " + msg + "; give --ssl-ca with the CA that signed the server's"
                    + " certificate (and for verify-full a --host it names), or another --ssl-mode", e);
        }
        // Before the login's checks: MySQL words a database the user may not use as "Access denied ... to database".
        if (e.getErrorCode() == 1044 || (lower.contains("access denied") && lower.contains(" to database "))) {
            return notGranted(t, e, msg);
        }
        if (state.startsWith("28") || lower.contains("access denied") || lower.contains("authentication failed")
                || lower.contains("password")) {
            if (t.spec().url().isPresent()) {
                // The URL may name the user itself; the --user default would only mislead.
                return new UsageException("authentication failed at " + t.where()
                        + "; check the user and password in --url (or --user, --password-env, --password-file)", e);
            }
            if (!t.spec().password().isPresent()) {
                return new UsageException("authentication failed for user '" + user + "' at " + t.where()
                        + ", and no password was given; give it with --password-env NAME (a variable that holds it) or"
                        + " --password-file PATH", e);
            }
            return new UsageException("authentication failed for user '" + user + "' at " + t.where()
                    + "; check --user and the password given with --password-env or --password-file", e);
        }
        if (state.equals("3D000") || e.getErrorCode() == 1049 || lower.contains("unknown database")
                || (lower.contains("database") && lower.contains("does not exist"))) {
            return missingDatabase(t, e);
        }
        String fix = "; check --host/--port (or --socket) and that the server is running";
        Throwable net = network(e);
        if (net instanceof UnknownHostException) {
            String host = net.getMessage() == null ? t.spec().host() : net.getMessage().split(":")[0].trim();
            return new UsageException("cannot connect to " + t.target().id() + " at " + t.where() + ": host '" + host
                    + "' is not known; check the spelling of --host (or the host in --url)", e);
        }
        if (net instanceof SocketTimeoutException) {
            return noAnswer(t, e);
        }
        if (net instanceof ConnectException || net instanceof NoRouteToHostException) {
            String why = net instanceof NoRouteToHostException ? "no route to host" : "connection refused";
            return new UsageException("cannot connect to " + t.target().id() + " at " + t.where() + " (" + why + ")" + fix, e);
        }
        return new UsageException("cannot connect to " + t.target().id() + " at " + t.where() + ": " + msg + fix, e);
    }

    /** With {@code --url} the database is the URL's (or the driver's default when it names none), never {@code --db}'s. */
    private static UsageException missingDatabase(ResolvedTarget t, SQLException e) {
        if (t.spec().url().isPresent()) {
            String named = Urls.database(t.spec().url().get()).map(d -> "database '" + d + "'")
                    .orElse("the driver's default database");
            return new UsageException(named + " does not exist at " + t.where()
                    + "; create it or name the right one in --url (jdbc:...://host:port/DB)", e);
        }
        return new UsageException("database '" + t.spec().database() + "' does not exist at " + t.where()
                + "; create it or pass the right one with --db", e);
    }

    /**
     * The login worked but the database is not the user's: MySQL and MariaDB answer so both for a database that does
     * not exist and for one not granted to the user, and will not tell which.
     */
    private static UsageException notGranted(ResolvedTarget t, SQLException e, String msg) {
        java.util.regex.Matcher named = java.util.regex.Pattern.compile("to database '([^']*)'").matcher(msg);
        String db = named.find() ? named.group(1) : t.spec().database();
        String where = t.spec().url().isPresent() ? "the database in --url" : "--db";
        return new UsageException("user '" + t.spec().user() + "' may not use database '" + db + "' at " + t.where()
                + ": it does not exist or is not granted to this user; check " + where + ", or create it and GRANT ALL ON "
                + db + ".* TO the user", e);
    }

    /** Nothing answered within the connect timeout. */
    static UsageException noAnswer(ResolvedTarget t, Throwable cause) {
        return new UsageException("cannot connect to " + t.target().id() + " at " + t.where() + ": no answer within --connect-timeout "
                + Durations.format(t.spec().connectTimeout()) + "; check --host/--port, firewalls, and that the server is running", cause);
    }

    /** Whether the server's certificate was refused or TLS could not be set up, by exception or by message. */
    private static boolean tls(Throwable e, String lower) {
        for (Throwable c = e; c != null && c.getCause() != c; c = c.getCause()) {
            if (c instanceof SSLException) {
                return true;
            }
        }
        return lower.contains("certificate") || lower.contains("pkix") || lower.contains("hostname verification");
    }

    /**
     * Whether the driver says the server has no TLS to offer: "The server does not support SSL." (pgjdbc), "Trying to
     * connect with ssl, but ssl not enabled in the server" (MariaDB Connector/J), and the like.
     */
    private static boolean noTlsOffered(String lower) {
        return (lower.contains("ssl") || lower.contains("tls"))
                && (lower.contains("not support") || lower.contains("not enabled") || lower.contains("does not offer"));
    }

    /** The network exception under the driver's, if any. */
    private static Throwable network(Throwable e) {
        for (Throwable c = e; c != null && c.getCause() != c; c = c.getCause()) {
            if (c instanceof UnknownHostException || c instanceof SocketTimeoutException || c instanceof ConnectException
                    || c instanceof NoRouteToHostException) {
                return c;
            }
        }
        return null;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "no message from the driver";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).trim();
    }
}
